/* global fetch, AbortSignal -- Node 20 globals the shared ESLint config does not list */
// Order alerts by Web Push (api/src/modules/notifications/push): how long from a customer's order
// being acknowledged (its 201 read in this process) to each of the shop's devices' push requests
// reaching the push service, with 200 devices subscribed to the demo shop.
//
// The push service is a local stand-in in this process (http.createServer on 127.0.0.1, answering
// 201 like FCM): each push is timed when its whole request has arrived. Orders are placed one at
// a time; the next goes once every device has had the last one's push (or 15 s have passed), so
// each push belongs to the order before it. One order first, not counted, warms the API up.
//
// Honest set-up notes:
// - The API runs with NODE_ENV=development: production posts only to https:// push services at
//   public addresses, which a loopback stand-in is not. Nothing else on the path differs (logs at
//   warn, as the production benches run them); the VAPID pair is the one development keeps in
//   the database.
// - The API keeps a shop's newest 20 devices (PUSH_LIMITS.devicesPerShop). One device is
//   subscribed through PUT /api/shops/{id}/push-subscriptions; the other 199 are written straight
//   into push_subscriptions in the shape the API writes: ten times what a shop can have, the
//   fan-out's worst case and then some.
// - Every device has its own P-256 keys and auth secret, so each push is encrypted and signed
//   as for a real browser (the VAPID token is made once per push service an hour).
// - Pushes may reach the stand-in before the 201 is read here (the API answers and pushes side by
//   side): such a push counts as 0 ms, and how many there were is reported.
import { spawn } from 'node:child_process';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import mongoose from 'mongoose';
import { freePort } from '../ferretdb.mjs';
import { stopChild } from './api.mjs';
import {
  benchWorkspace,
  call,
  markdownTable,
  prepareDemoShop,
  quantile,
  REQUEST_TIMEOUT_MS,
  round1,
  seedDatabase,
  tail,
} from './support.mjs';

export const PUSH_BENCH_DEFAULTS = { devices: 200, orders: 30 };

/** Order alerts' targets: every push within a second of the acknowledgement, none missed. */
export const PUSH_TARGETS = { p99Ms: 1000, missed: 0 };

/** How long after an order's acknowledgement its pushes may take before the rest count as missed. */
const PUSH_GRACE_MS = 15_000;

/**
 * @typedef {{ p50: number, p95: number, p99: number, max: number, count: number }} Quantiles
 */

/**
 * @typedef {object} PushBench
 * @property {string} nodeEnv
 * @property {number} devices       the shop's subscribed devices
 * @property {number} orders        orders placed and counted (the warm-up aside)
 * @property {number} acknowledged  of those, answered 201
 * @property {{ expected: number, received: number, missed: number, extra: number, beforeAck: number }} pushes
 * @property {Quantiles} latencyMs     acknowledgement → each push's arrival, every (order, device) pair
 * @property {Quantiles} lastDeviceMs  acknowledgement → the order's last push (its 200th device), per order
 * @property {Quantiles} firstDeviceMs acknowledgement → the order's first push, per order
 * @property {Quantiles} ackMs         the POSTs' own time
 * @property {[number, number]} loadAverage  1-minute load average before and after
 */

/** @param {number[]} values @returns {Quantiles} */
function quantiles(values) {
  const xs = [...values].sort((a, b) => a - b);
  return {
    p50: round1(quantile(xs, 0.5)),
    p95: round1(quantile(xs, 0.95)),
    p99: round1(quantile(xs, 0.99)),
    max: round1(xs.at(-1) ?? 0),
    count: xs.length,
  };
}
const load1 = () => Math.round(os.loadavg()[0] * 100) / 100;

/**
 * The push service stand-in: records when each push has fully arrived (performance.now()), by
 * path, and answers 201 as FCM does.
 */
