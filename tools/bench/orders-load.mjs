/* global fetch, AbortSignal -- Node 20 globals the shared ESLint config does not list */
// Placing orders under load: 50 customers, each with its own device and verified
// mobile, place orders at the demo shop SHOP-1234 for 30 s against the production API on a
// throwaway FerretDB; then the same load while the API is killed (SIGKILL) half way and started
// again, the customers retrying every unanswered order with its Idempotency-Key until it is
// acknowledged. After each run the database is read back: every acknowledged order must be
// there exactly once, and no Idempotency-Key may have made two orders.
//
// Honest set-up notes:
// - The API runs with NODE_ENV=production (no dev outbox, and a placeholder SMS provider that
//   cannot send), so the customers' contacts are verified by writing the records a right
//   one-time code writes (contact_verifications: device, type, normalized contact, verifiedAt,
//   until; see ContactVerificationService.record) straight into the database before the run.
//   The one-time-code routes are not part of what is measured; the order route reads these
//   records exactly as it reads those of a real verification.
// - The demo shop's hours are set to 00:00–23:59 every day (through the owner's PATCH
//   /api/shops/{id}), so the bench does not depend on the time of day in India.
// - Each customer places an order, waits for the answer, and places the next one at once (a
//   closed loop, no think time): 50 requests are always in flight, so latency ≈ 50 ÷ throughput.
// - Latency is measured in this process, from the request to the whole answer, over every
//   request that got an HTTP answer (the fault run's failed attempts are counted apart).
// - The closed loop measures saturation: latency there is customers ÷ throughput, whatever the
//   code does. Beside it, an open-loop run sends orders at a fixed rate (`--orders-rate`, default
//   20/s) over the same number of customers, whatever the answers do (no waiting, no retry):
//   its p50/p99 are the latency at that rate, and it says whether the API kept up.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import mongoose from 'mongoose';
import {
  benchWorkspace,
  call,
  DEMO_SHOP_CODE,
  prepareDemoShop,
  productionSecrets,
  quantile,
  REQUEST_TIMEOUT_MS,
  round1,
  seedDatabase,
  statusText,
  tail,
} from './support.mjs';
import { freePort } from '../ferretdb.mjs';
import { stopChild } from './api.mjs';

export const ORDER_BENCH_DEFAULTS = { customers: 50, durationSec: 30, ratePerSec: 20 };

/** Placing orders' targets. */
export const ORDER_TARGETS = { p99Ms: 150, lost: 0, duplicated: 0 };

/** The demo shop (docs/architecture.md) and its owner. */

/** How long a retried order keeps trying after the run's end before it counts as unanswered. */
const RETRY_GRACE_MS = 30_000;
/** A request with no answer after this is abandoned (and retried in the fault run). */

/**
 * @typedef {object} LoadStats
 * @property {number} durationSec            the time orders were started in
 * @property {number} customers
 * @property {number} acknowledged           orders answered 201 (or 200: a retry answered with the order placed before)
 * @property {number} ordersPerSec           acknowledged ÷ durationSec
 * @property {{ p50: number, p90: number, p99: number, max: number, count: number }} latencyMs  of every HTTP answer
 * @property {{ p50: number, p99: number, count: number }} ackLatencyMs  of the 2xx answers alone
 * @property {Record<string, number>} statuses  answers by status ('network': no answer: refused, reset, timeout)
 * @property {number} retriedKeys            orders that needed more than one attempt
 * @property {number} retriedAcked           of those, acknowledged in the end
 * @property {number} unanswered             orders never acknowledged (gave up)
 * @property {[number, number]} loadAverage  this machine's 1-minute load average before and after (other work competes for its cores)
 */

/**
 * @typedef {object} CountCheck
 * @property {number} ordersInDb             this run's orders in the database
 * @property {number} lost                   acknowledged, but not in the database
 * @property {number} duplicated             Idempotency-Keys with more than one order
 * @property {number} mismatched             acknowledged with another order than the one stored for the key
 * @property {number} placedUnanswered       in the database, but the client never got the answer
 * @property {number} duplicateNumbers       order numbers given twice in the shop
 * @property {number} retriedOnce            acknowledged retried keys with exactly one order
 */

/**
 * @typedef {object} OrdersRun
 * @property {LoadStats} load
 * @property {CountCheck} check
 * @property {{ killedAtSec: number, downMs: number, restartMs: number } | undefined} [fault]
 */

/**
 * @typedef {object} RateStats
 * @property {number} ratePerSec             the arrival rate asked for
 * @property {number} scheduled              orders the schedule started (ratePerSec × durationSec)
 * @property {number} sendLagP99Ms           how late this process sent them (p99), its own delay
 * @property {number} maxInFlight            the most orders waiting for an answer at once
 * @property {number} drainMs                from the last order sent to the last answer
 * @property {boolean} sustained             ≥ 99% of the scheduled orders acknowledged and the answers kept pace (drain ≤ 1 s)
 */

/**
 * @typedef {object} OrdersBench
 * @property {number} customers
 * @property {number} durationSec
 * @property {string} nodeEnv
 * @property {OrdersRun} steady
 * @property {OrdersRun & { rate: RateStats }} [rate]  the open-loop run (absent in figures from before it existed)
 * @property {OrdersRun} fault
 * @property {OrdersRun & { rate: RateStats }} [optionsBaseline]  the open loop on items without options, in turns with `options`
 * @property {OrdersRun & { rate: RateStats }} [options]  the open loop again, every line with chosen options (item options)
 * @property {BillsRun} [bills]  the steady run's orders billed, 20 at a time (UPI payments and bills)
 */

