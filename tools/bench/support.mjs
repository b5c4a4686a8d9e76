/* global fetch, clearTimeout, AbortSignal -- Node 20 globals the shared ESLint config does not list */
// What the API benchmarks share (orders-load.mjs, order-desk.mjs): running a command, calling
// the API, the demo shop with verified customer devices, quantiles and report text.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { startFerretDB } from '../ferretdb.mjs';

export const DEMO_SHOP_CODE = 'SHOP-1234';
export const DEMO_OWNER = { identifier: '9876543210', password: 'demo1234' };
/** A request the bench sends is given up after this long (its answer counts as none). */
export const REQUEST_TIMEOUT_MS = 10_000;

/** What production refuses to start without, made up for one bench run (tools/prod/local-env.mjs). */
export { productionSecrets } from '../prod/local-env.mjs';

/**
 * A bench's throwaway stack, the start every API bench shares: a temporary folder (removed at
 * cleanup), the API's log file and its stream, and FerretDB in the folder.
 * @param {{ name: string, onCleanup: (fn: () => unknown) => void, log: (m: string) => void }} o
 */
export async function benchWorkspace({ name, onCleanup, log }) {
  const work = mkdtempSync(path.join(os.tmpdir(), `chowk-bench-${name}-`));
  onCleanup(() => rmSync(work, { recursive: true, force: true }));
  const logFile = path.join(work, 'api.log');
  const logStream = createWriteStream(logFile);
  onCleanup(() => new Promise((r) => logStream.end(r)));
  log('starting FerretDB in a throwaway folder');
  const db = await startFerretDB({ dataDir: path.join(work, 'db') });
  onCleanup(() => db.stop());
  return { work, logFile, logStream, db };
}

/**
 * The dev seed on the bench's database, as development (the seed refuses production); its
 * output goes to the bench's log, whose tail a failure carries.
 * @param {{ root: string, env: NodeJS.ProcessEnv, logStream: NodeJS.WritableStream, logFile: string }} o
 */
export async function seedDatabase({ root, env, logStream, logFile }) {
  try {
    await run(process.execPath, [path.join(root, 'dist/api/seed.js')], {
      env: { ...env, NODE_ENV: 'development' },
      log: logStream,
      timeoutMs: 120_000,
    });
  } catch (e) {
    throw new Error(`${/** @type {Error} */ (e).message}\n${tail(logFile)}`);
  }
}

/**
 * @param {string} cmd @param {string[]} args
 * @param {{ env: NodeJS.ProcessEnv, log: NodeJS.WritableStream, timeoutMs: number }} o
 */
export function run(cmd, args, { env, log, timeoutMs }) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(undefined);
      else reject(new Error(`${path.basename(args[0] ?? cmd)} exited with ${signal ?? code}`));
    });
  });
}

/** @param {string} file @param {number} [lines] */
export const tail = (file, lines = 25) => {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
};

/**
 * @param {string} origin @param {string} url @param {RequestInit & { json?: unknown, token?: string }} [init]
 * @returns {Promise<any>}
 */
export async function call(origin, url, init = {}) {
  const { json, token, ...rest } = init;
  const res = await fetch(`${origin}${url}`, {
    ...rest,
    headers: {
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...rest.headers,
    },
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    signal: rest.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS * 3),
  });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${rest.method ?? 'GET'} ${url} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * The demo shop, open all day, its owner's token (one login), the items it sells, and the given
 * devices, each with its mobile recorded as verified on that device: the records a right
 * one-time code writes (production has no dev outbox to read a code from).
 * @param {{ origin: string, dbUri: string, devices: { deviceId: string, mobile: string }[] }} o
 */
export async function prepareDemoShop({ origin, dbUri, devices }) {
  const { shop } = await call(origin, `/api/shops/by-code/${DEMO_SHOP_CODE}`);
  const login = await call(origin, '/api/auth/login', { method: 'POST', json: DEMO_OWNER });
  const allDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, closed: false, open: '00:00', close: '23:59' }));
  await call(origin, `/api/shops/${shop._id}`, {
    method: 'PATCH',
    token: login.token,
    json: { openingHours: allDay, ordersPaused: false },
  });
  const { products } = await call(origin, `/api/products/shop/${shop._id}`);
  /** @type {{ _id: string, name: string }[]} */
  const items = products.filter((/** @type {{ sold_out: boolean }} */ p) => !p.sold_out);
  if (items.length < 2) throw new Error(`${DEMO_SHOP_CODE} has fewer than 2 items on sale`);

  const connection = await mongoose.createConnection(dbUri).asPromise();
  try {
    const now = new Date();
    const until = new Date(now.getTime() + 24 * 60 * 60_000);
    await connection.collection('contact_verifications').insertMany(
      // _id as api/src/modules/customers/schemas/contact-verification.schema.ts makes it.
      /** @type {any[]} string _ids, which the driver's default typing does not expect */ (
        devices.map((d) => ({
          _id: `${d.deviceId}|mobile|${d.mobile}`,
          deviceId: d.deviceId,
          type: 'mobile',
          identifier: d.mobile,
          verifiedAt: now,
          until,
        }))
      ),
    );
  } finally {
    await connection.close();
  }
  return { shopId: /** @type {string} */ (shop._id), token: /** @type {string} */ (login.token), items, devices };
}

/** @param {number[]} xs @param {number} q */
export const quantile = (xs, q) => (xs.length ? xs[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)] : 0);
/** @param {number} ms */
export const round1 = (ms) => Math.round(ms * 10) / 10;

/** @param {Record<string, number>} statuses */
export const statusText = (statuses) =>
  Object.entries(statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ');

/**
 * A Markdown table for docs/benchmarks.md: the first column (the row's name) left-aligned, the
 * figures right-aligned.
 * @param {string[]} head
 * @param {string[][]} rows
 * @returns {string[]} its lines
 */
export function markdownTable(head, rows) {
  return [
    `| ${head.join(' | ')} |`,
    `|---|${head
      .slice(1)
      .map(() => '---:')
      .join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ];
}
