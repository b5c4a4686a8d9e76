// `npm start`: the whole app in development mode at http://localhost:4200.
// FerretDB (when MONGODB_URI is unset), the API (rebuilt and restarted on change or when it
// dies, seeded when empty), and the shell and four remotes on their own dev servers.
import { spawn, spawnSync } from 'node:child_process';
import { unwatchFile, watchFile } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, API_PORT, DEV_DB_PORT } from './apps.mjs';
import { superviseFerretDB } from './ferretdb.mjs';
import { runningChild, supervise } from './supervise.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** @param {string} name */
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const apiMain = path.join(root, 'dist/api/main.js');
/** How to stop what runs (the database, the API, the watch build, the dev servers) on SIGINT/SIGTERM. */
/** @type {(() => Promise<void>)[]} */
const stops = [];

/**
 * Spawns `cmd` in the repository with its output prefixed by `[label]`.
 * @param {string} label
 * @param {string} cmd
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function spawnLogged(label, cmd, args, env = {}) {
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${label}] `;
  /** @param {import('node:stream').Readable} stream @param {NodeJS.WriteStream} out */
  const pipe = (stream, out) =>
    stream.on('data', (chunk) =>
      String(chunk)
        .split('\n')
        .filter((l) => l.trim())
        .forEach((l) => out.write(prefix + l + '\n')),
    );
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  return runningChild(child);
}

/** A dev server or watcher: started once, stopped on shutdown. @param {Parameters<typeof spawnLogged>} args */
function start(...args) {
  stops.push(spawnLogged(...args).stop);
}

let shuttingDown = false;
/** Stops everything (nothing restarts from here on), then exits. @param {number} code @returns {Promise<never>} */
async function shutdown(code) {
  if (!shuttingDown) {
    shuttingDown = true;
    setTimeout(() => process.exit(code), 15_000).unref(); // whatever hangs: the exit hooks kill what is left
    unwatchFile(apiMain);
    // All at once, the database too: its supervisor must know it is stopping before it sees the
    // exit a Ctrl-C causes (the terminal signals every process of the group, FerretDB's too).
    await Promise.all(stops.map((stop) => stop()));
    process.exit(code);
  }
  return new Promise(() => {}); // a second signal: the first shutdown is under way
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

let mongoUri = process.env.MONGODB_URI;
if (!mongoUri) {
  console.log('[db] MONGODB_URI is unset: starting FerretDB over PostgreSQL in .data/');
  // Restarted (same port and data, with a log line and a bounded backoff) if it dies; the API
  // reconnects by itself.
  const db = await superviseFerretDB(
    { dataDir: path.join(root, '.data'), port: DEV_DB_PORT, durable: true },
    { log: (line) => console.log(`[db] ${line}`) },
  );
  mongoUri = db.uri;
  stops.push(db.stop);
  console.log(`[db] ${mongoUri}`);
}

console.log('[api] building…');
const build = spawnSync(bin('rspack'), ['build', '-c', 'api/rspack.config.js', '--mode', 'development'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) await shutdown(1);
start('api:build', bin('rspack'), ['build', '-c', 'api/rspack.config.js', '--mode', 'development', '--watch']);

// The API: `node dist/api/main.js` under tools/supervise.mjs, as FerretDB: started again with a
// log line and a backoff when it dies (a crash, a kill -9), and at once when the watch build
// rewrites dist/api/main.js. Not `node --watch`: when the API under it dies, the watcher prints
// "Failed running 'dist/api/main.js'" and waits for a file change, staying up itself, so there is
// no exit to supervise, only its output to read. Watching the one file here is simpler: it is the
// whole API (every npm package is an external require, which does not change while it runs).
// fs.watchFile polls the file's mtime, which survives the build replacing or removing it.
const api = await supervise(
  async () =>
    spawnLogged('api', process.execPath, [apiMain], {
      NODE_ENV: 'development',
      PORT: String(API_PORT),
      MONGODB_URI: mongoUri,
    }),
  { name: 'API', log: (line) => console.log(`[api] ${line}`), describe: (running) => `(pid ${running.pid})` },
);
stops.push(api.stop);
/** @type {NodeJS.Timeout | undefined} */
let rebuilt;
watchFile(apiMain, { interval: 300 }, (now, before) => {
  if (now.mtimeMs === 0 || now.mtimeMs === before.mtimeMs) return; // removed (until written again), or not changed
  clearTimeout(rebuilt); // one restart for a write seen in pieces
  rebuilt = setTimeout(() => {
    if (shuttingDown) return;
    console.log('[api] dist/api/main.js rebuilt: restarting the API');
    void api.restart();
  }, 300);
});

for (const app of APPS) {
  start(app.project, bin('rspack'), ['serve', '-c', `${app.project}/rspack.config.js`, '--mode', 'development']);
}

setTimeout(
  () =>
    console.log(
      `\nChowk is starting at http://localhost:${APPS[0].port} (API http://localhost:${API_PORT}/api, docs /api/docs)\n`,
    ),
  4000,
);