/**
 * @typedef {object} BillsRun
 * @property {number} issued          bills issued (one per acknowledged order of the steady run, at most 500)
 * @property {number} concurrency     requests in flight at once
 * @property {number} perSec          bills issued per second
 * @property {{ p50: number, p99: number }} latencyMs         first opening (issues the number)
 * @property {{ p50: number, p99: number }} repeatLatencyMs   opening an issued bill again
 * @property {number} failed          answers other than 200
 * @property {number} gaps            serial numbers missing below the highest (the shop's year)
 * @property {number} repeats         numbers given twice, or orders billed twice
 */

// ------------------------------------------------------------------ the API under test

/**
 * FerretDB in a throwaway folder, the dev seed, then dist/api/main.js (NODE_ENV=production,
 * generated secrets) on a free loopback port; `kill()` SIGKILLs it, `start()` starts it again
 * on the same port and database.
 * @param {{ root: string, onCleanup: (fn: () => unknown) => void, log: (m: string) => void }} o
 */
export async function startOrdersApi({ root, onCleanup, log }) {
  const { logFile, logStream, db } = await benchWorkspace({ name: 'orders', onCleanup, log });
  const port = await freePort();
  const base = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    MONGODB_URI: db.uri,
    PORT: String(port),
    ...productionSecrets(),
    LOG_LEVEL: 'warn',
  };
  log('seeding (NODE_ENV=development: the seed refuses production)');
  await seedDatabase({ root, env: base, logStream, logFile });

  const origin = `http://127.0.0.1:${port}`;
  /** @type {import('node:child_process').ChildProcess | null} */
  let api = null;
  onCleanup(() => stopChild(api));

  const start = async () => {
    const started = Date.now();
    const child = spawn(process.execPath, [path.join(root, 'dist/api/main.js')], {
      env: { ...base, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(logStream, { end: false });
    child.stderr.pipe(logStream, { end: false });
    api = child;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} at start-up\n${tail(logFile)}`);
      try {
        if ((await fetch(`${origin}/api/health`)).ok) return Date.now() - started;
      } catch {
        /* not listening yet */
      }
      if (Date.now() - started > 30_000) throw new Error(`${origin}/api/health did not answer within 30 s\n${tail(logFile)}`);
      await sleep(50);
    }
  };
  const kill = () =>
    new Promise((resolve) => {
      const child = api;
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
      child.once('exit', () => resolve(undefined));
      child.kill('SIGKILL');
    });

  log(`starting the API (NODE_ENV=production) on ${origin}`);
  await start();
  return { origin, dbUri: db.uri, start, kill, logFile };
}

// ------------------------------------------------------------------ set-up through the API and the database

/**
 * The demo shop and `customers` devices of one run (`phase`), each with its own mobile (10 digits
 * starting 6–9, docs/product.md §5, one per customer and run) verified on it. Also the production
 * topology's proofs (tools/prod/proofs.mjs: phases kill, roll and tabs).
 * @param {{ origin: string, dbUri: string, customers: number, phase: string }} o
 */
export const prepare = ({ origin, dbUri, customers, phase }) =>
  prepareDemoShop({
    origin,
    dbUri,
    devices: Array.from({ length: customers }, (_, i) => ({
      deviceId: `bench-${phase}-${i}-${randomBytes(6).toString('hex')}`,
      mobile: `7${{ fault: 1, rate: 2, options: 3, kill: 4, roll: 5, tabs: 6 }[phase] ?? 0}${String(i).padStart(8, '0')}`,
    })),
  });

// ------------------------------------------------------------------ the load

/**
 * A run's latency figures from its sorted latencies: of every HTTP answer, and of the 2xx alone.
 * @param {number[]} latencies @param {number[]} ackLatencies
 * @returns {Pick<LoadStats, 'latencyMs' | 'ackLatencyMs'>}
 */
const latencyFigures = (latencies, ackLatencies) => ({
  latencyMs: {
    p50: round1(quantile(latencies, 0.5)),
    p90: round1(quantile(latencies, 0.9)),
    p99: round1(quantile(latencies, 0.99)),
    max: round1(latencies.at(-1) ?? 0),
    count: latencies.length,
  },
  ackLatencyMs: {
    p50: round1(quantile(ackLatencies, 0.5)),
    p99: round1(quantile(ackLatencies, 0.99)),
    count: ackLatencies.length,
  },
});

/**
 * @typedef {{ key: string, deviceId: string, attempts: number, acked: boolean, orderObjectId?: string }} KeyRecord
 */

/**
 * An attempt without a 2xx answer: when (ms since the run started), the status ('network': no
 * answer) and what was said: the answer's message, or for no answer the error and its cause.
 * @typedef {{ atMs: number, status: number | 'network', error?: string }} FailedAttempt
 */

/**
 * `customers` closed loops for `durationSec`: order, wait for the answer, order again. With
 * `retry`, an order without a 2xx answer is sent again with the same Idempotency-Key (100 ms,
 * doubling to 1 s) until it is acknowledged; without, it is given up at once.
 * @param {object} o
 * @param {string} o.origin
 * @param {Awaited<ReturnType<typeof prepare>>} o.setup
 * @param {number} o.durationSec
 * @param {boolean} o.retry
 * @param {(elapsedMs: number) => void} [o.tick]  called about every 100 ms while orders start
 * @param {typeof fetch} [o.fetch]  another client (the production topology's: one that trusts its proxy's CA)
 * @param {(failure: FailedAttempt) => void} [o.onFailure]  told of each attempt without a 2xx answer
 * @param {number} [o.thinkMs]  a customer's pause between orders (0: the next at once, saturating the API)
 */
export async function placeOrders({ origin, setup, durationSec, retry, tick, fetch = globalThis.fetch, onFailure, thinkMs = 0 }) {
  /** @type {number[]} */
  const latencies = [];
  /** @type {number[]} */
  const ackLatencies = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  /** @type {KeyRecord[]} */
  const keys = [];
  const started = Date.now();
  const stopStarting = started + durationSec * 1000;
  const giveUp = stopStarting + RETRY_GRACE_MS;

  /** @param {{ deviceId: string, mobile: string }} device @param {number} n */
  const customer = async (device, n) => {
    for (let i = 0; Date.now() < stopStarting; i++) {
      const record = /** @type {KeyRecord} */ ({ key: randomUUID(), deviceId: device.deviceId, attempts: 0, acked: false });
      keys.push(record);
      const item = setup.items[(n + i) % setup.items.length];
      const other = setup.items[(n + i + 1) % setup.items.length];
      const body = JSON.stringify({
        shop_id: setup.shopId,
        items: [
          { product_id: item._id, quantity: 1 + (i % 3) },
          { product_id: other._id, quantity: 1 },
        ],
        customer_mobile: device.mobile,
        customer_name: `Bench customer ${n}`,
        delivery_type: 'pickup',
        payment_method: 'cash',
      });
      for (let backoff = 100; ; backoff = Math.min(1000, backoff * 2)) {
        record.attempts += 1;
        const t0 = performance.now();
        /** @type {number | 'network'} */
        let status = 'network';
        /** @type {any} */
        let answer = null;
        try {
          const res = await fetch(`${origin}/api/orders`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-device-id': device.deviceId,
              'idempotency-key': record.key,
            },
            body,
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
          answer = await res.json().catch(() => null);
          status = res.status;
          latencies.push(performance.now() - t0);
          if ((status === 201 || status === 200) && answer?.data?._id) {
            record.acked = true;
            record.orderObjectId = answer.data._id;
            ackLatencies.push(performance.now() - t0);
          }
        } catch (e) {
          /* no answer: the API is down, the connection was reset, or the answer timed out */
          onFailure?.({ atMs: Date.now() - started, status, error: errorText(e) });
        }
        if (status !== 'network' && !record.acked)
          onFailure?.({ atMs: Date.now() - started, status, ...(answer?.message ? { error: String(answer.message) } : {}) });
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (record.acked || !retry || Date.now() > giveUp) break;
        await sleep(backoff);
      }
      // A customer's next order comes a while later (half to one and a half times thinkMs).
      if (thinkMs > 0) await sleep(thinkMs * (0.5 + Math.random()));
    }
  };

  const loadBefore = os.loadavg()[0];
  const ticker = tick ? setInterval(() => tick(Date.now() - started), 100) : null;
  try {
    await Promise.all(setup.devices.map((device, n) => customer(device, n)));
  } finally {
    if (ticker) clearInterval(ticker);
  }
  latencies.sort((a, b) => a - b);
  ackLatencies.sort((a, b) => a - b);
  const acknowledged = keys.filter((k) => k.acked).length;
  /** @type {LoadStats} */
  const stats = {
    durationSec,
    customers: setup.devices.length,
    acknowledged,
    ordersPerSec: Math.round((acknowledged / durationSec) * 10) / 10,
    ...latencyFigures(latencies, ackLatencies),
    statuses,
    retriedKeys: keys.filter((k) => k.attempts > 1).length,
    retriedAcked: keys.filter((k) => k.attempts > 1 && k.acked).length,
    unanswered: keys.filter((k) => !k.acked).length,
    loadAverage: [Math.round(loadBefore * 10) / 10, Math.round(os.loadavg()[0] * 10) / 10],
  };
  return { stats, keys };
}

/** A fetch failure's words: undici puts what happened (ECONNRESET, a timeout…) in its cause. */
const errorText = (/** @type {unknown} */ e) => {
  const error = /** @type {Error & { cause?: { code?: string, message?: string } }} */ (e);
  return [error?.message, error?.cause?.code ?? error?.cause?.message].filter(Boolean).join(': ');
};

/**
 * An open loop: one order every 1000 ÷ `ratePerSec` ms for `durationSec`, each from the next of
 * the customers in turn, sent whatever the earlier ones are doing (a customer may have two in
 * flight), never retried. Latency is then the latency at that rate, not customers ÷ throughput.
 * @param {object} o
 * @param {string} o.origin
 * @param {Awaited<ReturnType<typeof prepare>>} o.setup
 * @param {number} o.durationSec
 * @param {number} o.ratePerSec
 * @param {string[][]} [o.configurations]  choice ids per line, in turn (every item then carries the groups)
 */
async function placeOrdersAtRate({ origin, setup, durationSec, ratePerSec, configurations }) {
  /** The n-th order's line's chosen options (`configurations` in turn), none without them. */
  const optionIds = (/** @type {number} */ n, /** @type {number} */ line) =>
    configurations ? { option_ids: configurations[(n + line) % configurations.length] } : {};
  /** @type {number[]} */
  const latencies = [];
  /** @type {number[]} */
  const ackLatencies = [];
  /** @type {number[]} */
  const sendLags = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  /** @type {KeyRecord[]} */
  const keys = [];
  const scheduled = Math.round(ratePerSec * durationSec);
  const intervalMs = 1000 / ratePerSec;
  /** @type {Promise<void>[]} */
  const inFlight = [];
  let flying = 0;
  let maxInFlight = 0;
  let lastSent = 0;
  let lastAnswer = 0;

  /** @param {number} n the order's index */
  const order = async (n) => {
    const c = n % setup.devices.length;
    const device = setup.devices[c];
    const i = Math.floor(n / setup.devices.length);
    const record = /** @type {KeyRecord} */ ({ key: randomUUID(), deviceId: device.deviceId, attempts: 1, acked: false });
    keys.push(record);
    const item = setup.items[(c + i) % setup.items.length];
    const other = setup.items[(c + i + 1) % setup.items.length];
    const body = JSON.stringify({
      shop_id: setup.shopId,
      items: [
        { product_id: item._id, quantity: 1 + (i % 3), ...optionIds(n, 0) },
        { product_id: other._id, quantity: 1, ...optionIds(n, 1) },
      ],
      customer_mobile: device.mobile,
      customer_name: `Bench customer ${c}`,
      delivery_type: 'pickup',
      payment_method: 'cash',
    });
    flying += 1;
    maxInFlight = Math.max(maxInFlight, flying);
    const t0 = performance.now();
    /** @type {number | 'network'} */
    let status = 'network';
    try {
      const res = await fetch(`${origin}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-id': device.deviceId, 'idempotency-key': record.key },
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const answer = await res.json().catch(() => null);
      status = res.status;
      latencies.push(performance.now() - t0);
      if ((status === 201 || status === 200) && answer?.data?._id) {
        record.acked = true;
        record.orderObjectId = answer.data._id;
        ackLatencies.push(performance.now() - t0);
      }
    } catch {
      /* no answer within REQUEST_TIMEOUT_MS, or the connection failed */
    }
    flying -= 1;
    lastAnswer = performance.now();
    statuses[status] = (statuses[status] ?? 0) + 1;
  };

  const loadBefore = os.loadavg()[0];
  const start = performance.now();
  for (let n = 0; n < scheduled; n++) {
    const due = start + n * intervalMs;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    sendLags.push(Math.max(0, performance.now() - due));
    lastSent = performance.now();
    inFlight.push(order(n));
  }
  await Promise.all(inFlight);
  latencies.sort((a, b) => a - b);
  ackLatencies.sort((a, b) => a - b);
  sendLags.sort((a, b) => a - b);
  const acknowledged = keys.filter((k) => k.acked).length;
  const drainMs = Math.round(Math.max(0, lastAnswer - lastSent));
  const stats = openLoopStats({
    durationSec,
    customers: setup.devices.length,
    acknowledged,
    latencies,
    ackLatencies,
    statuses,
    unanswered: keys.filter((k) => !k.acked).length,
    loadAverage: [Math.round(loadBefore * 10) / 10, Math.round(os.loadavg()[0] * 10) / 10],
  });
  /** @type {RateStats} */
  const rate = {
    ratePerSec,
    scheduled,
    sendLagP99Ms: round1(quantile(sendLags, 0.99)),
    maxInFlight,
    drainMs,
    sustained: acknowledged >= 0.99 * scheduled && drainMs <= 1000,
  };
  return { stats, keys, rate, latencies, ackLatencies };
}

