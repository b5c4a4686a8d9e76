// A PostgreSQL cluster of the project's own, for FerretDB to store its data in (tools/ferretdb.mjs):
// made with `initdb` in a folder on first use (about 1 s), started on a free loopback port with
// its socket in that folder, stopped with its FerretDB. Debian's PostgreSQL binaries
// (/usr/lib/postgresql/<version>/bin) or `PG_BIN`; PostgreSQL refuses to run as root, so when
// run as root the cluster belongs to and runs as the `postgres` user (else `nobody`).
import { spawn, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** The folder holding initdb, postgres and createdb: PG_BIN, Debian's newest, or the PATH's. */
export function postgresBinDir() {
  if (process.env.PG_BIN) return existsSync(path.join(process.env.PG_BIN, 'postgres')) ? process.env.PG_BIN : undefined;
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => existsSync(path.join(debian, v, 'bin', 'postgres')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length) return path.join(debian, versions[0], 'bin');
  }
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(path.join(dir, 'postgres')) && existsSync(path.join(dir, 'initdb'))) return dir;
  }
  return undefined;
}

function binDir() {
  const dir = postgresBinDir();
  if (!dir) throw new Error('PostgreSQL is not installed: run `node tools/prerequisites.mjs` (apt-get install postgresql)');
  return dir;
}

/** Who runs the cluster: the current user, or when that is root an unprivileged one. */
function clusterUser() {
  if (process.getuid?.() !== 0) return undefined;
  const passwd = readFileSync('/etc/passwd', 'utf8').split('\n');
  for (const name of ['postgres', 'nobody']) {
    const line = passwd.find((l) => l.startsWith(`${name}:`));
    if (line) {
      const [, , uid, gid] = line.split(':');
      return { name, uid: Number(uid), gid: Number(gid) };
    }
  }
  throw new Error('Running as root, and neither a postgres nor a nobody user exists to run PostgreSQL as');
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The unprivileged user must reach the cluster's folder: own it, and pass through each
 * parent that only root may enter (a mkdtemp folder is 0700).
 * @param {string} dir @param {{ uid: number, gid: number }} user
 */
function handOver(dir, user) {
  chownSync(dir, user.uid, user.gid);
  for (let parent = path.dirname(dir); parent !== path.dirname(parent); parent = path.dirname(parent)) {
    const mode = statSync(parent).mode;
    if (!(mode & 0o001)) chmodSync(parent, (mode & 0o7777) | 0o711);
  }
}

/**
 * @typedef {object} PostgresOptions
 * @property {string} dir the cluster's folder (made by initdb when it holds none)
 * @property {boolean} [durable] fsync and synchronous commits (development data); off for tests' throwaway clusters
 * @property {boolean} [quiet]
 */

/**
 * Starts the cluster in `dir` (making it first when needed) on a free loopback port, with a
 * `chowk` database and a trusting `chowk` superuser (loopback and its own socket only).
 * Resolves to { url, port, pid, exited, stop }.
 * @param {PostgresOptions} options
 */
export async function startPostgres({ dir, durable = false, quiet = true }) {
  const bin = binDir();
  const user = clusterUser();
  const spawnAs = user ? { uid: user.uid, gid: user.gid } : {};
  const env = { ...process.env, LC_ALL: 'C', LANG: 'C' };
  const dataDir = path.resolve(dir);
  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (user) handOver(dataDir, user);
  if (fresh) {
    execFileSync(
      path.join(bin, 'initdb'),
      ['-D', dataDir, '-U', 'chowk', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync', '--no-instructions'],
      { ...spawnAs, env, stdio: quiet ? 'ignore' : 'inherit' },
    );
  }
  await previousServerGone(dataDir);
  const port = await freePort();
  const settings = [
    ['listen_addresses', '127.0.0.1'],
    ['unix_socket_directories', dataDir],
    ['max_connections', '200'],
    ['shared_buffers', '128MB'],
    ['logging_collector', 'off'],
    ['log_min_messages', 'warning'],
    // A throwaway cluster needs no crash safety: much faster writes for the tests.
    ...(durable
      ? []
      : [
          ['fsync', 'off'],
          ['synchronous_commit', 'off'],
          ['full_page_writes', 'off'],
        ]),
  ];
  const child = spawn(
    path.join(bin, 'postgres'),
    ['-D', dataDir, '-p', String(port), ...settings.flatMap(([k, v]) => ['-c', `${k}=${v}`])],
    { ...spawnAs, env, stdio: quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'] },
  );
  let exited = false;
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
  const exitedPromise = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      resolve({ code, signal });
    }),
  );
  // Whatever ends this process, the cluster goes with it (SIGQUIT: immediate shutdown).
  const onExit = () => {
    if (!exited && child.pid) {
      try {
        process.kill(child.pid, 'SIGQUIT');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', onExit);

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited) throw new Error(`PostgreSQL exited at start-up in ${dataDir} (see its output with quiet: false)`);
    const ready = execIsReady(bin, dataDir, port);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGQUIT');
      throw new Error(`PostgreSQL did not accept connections on ${port} within 30 s`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  // Made once; asked each start, so a first start cut short before it is made still ends with it.
  try {
    execFileSync(path.join(bin, 'createdb'), ['-h', dataDir, '-p', String(port), '-U', 'chowk', 'chowk'], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (error) {
    const stderr = String(/** @type {{ stderr?: Buffer }} */ (error).stderr ?? '');
    if (!/already exists/.test(stderr)) {
      child.kill('SIGQUIT');
      throw new Error(`createdb chowk failed: ${stderr.trim()}`);
    }
  }
  return {
    url: `postgres://chowk@127.0.0.1:${port}/chowk`,
    port,
    pid: child.pid,
    exited: exitedPromise,
    /** Fast shutdown (SIGINT): ends the sessions and writes a checkpoint. @returns {Promise<void>} */
    stop: () =>
      new Promise((resolve) => {
        process.off('exit', onExit);
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
}

/** @param {string} bin @param {string} socketDir @param {number} port */
function execIsReady(bin, socketDir, port) {
  try {
    execFileSync(path.join(bin, 'pg_isready'), ['-q', '-h', socketDir, '-p', String(port), '-U', 'chowk', '-d', 'postgres'], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * A restart right after a stop or a crash (tools/dev.mjs, database-faults.spec.ts) waits for the
 * last postmaster of this folder to finish going, or PostgreSQL refuses the folder as in use. A
 * postmaster.pid whose process is gone is stale, and PostgreSQL takes the folder over itself.
 * @param {string} dataDir
 */
async function previousServerGone(dataDir) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const deadline = Date.now() + 15_000;
  while (existsSync(pidFile) && Date.now() < deadline) {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (!pid || !isAlive(pid)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}
