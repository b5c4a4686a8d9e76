// FerretDB 1.24 (MongoDB wire protocol over SQLite) for development and tests.
// Installed with `go install` into .tools/bin from the Go module proxy; nothing else is downloaded.
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, chmodSync, existsSync, mkdirSync, rmSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
 * @property {string} dataDir the SQLite files' folder
 * @property {number} [port] a free one when unset
 * @property {boolean} [quiet] FerretDB's output is dropped (true) or shown
 */

/**
 * Starts FerretDB over SQLite in `dataDir` on `port`; resolves to { uri, port, pid, stop, exited }.
 * `exited` resolves to { code, signal } when the process ends, whatever ended it (a supervisor
 * such as tools/dev.mjs restarts it).
 * @param {FerretDBOptions} options
 */
export async function startFerretDB({ dataDir, port, quiet = true }) {
  installFerretDB();
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const listenPort = port ?? (await freePort());
  const child = spawn(
    ferretdbBin,
    [
      '--handler=sqlite',
      `--sqlite-url=file:${dir}/`,
      `--listen-addr=127.0.0.1:${listenPort}`,
      `--state-dir=${dir}`,
      '--telemetry=disable',
      '--debug-addr=-',
      '--log-level=warn',
    ],
    { stdio: quiet ? 'ignore' : 'inherit' },
  );
  let exited = false;
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
  const exitedPromise = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      resolve({ code, signal });
    }),
  );
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
    exited: exitedPromise,
    /** @returns {Promise<void>} */
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        child.kill('SIGCONT'); // a paused (SIGSTOP) server acts on the SIGTERM only once resumed
      }),
  };
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A FerretDB that is started again when it dies (a crash, a `kill`), on the same port and data:
 * `npm start` uses it, so the API (which reconnects by itself) carries on. Each exit is logged;
 * attempts back off from `firstDelayMs`, doubling up to `maxDelayMs`, and a failed restart is
 * tried again; a server that stayed up `stableMs` starts the next backoff from the beginning.
 * Resolves once the first start succeeded, to { uri, port, stop }.
 */
/**
 * @param {FerretDBOptions} options
 * @param {{ log?: (line: string) => void, firstDelayMs?: number, maxDelayMs?: number, stableMs?: number }} [supervision]
 */
export async function superviseFerretDB(
  options,
  { log = console.log, firstDelayMs = 500, maxDelayMs = 30_000, stableMs = 60_000 } = {},
) {
  let db = await startFerretDB(options);
  let stopping = false;
  void (async () => {
    let delay = firstDelayMs;
    for (;;) {
      const startedAt = Date.now();
      const { code, signal } = await db.exited;
      if (stopping) return;
      if (Date.now() - startedAt >= stableMs) delay = firstDelayMs;
      log(`FerretDB exited (${signal ?? `code ${code}`}); restarting in ${delay} ms`);
      for (;;) {
        await sleep(delay);
        if (stopping) return;
        delay = Math.min(delay * 2, maxDelayMs);
        try {
          db = await startFerretDB({ ...options, port: db.port });
          log(`FerretDB restarted on ${db.uri}`);
          break;
        } catch (error) {
          log(`FerretDB did not restart (${error instanceof Error ? error.message : error}); trying again in ${delay} ms`);
        }
      }
    }
  })();
  return {
    uri: db.uri,
    port: db.port,
    /** The pid of the server running now (it changes with each restart). */
    get pid() {
      return db.pid;
    },
    stop: () => {
      stopping = true;
      return db.stop();
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cmd = process.argv[2];
  if (cmd === 'install') {
    console.log(`FerretDB ${FERRETDB_VERSION} at ${installFerretDB({ force: process.argv.includes('--force') })}`);
  } else if (cmd === 'start') {
    const db = await startFerretDB({ dataDir: path.join(root, '.data'), port: 27017, quiet: false });
    console.log(`FerretDB listening: ${db.uri}`);
  } else {
    console.error('usage: node tools/ferretdb.mjs install|start');
    process.exit(2);
  }
}