/**
 * An open-loop run's figures (no retries there) from its sorted latencies and its counts.
 * @param {Pick<LoadStats, 'durationSec' | 'customers' | 'acknowledged' | 'statuses' | 'unanswered' | 'loadAverage'> & { latencies: number[], ackLatencies: number[] }} o
 * @returns {LoadStats}
 */
const openLoopStats = ({ latencies, ackLatencies, ...o }) => ({
  ...o,
  ordersPerSec: Math.round((o.acknowledged / o.durationSec) * 10) / 10,
  ...latencyFigures(latencies, ackLatencies),
  retriedKeys: 0,
  retriedAcked: 0,
});

/**
 * Open-loop runs of one kind taken in turns with another, as one run: their latencies pooled,
 * their counts added.
 * @param {Awaited<ReturnType<typeof placeOrdersAtRate>>[]} runs
 * @returns {{ stats: LoadStats, rate: RateStats, keys: KeyRecord[] }}
 */
function pooled(runs) {
  const all = (/** @type {(r: (typeof runs)[number]) => number[]} */ f) => runs.flatMap(f).sort((a, b) => a - b);
  const latencies = all((r) => r.latencies);
  const ackLatencies = all((r) => r.ackLatencies);
  const sum = (/** @type {(r: (typeof runs)[number]) => number} */ f) => runs.reduce((n, r) => n + f(r), 0);
  const durationSec = sum((r) => r.stats.durationSec);
  const acknowledged = sum((r) => r.stats.acknowledged);
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const r of runs) for (const [k, v] of Object.entries(r.stats.statuses)) statuses[k] = (statuses[k] ?? 0) + v;
  return {
    keys: runs.flatMap((r) => r.keys),
    stats: openLoopStats({
      durationSec,
      customers: runs[0].stats.customers,
      acknowledged,
      latencies,
      ackLatencies,
      statuses,
      unanswered: sum((r) => r.stats.unanswered),
      loadAverage: [runs[0].stats.loadAverage[0], /** @type {number} */ (runs.at(-1)?.stats.loadAverage[1])],
    }),
    rate: {
      ratePerSec: runs[0].rate.ratePerSec,
      scheduled: sum((r) => r.rate.scheduled),
      sendLagP99Ms: Math.max(...runs.map((r) => r.rate.sendLagP99Ms)),
      maxInFlight: Math.max(...runs.map((r) => r.rate.maxInFlight)),
      drainMs: Math.max(...runs.map((r) => r.rate.drainMs)),
      sustained: runs.every((r) => r.rate.sustained),
    },
  };
}

