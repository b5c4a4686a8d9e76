import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
export const PID_DIR = path.join(root, 'tmp', 'e2e-pids');
/** The contract ports, written once (tools/ports.json). */
const PORTS = JSON.parse(readFileSync(path.join(root, 'tools/ports.json'), 'utf8')) as Record<string, number>;
const APP_PORTS = ['shell', 'mfe_customer', 'mfe_shopkeeper', 'mfe_admin', 'mfe_static'].map((name) => PORTS[name]);

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Starts one static server per app in its own process, so a test can stop and restart a remote. */
export function startAppServer(project: string): ChildProcess {
  const child = spawn(process.execPath, [path.join(root, 'tools/serve.mjs'), '--no-api', '--only', project], {
    stdio: 'inherit',
    detached: false,
  });
  writeFileSync(path.join(PID_DIR, `${project}.pid`), String(child.pid));
  return child;
}

/** The contract ports must be free: a stray server would answer in place of the build under test. */
async function assertPortsFree(ports: number[]) {
  const busy: number[] = [];
  for (const port of ports) {
    const free = await new Promise<boolean>((resolve) => {
      const srv = net.createServer();
      srv.once('error', () => resolve(false));
      srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
    });
    if (!free) busy.push(port);
  }
  if (busy.length)
    throw new Error(`Ports in use: ${busy.join(', ')}. Stop \`npm start\`/\`npm run serve\` before the browser tests.`);
}

export default async function globalSetup() {
  await assertPortsFree([PORTS.api, ...APP_PORTS]);
  rmSync(PID_DIR, { recursive: true, force: true });
  mkdirSync(PID_DIR, { recursive: true });
  const { startFerretDB } = await import(path.join(root, 'tools/ferretdb.mjs'));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chowk-e2e-db-'));
  const db = await startFerretDB({ dataDir });
  // Specs that arrange state the UI cannot (a shop's plan: plan-support.ts) reach the same database.
  process.env.E2E_MONGODB_URI = db.uri;
  const api = spawn(process.execPath, [path.join(root, 'dist/api/main.js')], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'test', PORT: String(PORTS.api), MONGODB_URI: db.uri, LOG_LEVEL: 'warn' },
  });
  const apps = ['shell', 'mfe-customer', 'mfe-shopkeeper', 'mfe-admin', 'mfe-static'].map(startAppServer);
  // Generous: the API, FerretDB with its PostgreSQL and five servers compressing their files
  // start together, and on a busy two-core machine that has taken over 30 s.
  await waitFor(`http://localhost:${PORTS.api}/api/health`, 90_000);
  for (const port of APP_PORTS) await waitFor(`http://localhost:${port}/index.html`, 60_000);

  return async () => {
    for (const p of apps) p.kill('SIGTERM');
    // A test may have restarted a remote: stop whatever the pid files name now.
    for (const f of readdirSync(PID_DIR)) {
      try {
        process.kill(Number(readFileSync(path.join(PID_DIR, f), 'utf8')), 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
    api.kill('SIGTERM');
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
