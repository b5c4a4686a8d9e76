// FerretDB 1.24 (the MongoDB wire protocol) for development and tests, over a PostgreSQL
// cluster of its own (tools/postgres.mjs) made in the data folder: filters reach PostgreSQL,
// 10-20x faster than over SQLite, which scans every collection for every query
// (CHOWK_FERRETDB_BACKEND=sqlite still picks SQLite, for comparisons).
// Installed with `go install` into .tools/bin from the Go module proxy; nothing else is downloaded.
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, chmodSync, existsSync, mkdirSync, rmSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_DB_PORT } from './apps.mjs';
import { startPostgres } from './postgres.mjs';
import { supervise } from './supervise.mjs';

export const FERRETDB_VERSION = 'v1.24.0';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const toolsDir = path.join(root, '.tools');
export const ferretdbBin = path.join(toolsDir, 'bin', 'ferretdb');

/** @param {string} dir */
function makeWritable(dir) {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir)) {
    const p = path.join(dir, entry);
    if (statSync(p).isDirectory()) makeWritable(p);
    else chmodSync(p, 0o644);
  }
}

/**
 * `go install github.com/FerretDB/FerretDB/cmd/ferretdb@v1.24.0` cannot be used as is: the
 * proxy refuses the module's version list (which `@version` installs read for deprecations),
 * and FerretDB panics unless build/version/version.txt names its version. So: download the
 * pinned module, copy it, write version.txt, and `go install` the command from that copy.
 */
export function installFerretDB({ force = false } = {}) {
  if (!force && existsSync(ferretdbBin)) return ferretdbBin;
  const env = { ...process.env, GOFLAGS: '-mod=mod', GOTOOLCHAIN: 'local' };
  const info = JSON.parse(
    execFileSync('go', ['mod', 'download', '-json', `github.com/FerretDB/FerretDB@${FERRETDB_VERSION}`], {
      env,
      cwd: root,
      encoding: 'utf8',
    }),
  );
  const src = path.join(toolsDir, 'ferretdb-src');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(toolsDir, { recursive: true });
  cpSync(info.Dir, src, { recursive: true });
  makeWritable(src);
  writeFileSync(path.join(src, 'build/version/version.txt'), `${FERRETDB_VERSION}\n`);
  execFileSync('go', ['install', './cmd/ferretdb'], {
    cwd: src,
    env: { ...env, GOBIN: path.join(toolsDir, 'bin') },
    stdio: 'inherit',
  });
  return ferretdbBin;
}