// ------------------------------------------------------------------ the count check

/**
 * Reads back this run's orders (by the run's device ids) and holds them to what the clients were
 * told: each acknowledged Idempotency-Key has exactly one order, the one it was answered with.
 * @param {string} dbUri @param {KeyRecord[]} keys @param {string} shopId
 * @returns {Promise<CountCheck>}
 */
export async function countCheck(dbUri, keys, shopId) {
  const devices = [...new Set(keys.map((k) => k.deviceId))];
  const connection = await mongoose.createConnection(dbUri).asPromise();
  try {
    /** @type {{ _id: unknown, deviceId: string, idempotencyKey: string }[]} */
    const orders = [];
    for (const deviceId of devices) {
      const rows = await connection
        .collection('orders')
        .find({ deviceId }, { projection: { deviceId: 1, idempotencyKey: 1 } })
        .toArray();
      orders.push(.../** @type {any[]} */ (rows));
    }
    /** @type {Map<string, string[]>} */
    const byKey = new Map();
    for (const order of orders) {
      const id = `${order.deviceId}:${order.idempotencyKey}`;
      byKey.set(id, [...(byKey.get(id) ?? []), String(order._id)]);
    }
    // Order numbers of the whole shop (both runs): none given twice.
    const numbers = await connection
      .collection('orders')
      .find({ shopId: new mongoose.Types.ObjectId(shopId) }, { projection: { orderId: 1 } })
      .toArray();
    const distinctNumbers = new Set(numbers.map((o) => o.orderId)).size;
    let lost = 0;
    let mismatched = 0;
    let placedUnanswered = 0;
    let retriedOnce = 0;
    for (const k of keys) {
      const stored = byKey.get(`${k.deviceId}:${k.key}`) ?? [];
      if (k.acked && stored.length === 0) lost += 1;
      if (k.acked && stored.length === 1 && stored[0] !== k.orderObjectId) mismatched += 1;
      if (!k.acked && stored.length > 0) placedUnanswered += 1;
      if (k.acked && k.attempts > 1 && stored.length === 1) retriedOnce += 1;
    }
    return {
      ordersInDb: orders.length,
      lost,
      duplicated: [...byKey.values()].filter((ids) => ids.length > 1).length,
      mismatched,
      placedUnanswered,
      duplicateNumbers: numbers.length - distinctNumbers,
      retriedOnce,
    };
  } finally {
    await connection.close();
  }
}

