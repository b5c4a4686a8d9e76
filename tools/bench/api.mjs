/* global fetch, clearTimeout -- Node 20 globals the shared ESLint config does not list */
// The production API for the bench (FerretDB in a throwaway folder, the dev seed, then
// dist/api/main.js with NODE_ENV=production and generated, non-default secrets), and its
// requests/s and latency under autocannon. Everything on loopback; every process is stopped by
// the caller's cleanup list, also on failure.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startFerretDB } from '../ferretdb.mjs';
import { productionSecrets, seedDatabase, tail } from './support.mjs';

export const API_ENDPOINTS = ['/api/categories', '/api/areas/all'];

/**
 * Stops a child process: SIGTERM, then SIGKILL after `graceMs`.
 * @param {import('node:child_process').ChildProcess | null | undefined} child
 * @param {number} [graceMs]
 * @returns {Promise<void>}
 */
export function stopChild(child, graceMs = 5000) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} timeoutMs
 */
async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode} at start-up`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * @typedef {object} ApiEndpointResult
 * @property {number} status
 * @property {number | null} responseBytes
 * @property {number | null} items
 * @property {number} requestsPerSec
 * @property {{ p50: number, p90: number, p99: number, max: number, average: number }} latencyMs
 * @property {number} totalRequests
 * @property {number} non2xx
 * @property {number} errors
 * @property {number} timeouts
 */

/**
 * FerretDB in a throwaway folder, the dev seed (categories, areas, the demo shop SHOP-1234), then
 * dist/api/main.js with NODE_ENV=production and generated, non-default secrets on 127.0.0.1:port.
 * @param {object} o
 * @param {string} o.root        repository root (dist/api lives under it)
 * @param {number} o.port        the API's contract port
 * @param {(fn: () => Promise<void>) => void} o.onCleanup  registers a cleanup step
 * @param {(message: string) => void} [o.log]
 * @returns {Promise<{ origin: string }>}
 */
export async function startBenchApi({ root, port, onCleanup, log = () => undefined }) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'chowk-bench-'));
  onCleanup(async () => rmSync(work, { recursive: true, force: true }));
  const logFile = path.join(work, 'api.log');
  const logStream = createWriteStream(logFile);
  onCleanup(() => new Promise((r) => logStream.end(r)));

  log('starting FerretDB in a throwaway folder');
  const db = await startFerretDB({ dataDir: path.join(work, 'db') });
  onCleanup(() => db.stop());

  const base = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    MONGODB_URI: db.uri,
    PORT: String(port),
    ...productionSecrets(),
  };

  log('seeding (NODE_ENV=development: the seed refuses production)');
  await seedDatabase({ root, env: base, logStream, logFile });

  log(`starting the API (NODE_ENV=production) on 127.0.0.1:${port}`);
  const api = spawn(process.execPath, [path.join(root, 'dist/api/main.js')], {
    env: { ...base, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api.stdout.pipe(logStream, { end: false });
  api.stderr.pipe(logStream, { end: false });
  onCleanup(() => stopChild(api));
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, api, 30_000);
  } catch (e) {
    throw new Error(`${/** @type {Error} */ (e).message}\n${tail(logFile)}`);
  }
  return { origin: `http://127.0.0.1:${port}` };
}

/**
 * Requests/s and latency of API_ENDPOINTS on an API startBenchApi started.
 * @param {object} o
 * @param {string} o.origin
 * @param {number} [o.connections]
 * @param {number} [o.durationSec]
 * @param {(message: string) => void} [o.log]
 */
export async function benchApi({ origin, connections = 10, durationSec = 10, log = () => undefined }) {
  /** @type {Record<string, ApiEndpointResult>} */
  const endpoints = {};
  for (const endpoint of API_ENDPOINTS) {
    const url = `${origin}${endpoint}`;
    const res = await fetch(url);
    const body = await res.json().catch(() => null);
    if (!res.ok) throw new Error(`GET ${endpoint} answered ${res.status}`);
    const items = Array.isArray(body)
      ? body.length
      : body && typeof body === 'object'
        ? (Object.values(body).find(Array.isArray)?.length ?? null)
        : null;
    // A short warm-up so the first seconds of the measurement are not JIT and connection set-up.
    await autocannon({ url, connections, duration: 2, timeout: 10 });
    log(`autocannon ${endpoint}: ${connections} connections, ${durationSec} s`);
    const r = await autocannon({ url, connections, duration: durationSec, timeout: 10 });
    endpoints[endpoint] = {
      status: res.status,
      responseBytes: Number(res.headers.get('content-length')) || null,
      items,
      requestsPerSec: Math.round(r.requests.average),
      latencyMs: {
        p50: r.latency.p50,
        p90: r.latency.p90,
        p99: r.latency.p99,
        max: r.latency.max,
        average: Math.round(r.latency.average * 100) / 100,
      },
      totalRequests: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
    };
  }
  return { connections, durationSec, endpoints, nodeEnv: 'production' };
}