/** @returns {Promise<number>} */
export function freePort() {
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

/** @param {number} port @param {number} timeoutMs @returns {Promise<void>} */
function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const sock = net.connect(port, '127.0.0.1');
      sock.once('connect', () => {
        sock.end();
        resolve();
      });
      sock.once('error', () => {
        sock.destroy();
        if (Date.now() > deadline) reject(new Error(`FerretDB did not listen on ${port} within ${timeoutMs} ms`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/**
 * @typedef {object} FerretDBOptions
 * @property {string} dataDir FerretDB's state, and the PostgreSQL cluster in its `pg/` (or the SQLite files)
 * @property {number} [port] a free one when unset
 * @property {boolean} [quiet] FerretDB's output is dropped (true) or shown
 * @property {'postgresql' | 'sqlite'} [backend] CHOWK_FERRETDB_BACKEND, else PostgreSQL
 * @property {boolean} [durable] the cluster syncs to disk (development data); tests' throwaway clusters do not
 */

/** @param {string} [backend] @returns {'postgresql' | 'sqlite'} */
export function ferretdbBackend(backend = process.env.CHOWK_FERRETDB_BACKEND) {
  if (backend === undefined || backend === '' || backend === 'postgresql') return 'postgresql';
  if (backend === 'sqlite') return 'sqlite';
  throw new Error(`CHOWK_FERRETDB_BACKEND must be postgresql or sqlite, not ${backend}`);
}

/**
 * Starts FerretDB over PostgreSQL (its cluster in `dataDir/pg`, started first) or SQLite in
 * `dataDir`, on `port`; resolves to { uri, port, pid, stop, exited }. `exited` resolves to
 * { code, signal } once FerretDB and its cluster are both down, whichever of them ended first
 * (the other is stopped then), so a supervisor such as tools/dev.mjs restarts the pair.
 * @param {FerretDBOptions} options
 */
export async function startFerretDB({ dataDir, port, quiet = true, backend, durable = false }) {
  installFerretDB();
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const kind = ferretdbBackend(backend);
  const pg = kind === 'postgresql' ? await startPostgres({ dir: path.join(dir, 'pg'), durable, quiet }) : undefined;
  const handler = pg ? ['--handler=postgresql', `--postgresql-url=${pg.url}`] : ['--handler=sqlite', `--sqlite-url=file:${dir}/`];
  const listenPort = port ?? (await freePort());
  const child = spawn(
    ferretdbBin,
    [
      ...handler,
      `--listen-addr=127.0.0.1:${listenPort}`,
      `--state-dir=${dir}`,
      '--telemetry=disable',
      '--debug-addr=-',
      '--log-level=warn',
    ],
    { stdio: quiet ? 'ignore' : 'inherit' },
  );
  let exited = false;
  const onExit = () => {
    if (!exited) child.kill('SIGKILL');
  };
  process.once('exit', onExit); // whatever ends this process, FerretDB goes with it
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
  const ferretExited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      process.off('exit', onExit);
      resolve({ code, signal });
    }),
  );
  // One down takes the other down: FerretDB without its cluster answers nothing useful.
  const exitedPromise = pg
    ? Promise.race([ferretExited, pg.exited]).then(async (first) => {
        if (!exited) child.kill('SIGKILL');
        await Promise.all([ferretExited, pg.stop()]);
        return first;
      })
    : ferretExited;
  // A start that fails (the port is taken, a bad data folder) is known at once, not after 20 s.
  const failedToStart = exitedPromise.then(({ code, signal }) => {
    throw new Error(`FerretDB exited at start-up (${signal ?? `code ${code}`})`);
  });
  failedToStart.catch(() => {}); // after a good start, an exit is `exited`'s business
  await Promise.race([waitForPort(listenPort, 20_000), failedToStart]);
  if (exited) throw new Error('FerretDB exited at start-up');
  return {
    uri: `mongodb://127.0.0.1:${listenPort}/chowk`,
    port: listenPort,
    pid: child.pid,
    backend: kind,
    exited: exitedPromise,
    /** @returns {Promise<void>} */
    stop: async () => {
      if (!exited) {
        const gone = ferretExited;
        child.kill('SIGTERM');
        child.kill('SIGCONT'); // a paused (SIGSTOP) server acts on the SIGTERM only once resumed
        await gone;
      }
      await pg?.stop();
    },
  };
}

/**
 * A FerretDB that is started again when it dies (a crash, a `kill`), on the same port and data:
 * `npm start` uses it, so the API (which reconnects by itself) carries on. Each exit is logged;
 * attempts back off from `firstDelayMs`, doubling up to `maxDelayMs`, and a failed restart is
 * tried again; a server that stayed up `stableMs` starts the next backoff from the beginning
 * (the loop is tools/supervise.mjs, shared with the API's in tools/dev.mjs).
 * Resolves once the first start succeeded, to { uri, port, pid, stop }.
 */
/**
 * @param {FerretDBOptions} options
 * @param {{ log?: (line: string) => void, firstDelayMs?: number, maxDelayMs?: number, stableMs?: number }} [supervision]
 */
export async function superviseFerretDB(options, supervision = {}) {
  let port = options.port;
  const db = await supervise(
    async () => {
      const started = await startFerretDB({ ...options, port });
      port = started.port; // a restart takes the same port
      return started;
    },
    { ...supervision, name: 'FerretDB', describe: (started) => `on ${started.uri}` },
  );
  return {
    uri: db.current.uri,
    port: db.current.port,
    /** The pid of the server running now (it changes with each restart). */
    get pid() {
      return db.current.pid;
    },
    stop: db.stop,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cmd = process.argv[2];
  if (cmd === 'install') {
    console.log(`FerretDB ${FERRETDB_VERSION} at ${installFerretDB({ force: process.argv.includes('--force') })}`);
  } else if (cmd === 'start') {
    const db = await startFerretDB({ dataDir: path.join(root, '.data'), port: DEV_DB_PORT, quiet: false, durable: true });
    console.log(`FerretDB listening: ${db.uri}`);
  } else {
    console.error('usage: node tools/ferretdb.mjs install|start');
    process.exit(2);
  }
}