// ------------------------------------------------------------------ both runs

/**
 * The steady run, then the fault run (SIGKILL half way, restart at once, clients retry), on one
 * production API and database; the caller's `onCleanup` stops everything.
 * @param {object} o
 * @param {string} o.root
 * @param {(fn: () => unknown) => void} o.onCleanup
 * @param {(message: string) => void} [o.log]
 * @param {number} [o.customers]
 * @param {number} [o.durationSec]
 * @param {number} [o.ratePerSec]  the open-loop run's arrival rate (orders/s)
 * @returns {Promise<OrdersBench>}
 */
export async function benchOrders({
  root,
  onCleanup,
  log = () => undefined,
  customers = ORDER_BENCH_DEFAULTS.customers,
  durationSec = ORDER_BENCH_DEFAULTS.durationSec,
  ratePerSec = ORDER_BENCH_DEFAULTS.ratePerSec,
}) {
  const api = await startOrdersApi({ root, onCleanup, log });

  // A short warm-up (JIT, connections, indexes), on devices of its own, not counted.
  const warm = await prepare({ origin: api.origin, dbUri: api.dbUri, customers: 10, phase: 'warm' });
  await placeOrders({ origin: api.origin, setup: warm, durationSec: 3, retry: false });

  log(`steady: ${customers} customers placing orders for ${durationSec} s`);
  const steadySetup = await prepare({ origin: api.origin, dbUri: api.dbUri, customers, phase: 'steady' });
  const steady = await placeOrders({ origin: api.origin, setup: steadySetup, durationSec, retry: false });
  const steadyCheck = await countCheck(api.dbUri, steady.keys, steadySetup.shopId);

  const billed = steady.keys.filter((k) => k.acked && k.orderObjectId).slice(0, 500);
  log(`bills: the first ${billed.length} orders of the steady run billed, 20 requests at a time, then opened again`);
  const bills = await billOrders({ origin: api.origin, dbUri: api.dbUri, setup: steadySetup, keys: billed });

  log(`open loop: ${ratePerSec} orders/s over ${customers} customers for ${durationSec} s`);
  const rateSetup = await prepare({ origin: api.origin, dbUri: api.dbUri, customers, phase: 'rate' });
  const atRate = await placeOrdersAtRate({ origin: api.origin, setup: rateSetup, durationSec, ratePerSec });
  const rateCheck = await countCheck(api.dbUri, atRate.keys, rateSetup.shopId);

  log(`fault: the same load, the API killed (SIGKILL) after ${durationSec / 2} s and started again; clients retry`);
  const faultSetup = await prepare({ origin: api.origin, dbUri: api.dbUri, customers, phase: 'fault' });
  /** The kill and restart, once started (a holder: the tick sets it). */
  const restart = /** @type {{ done: Promise<void> | null }} */ ({ done: null });
  const fault = { killedAtSec: 0, downMs: 0, restartMs: 0 };
  const faulted = await placeOrders({
    origin: api.origin,
    setup: faultSetup,
    durationSec,
    retry: true,
    tick: (elapsed) => {
      if (restart.done || elapsed < (durationSec * 1000) / 2) return;
      fault.killedAtSec = Math.round(elapsed / 100) / 10;
      const killedAt = Date.now();
      restart.done = (async () => {
        await api.kill();
        fault.restartMs = await api.start();
        fault.downMs = Date.now() - killedAt;
      })();
    },
  });
  await restart.done;
  const faultCheck = await countCheck(api.dbUri, faulted.keys, faultSetup.shopId);

  // Last, as it changes the menu: half the items get a required Size and optional Add-ons. Orders
  // of the other half (no options, as before) and orders choosing options on these are sent in
  // turns, three rounds of a third of the run each, at the open loop's rate: both kinds meet the
  // same machine, whatever it does meanwhile (one kind after the other drifted by 5× here).
  const rounds = 3;
  const roundSec = Math.max(1, Math.round(durationSec / rounds));
  log(`item options: ${rounds} rounds of ${roundSec} s without, then with options, at ${ratePerSec} orders/s`);
  const optionsSetup = await prepare({ origin: api.origin, dbUri: api.dbUri, customers, phase: 'options' });
  const { configurations, optionItems, plainItems } = await addOptionsToMenu(api.origin, optionsSetup);
  const plainRuns = [];
  const optionRuns = [];
  for (let round = 0; round < rounds; round++) {
    const at = { origin: api.origin, durationSec: roundSec, ratePerSec };
    plainRuns.push(await placeOrdersAtRate({ ...at, setup: { ...optionsSetup, items: plainItems } }));
    optionRuns.push(await placeOrdersAtRate({ ...at, setup: { ...optionsSetup, items: optionItems }, configurations }));
  }
  const withoutOptions = pooled(plainRuns);
  const withOptions = pooled(optionRuns);
  const optionsCheck = await countCheck(api.dbUri, [...withoutOptions.keys, ...withOptions.keys], optionsSetup.shopId);

  return {
    customers,
    durationSec,
    nodeEnv: 'production',
    steady: { load: steady.stats, check: steadyCheck },
    rate: { load: atRate.stats, check: rateCheck, rate: atRate.rate },
    fault: { load: faulted.stats, check: faultCheck, fault },
    optionsBaseline: { load: withoutOptions.stats, check: optionsCheck, rate: withoutOptions.rate },
    options: { load: withOptions.stats, check: optionsCheck, rate: withOptions.rate },
    bills,
  };
}

