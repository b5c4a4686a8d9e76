// `npm start`: the whole app in development mode at http://localhost:4200.
// FerretDB (when MONGODB_URI is unset), the API (rebuilt and restarted on change, seeded
// when empty), and the shell and four remotes on their own dev servers.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, API_PORT, DEV_DB_PORT } from './apps.mjs';
import { superviseFerretDB } from './ferretdb.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** @param {string} name */
const bin = (name) => path.join(root, 'node_modules/.bin', name);
/** @type {{ kill: (signal?: NodeJS.Signals) => unknown }[]} */
const children = [];

/**
 * @param {string} label
 * @param {string} cmd
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function start(label, cmd, args, env = {}) {
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
  children.push(child);
  return child;
}

function shutdown(code = 0) {
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

let mongoUri = process.env.MONGODB_URI;
if (!mongoUri) {
  console.log('[db] MONGODB_URI is unset: starting FerretDB over SQLite in .data/');
  // Restarted (same port and data, with a log line and a bounded backoff) if it dies; the API
  // reconnects by itself.
  const db = await superviseFerretDB(
    { dataDir: path.join(root, '.data'), port: DEV_DB_PORT },
    { log: (line) => console.log(`[db] ${line}`) },
  );
  mongoUri = db.uri;
  children.push({ kill: () => db.stop() });
  console.log(`[db] ${mongoUri}`);
}

console.log('[api] building…');
const build = spawnSync(bin('rspack'), ['build', '-c', 'api/rspack.config.js', '--mode', 'development'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) shutdown(1);
start('api:build', bin('rspack'), ['build', '-c', 'api/rspack.config.js', '--mode', 'development', '--watch']);
start('api', process.execPath, ['--watch', 'dist/api/main.js'], {
  NODE_ENV: 'development',
  PORT: String(API_PORT),
  MONGODB_URI: mongoUri,
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