async function startStandIn() {
  /** @type {((path: string, at: number) => void) | null} */
  let onPush = null;
  let total = 0;
  const server = http.createServer((req, res) => {
    req.on('data', () => undefined);
    req.on('end', () => {
      const at = performance.now();
      total += 1;
      onPush?.(req.url ?? '', at);
      res.writeHead(201).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${port}`,
    total: () => total,
    /** @param {((path: string, at: number) => void) | null} fn */
    listen: (fn) => {
      onPush = fn;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}

/** A browser's subscription to the stand-in: its own P-256 key and auth secret. */
function subscription(/** @type {string} */ origin) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `${origin}/push/${randomUUID()}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/**
 * FerretDB in a throwaway folder, the dev seed, the API (development), the stand-in, the demo shop
 * with `devices` subscribed devices; then `orders` orders one at a time, each timed to its pushes.
 * @param {{ root: string, onCleanup: (fn: () => unknown) => void, log: (m: string) => void, devices?: number, orders?: number }} o
 * @returns {Promise<PushBench>}
 */
export async function benchPush({
  root,
  onCleanup,
  log,
  devices = PUSH_BENCH_DEFAULTS.devices,
  orders = PUSH_BENCH_DEFAULTS.orders,
}) {
  const { logFile, logStream, db } = await benchWorkspace({ name: 'push', onCleanup, log });
  const standIn = await startStandIn();
  onCleanup(() => standIn.close());

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    MONGODB_URI: db.uri,
    PORT: String(port),
    JWT_SECRET: randomBytes(32).toString('hex'),
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
  };
  log('seeding');
  await seedDatabase({ root, env, logStream, logFile });
  log(`starting the API (NODE_ENV=development: production refuses a loopback push service) on ${origin}`);
  const api = spawn(process.execPath, [path.join(root, 'dist/api/main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  api.stdout.pipe(logStream, { end: false });
  api.stderr.pipe(logStream, { end: false });
  onCleanup(() => stopChild(api));
  const started = Date.now();
  for (;;) {
    if (api.exitCode !== null) throw new Error(`the API exited with ${api.exitCode} at start-up\n${tail(logFile)}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > 30_000) throw new Error(`${origin}/api/health did not answer within 30 s\n${tail(logFile)}`);
    await sleep(100);
  }

  const setup = await prepareDemoShop({
    origin,
    dbUri: db.uri,
    devices: Array.from({ length: orders + 1 }, (_, i) => ({
      deviceId: `bench-push-${i}-${randomBytes(6).toString('hex')}`,
      mobile: `74${String(i).padStart(8, '0')}`,
    })),
  });

  log(`subscribing ${devices} devices to the demo shop (1 through the API, ${devices - 1} written straight in)`);
  const first = subscription(standIn.origin);
  const saved = await call(origin, `/api/shops/${setup.shopId}/push-subscriptions`, {
    method: 'PUT',
    token: setup.token,
    json: { ...first, label: 'Bench device 1' },
  });
  const connection = await mongoose.createConnection(db.uri).asPromise();
  try {
    const stored = await connection
      .collection('push_subscriptions')
      .findOne({ _id: new mongoose.Types.ObjectId(saved.data._id) });
    if (!stored) throw new Error('the subscribed device is not in push_subscriptions');
    const now = new Date();
    // The shape PushSubscriptionsService writes (api/src/modules/notifications/push/schemas).
    await connection.collection('push_subscriptions').insertMany(
      Array.from({ length: devices - 1 }, (_, i) => ({
        ...subscription(standIn.origin),
        shopId: stored.shopId,
        userId: stored.userId,
        label: `Bench device ${i + 2}`,
        createdAt: now,
        lastSentAt: null,
      })),
    );
  } finally {
    await connection.close();
  }

  /**
   * One order; resolves once its pushes came (or PUSH_GRACE_MS after the acknowledgement).
   * @param {number} n
   */
  const placeOne = async (n) => {
    const device = setup.devices[n];
    /** @type {number[]} */
    const arrivals = [];
    /** @type {() => void} */
    let allIn = () => undefined;
    const complete = new Promise((resolve) => {
      allIn = () => resolve(undefined);
    });
    standIn.listen((_path, at) => {
      arrivals.push(at);
      if (arrivals.length >= devices) allIn();
    });
    const t0 = performance.now();
    const res = await fetch(`${origin}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-id': device.deviceId, 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        shop_id: setup.shopId,
        items: [
          { product_id: setup.items[n % setup.items.length]._id, quantity: 2 },
          { product_id: setup.items[(n + 1) % setup.items.length]._id, quantity: 1 },
        ],
        customer_mobile: device.mobile,
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await res.arrayBuffer();
    const ackAt = performance.now();
    if (res.status === 201) await Promise.race([complete, sleep(PUSH_GRACE_MS)]);
    standIn.listen(null);
    return { status: res.status, ackAt, ackMs: ackAt - t0, arrivals: arrivals.map((at) => at - ackAt) };
  };

  log('one order to warm up (not counted)');
  await placeOne(orders);
  const loadBefore = load1();
  const beforeTotal = standIn.total();
  log(`${orders} orders, one at a time, each with its ${devices} pushes`);
  /** @type {Awaited<ReturnType<typeof placeOne>>[]} */
  const runs = [];
  for (let n = 0; n < orders; n++) {
    runs.push(await placeOne(n));
    await sleep(50);
  }
  // Pushes that came after their order's grace (none expected): they are neither counted nor lost.
  await sleep(200);
  const acknowledged = runs.filter((r) => r.status === 201);
  const all = acknowledged.flatMap((r) => r.arrivals.slice(0, devices));
  const received = all.length;
  const expected = acknowledged.length * devices;
  return {
    nodeEnv: 'development',
    devices,
    orders,
    acknowledged: acknowledged.length,
    pushes: {
      expected,
      received,
      missed: expected - received,
      extra: standIn.total() - beforeTotal - received,
      beforeAck: all.filter((ms) => ms < 0).length,
    },
    latencyMs: quantiles(all.map((ms) => Math.max(0, ms))),
    lastDeviceMs: quantiles(acknowledged.filter((r) => r.arrivals.length).map((r) => Math.max(0, ...r.arrivals))),
    firstDeviceMs: quantiles(acknowledged.filter((r) => r.arrivals.length).map((r) => Math.max(0, Math.min(...r.arrivals)))),
    ackMs: quantiles(runs.map((r) => r.ackMs)),
    loadAverage: [loadBefore, load1()],
  };
}

/** @typedef {{ name: string, limit: string, value: string, pass: boolean }} Target */

/** @param {PushBench} r @returns {Target[]} */
export function pushTargets(r) {
  return [
    {
      name: `Push alerts: p99, order acknowledged → push at the push service, ${r.devices} devices`,
      limit: `≤ ${PUSH_TARGETS.p99Ms} ms`,
      value: `${r.latencyMs.p99} ms`,
      pass: r.latencyMs.p99 <= PUSH_TARGETS.p99Ms && r.pushes.received > 0,
    },
    {
      name: `Push alerts: pushes missed (of ${r.pushes.expected})`,
      limit: `= ${PUSH_TARGETS.missed}`,
      value: String(r.pushes.missed),
      pass: r.pushes.missed === PUSH_TARGETS.missed && r.pushes.expected > 0,
    },
  ];
}

/** @param {Quantiles} q */
const qText = (q) => `p50 ${q.p50} ms, p95 ${q.p95} ms, p99 ${q.p99} ms, max ${q.max} ms (n = ${q.count})`;

/** @param {PushBench} r @returns {string[]} */
export function pushReportLines(r) {
  return [
    `${r.devices} devices of the demo shop, a local push service on 127.0.0.1, NODE_ENV=${r.nodeEnv}; ${r.acknowledged}/${r.orders} orders acknowledged, one at a time (POST ${qText(r.ackMs)})`,
    `pushes: ${r.pushes.received}/${r.pushes.expected} received, missed ${r.pushes.missed}, extra ${r.pushes.extra}; ${r.pushes.beforeAck} came before their order's acknowledgement (counted as 0 ms)`,
    `acknowledgement → each push: ${qText(r.latencyMs)}`,
    `acknowledgement → the order's first push: ${qText(r.firstDeviceMs)}`,
    `acknowledgement → the order's last push (all ${r.devices} in): ${qText(r.lastDeviceMs)}`,
    `load average ${r.loadAverage[0]} → ${r.loadAverage[1]} on ${os.cpus().length} cores`,
  ];
}

/** @param {PushBench} r @returns {string[]} */
export function pushMarkdown(r) {
  /** @param {string} name @param {Quantiles} q */
  const row = (name, q) => [name, `${q.p50} ms`, `${q.p95} ms`, `${q.p99} ms`, `${q.max} ms`, String(q.count)];
  return markdownTable(
    [
      `Push alerts: ${r.devices} devices, ${r.acknowledged} orders (acknowledgement → push at a local push service)`,
      'p50',
      'p95',
      'p99',
      'max',
      'n',
    ],
    [
      row('each push', r.latencyMs),
      row("the order's first push", r.firstDeviceMs),
      row(`the order's last push (all ${r.devices})`, r.lastDeviceMs),
      row('`POST /api/orders` itself', r.ackMs),
    ],
  );
}