/**
 * Bills the orders of `keys` (GET /api/orders/{id}/bill as the shop's owner), `concurrency` at a
 * time: each first opening issues the next serial number of the shop's financial year; then half
 * of them again (the issued bill read back). Checks the shop's series in the database: numbers 1
 * to N with none missing or twice, and one bill per order.
 * @param {{ origin: string, dbUri: string, setup: { shopId: string, token: string }, keys: KeyRecord[], concurrency?: number }} o
 * @returns {Promise<BillsRun>}
 */
async function billOrders({ origin, dbUri, setup, keys, concurrency = 20 }) {
  let failed = 0;
  const open = async (/** @type {string[]} */ ids) => {
    /** @type {number[]} */
    const latencies = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < ids.length) {
          const id = ids[next++];
          const started = performance.now();
          const res = await fetch(`${origin}/api/orders/${id}/bill`, { headers: { Authorization: `Bearer ${setup.token}` } });
          await res.arrayBuffer();
          latencies.push(performance.now() - started);
          if (res.status !== 200) failed += 1;
        }
      }),
    );
    return latencies.sort((a, b) => a - b);
  };
  const ids = keys.map((k) => /** @type {string} */ (k.orderObjectId));
  const started = performance.now();
  const first = await open(ids);
  const seconds = (performance.now() - started) / 1000;
  const again = await open(ids.filter((_, i) => i % 2 === 0));

  const connection = await mongoose.createConnection(dbUri).asPromise();
  try {
    const rows = await connection
      .collection('bills')
      .find({ shopId: new mongoose.Types.ObjectId(setup.shopId) }, { projection: { fy: 1, seq: 1, orderObjectId: 1 } })
      .toArray();
    /** @type {Map<string, number[]>} */
    const byYear = new Map();
    for (const row of rows) byYear.set(String(row.fy), [...(byYear.get(String(row.fy)) ?? []), Number(row.seq)]);
    let gaps = 0;
    let repeats = rows.length - new Set(rows.map((r) => String(r.orderObjectId))).size;
    for (const seqs of byYear.values()) {
      const distinct = new Set(seqs);
      repeats += seqs.length - distinct.size;
      gaps += Math.max(...seqs) - distinct.size;
    }
    return {
      issued: rows.length,
      concurrency,
      perSec: round1(ids.length / seconds),
      latencyMs: { p50: round1(quantile(first, 0.5)), p99: round1(quantile(first, 0.99)) },
      repeatLatencyMs: { p50: round1(quantile(again, 0.5)), p99: round1(quantile(again, 0.99)) },
      failed,
      gaps,
      repeats,
    };
  } finally {
    await connection.close();
  }
}

/**
 * The chai on half the items of the demo shop (at least 2): Size (required: Cutting +₹0,
 * Full +₹5) and Add-ons (up to 2: Elaichi +₹2, Ginger +₹2, Extra sugar +₹0). Answers four
 * configurations, the items that carry the groups and those that do not.
 * @param {string} origin
 * @param {{ shopId: string, token: string, items: { _id: string, name: string }[] }} setup
 * @returns {Promise<{ configurations: string[][], optionItems: { _id: string, name: string }[], plainItems: { _id: string, name: string }[] }>}
 */
async function addOptionsToMenu(origin, setup) {
  const group = async (/** @type {object} */ json) =>
    (await call(origin, '/api/option-groups', { method: 'POST', token: setup.token, json: { shop_id: setup.shopId, ...json } }))
      .data;
  const size = await group({
    name: 'Size',
    selection: 'single',
    required: true,
    choices: [
      { name: 'Cutting', price: 0 },
      { name: 'Full', price: 5 },
    ],
  });
  const addOns = await group({
    name: 'Add-ons',
    selection: 'multiple',
    required: false,
    max_picks: 2,
    choices: [
      { name: 'Elaichi', price: 2 },
      { name: 'Ginger', price: 2 },
      { name: 'Extra sugar', price: 0 },
    ],
  });
  const half = Math.max(2, Math.floor(setup.items.length / 2));
  const optionItems = setup.items.slice(0, half);
  const plainItems = setup.items.slice(half);
  if (plainItems.length < 2) throw new Error(`${DEMO_SHOP_CODE} needs at least 4 items on sale for the options run`);
  const carrying = new Set(optionItems.map((i) => i._id));
  const { products } = await call(origin, `/api/products/shop/${setup.shopId}`);
  for (const p of products.filter((/** @type {{ _id: string }} */ p) => carrying.has(p._id)))
    await call(origin, `/api/products/${p._id}`, {
      method: 'PUT',
      token: setup.token,
      json: {
        name: p.name,
        shop_id: setup.shopId,
        menu_section_id: typeof p.menu_section_id === 'string' ? p.menu_section_id : p.menu_section_id._id,
        price: p.price,
        option_group_ids: [size._id, addOns._id],
      },
    });
  const [cutting, full] = size.choices.map((/** @type {{ _id: string }} */ c) => c._id);
  const [elaichi, ginger, sugar] = addOns.choices.map((/** @type {{ _id: string }} */ c) => c._id);
  return { configurations: [[cutting], [full, elaichi], [cutting, elaichi, ginger], [full, sugar]], optionItems, plainItems };
}

// ------------------------------------------------------------------ report

/**
 * Placing orders' targets for a finished bench.
 * @param {OrdersBench} r
 * @returns {{ name: string, limit: string, value: string, pass: boolean }[]}
 */
export function orderTargets(r) {
  const runs = [r.steady, ...(r.rate ? [r.rate] : []), r.fault, ...(r.options ? [r.options] : [])]; // optionsBaseline shares options' check
  const sum = (/** @type {(run: OrdersRun) => number} */ f) => runs.reduce((n, run) => n + f(run), 0);
  const lost = sum((run) => run.check.lost);
  const duplicated = sum((run) => run.check.duplicated + run.check.duplicateNumbers);
  const mismatched = sum((run) => run.check.mismatched);
  const rate = r.rate;
  return [
    {
      name: `Orders: p99 latency, ${r.customers} customers, closed loop (saturation)`,
      limit: `≤ ${ORDER_TARGETS.p99Ms} ms`,
      value: `${r.steady.load.latencyMs.p99} ms`,
      pass: r.steady.load.latencyMs.p99 <= ORDER_TARGETS.p99Ms,
    },
    ...(rate
      ? [
          {
            name: `Orders: p99 latency at ${rate.rate.ratePerSec} orders/s, open loop, sustained`,
            limit: `≤ ${ORDER_TARGETS.p99Ms} ms`,
            value: `${rate.load.latencyMs.p99} ms${rate.rate.sustained ? '' : ' (not sustained)'}`,
            pass: rate.rate.sustained && rate.load.latencyMs.p99 <= ORDER_TARGETS.p99Ms,
          },
        ]
      : []),
    ...(r.optionsBaseline && r.options
      ? [
          {
            name: `Orders with options: open-loop p99 within 10% of orders without, in turns (${r.optionsBaseline.load.latencyMs.p99} ms)`,
            limit: `≤ ${round1(r.optionsBaseline.load.latencyMs.p99 * 1.1)} ms`,
            value: `${r.options.load.latencyMs.p99} ms${r.options.rate.sustained ? '' : ' (not sustained)'}`,
            pass: r.options.rate.sustained && r.options.load.latencyMs.p99 <= r.optionsBaseline.load.latencyMs.p99 * 1.1,
          },
        ]
      : []),
    ...(r.bills
      ? [
          {
            name: `Bills: ${r.bills.issued} issued ${r.bills.concurrency} at a time, serials without a gap or a repeat`,
            limit: '0 gaps, 0 repeats, 0 failed',
            value: `${r.bills.gaps} gaps, ${r.bills.repeats} repeats, ${r.bills.failed} failed`,
            pass: r.bills.gaps === 0 && r.bills.repeats === 0 && r.bills.failed === 0 && r.bills.issued > 0,
          },
        ]
      : []),
    {
      name: `Orders: acknowledged but lost (all runs)`,
      limit: `= ${ORDER_TARGETS.lost}`,
      value: String(lost + mismatched),
      pass: lost + mismatched === ORDER_TARGETS.lost,
    },
    {
      name: 'Orders: duplicated (all runs)',
      limit: `= ${ORDER_TARGETS.duplicated}`,
      value: String(duplicated),
      pass: duplicated === ORDER_TARGETS.duplicated,
    },
  ];
}

/**
 * The section of the printed report.
 * @param {OrdersBench} r
 * @returns {string[]}
 */
export function ordersReportLines(r) {
  const lines = [
    `${r.customers} customers (own device, verified mobile), closed loop, ${r.durationSec} s per run, NODE_ENV=${r.nodeEnv}, demo shop ${DEMO_SHOP_CODE}`,
  ];
  /** @type {[string, OrdersRun][]} */
  const runs = [
    ['steady', r.steady],
    ...(r.rate ? /** @type {[string, OrdersRun][]} */ ([['rate  ', r.rate]]) : []),
    ['fault ', r.fault],
    ...(r.optionsBaseline ? /** @type {[string, OrdersRun][]} */ ([['plain ', r.optionsBaseline]]) : []),
    ...(r.options ? /** @type {[string, OrdersRun][]} */ ([['option', r.options]]) : []),
  ];
  for (const [name, run] of runs) {
    const { load, check } = run;
    lines.push(
      `${name}  ${load.acknowledged} acknowledged, ${load.ordersPerSec} orders/s, p50 ${load.latencyMs.p50} ms, p90 ${load.latencyMs.p90} ms, p99 ${load.latencyMs.p99} ms, max ${load.latencyMs.max} ms`,
      `        acknowledged answers alone: p50 ${load.ackLatencyMs.p50} ms, p99 ${load.ackLatencyMs.p99} ms`,
      `        answers: ${statusText(load.statuses)}; retried ${load.retriedKeys}, unanswered ${load.unanswered}; load average ${load.loadAverage[0]} → ${load.loadAverage[1]} on ${os.cpus().length} cores`,
      `        in the database: ${check.ordersInDb} orders; lost ${check.lost}, duplicated ${check.duplicated}, answered with another order ${check.mismatched}, placed without an answer ${check.placedUnanswered}, order numbers given twice ${check.duplicateNumbers}; acknowledged retried keys with exactly one order ${check.retriedOnce}/${load.retriedAcked}`,
    );
    const openLoop =
      run === r.rate ? r.rate : run === r.options ? r.options : run === r.optionsBaseline ? r.optionsBaseline : null;
    if (openLoop) {
      const rate = openLoop.rate;
      lines.push(
        `        open loop at ${rate.ratePerSec} orders/s: ${rate.scheduled} sent (send lag p99 ${rate.sendLagP99Ms} ms), at most ${rate.maxInFlight} in flight, last answer ${rate.drainMs} ms after the last order: ${rate.sustained ? 'sustained' : 'NOT sustained'}`,
      );
    }
    if (run.fault)
      lines.push(
        `        SIGKILL at ${run.fault.killedAtSec} s; API answering again ${(run.fault.downMs / 1000).toFixed(1)} s later (start-up ${(run.fault.restartMs / 1000).toFixed(1)} s)`,
      );
  }
  if (r.bills)
    lines.push(
      `bills   ${r.bills.issued} issued ${r.bills.concurrency} at a time, ${r.bills.perSec} bills/s, first opening p50 ${r.bills.latencyMs.p50} ms, p99 ${r.bills.latencyMs.p99} ms; again p50 ${r.bills.repeatLatencyMs.p50} ms, p99 ${r.bills.repeatLatencyMs.p99} ms`,
      `        serials: ${r.bills.gaps} gaps, ${r.bills.repeats} repeats; ${r.bills.failed} failed answers`,
    );
  return lines;
}

/**
 * The table for docs/benchmarks.md.
 * @param {OrdersBench} r
 * @returns {string[]}
 */
export function ordersMarkdown(r) {
  const row = (/** @type {string} */ name, /** @type {OrdersRun} */ run) =>
    `| ${name} | ${run.load.acknowledged} | ${run.load.ordersPerSec} | ${run.load.latencyMs.p50} ms | ${run.load.latencyMs.p99} ms | ${run.load.retriedKeys} | ${run.check.lost} | ${run.check.duplicated} |`;
  return [
    `| \`POST /api/orders\` (production, FerretDB, ${r.customers} customers × ${r.durationSec} s) | acknowledged | orders/s | p50 | p99 | retried | lost | duplicated |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    row('steady, closed loop (saturation)', r.steady),
    ...(r.rate
      ? [
          row(
            `open loop at ${r.rate.rate.ratePerSec} orders/s (${r.rate.rate.sustained ? 'sustained' : 'not sustained'})`,
            r.rate,
          ),
        ]
      : []),
    row(`API killed at ${r.fault.fault?.killedAtSec ?? '–'} s, restarted; clients retry`, r.fault),
    ...(r.optionsBaseline && r.options
      ? [
          row(`in turns at ${r.options.rate.ratePerSec} orders/s: items without options`, r.optionsBaseline),
          row(
            `in turns at ${r.options.rate.ratePerSec} orders/s: every line with options (${r.options.rate.sustained ? 'sustained' : 'not sustained'})`,
            r.options,
          ),
        ]
      : []),
    ...(r.bills
      ? [
          '',
          `| Bills (\`GET /api/orders/{id}/bill\`, ${r.bills.concurrency} at a time) | bills | bills/s | p50 | p99 | again p50 | again p99 | gaps | repeats |`,
          '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
          `| the steady run's orders, each bill issued on its first opening | ${r.bills.issued} | ${r.bills.perSec} | ${r.bills.latencyMs.p50} ms | ${r.bills.latencyMs.p99} ms | ${r.bills.repeatLatencyMs.p50} ms | ${r.bills.repeatLatencyMs.p99} ms | ${r.bills.gaps} | ${r.bills.repeats} |`,
        ]
      : []),
  ];
}
