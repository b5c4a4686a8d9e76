// The order desk under load, on production API instances and a FerretDB of their own:
//
// 1. Alerts. A redis-server of the bench's own (throwaway: no RDB, no AOF), two API instances
//    (dist/api/main.js, NODE_ENV=production, REDIS_URL set, the same database, two ports), and
//    200 open shopkeeper screens: 200 server-sent-event streams of GET
//    /api/orders/shop/{shopId}/events for the demo shop's owner, half on each instance, all on one
//    token (one login: the owner's login limits are not touched). Customers then place orders
//    (POST /api/orders, verified contacts as in orders-load.mjs) through the two instances in
//    turn at a modest fixed rate (5/s for 20 s). For each order and each screen: the time from the
//    order's acknowledgement (its POST's answer read in this process) to its `order.created` on
//    that screen. An event may arrive before the acknowledgement (the instance that writes the
//    order tells its own screens before it answers): such a pair counts as 0 ms, and how many
//    there were is reported. Missed = (screens × acknowledged orders) − pairs received. Then a
//    few status changes (PATCH /api/orders/{id}/status) and their `order.updated`, for
//    information.
// 2. The desk's list. The demo shop is brought to 1,000 orders, then 10,000, by inserting orders
//    straight into `orders` in the shape the API writes (api/src/modules/orders/schemas/order.schema.ts),
//    spread over 30 days, with other shops' orders beside them (a fifth as many: the collection is
//    not one shop's). At each size: the desk's first page (`?limit=20`, `?status=pending&limit=20`,
//    `?sort=amount_desc&limit=20`), the day's summary, and the first page of a shop with no order
//    at all (the same collection to get through, nothing to answer), as sequential requests with
//    the owner's token; and, to see where the time goes, the same reads straight on FerretDB and
//    its explain (what it pushed down to SQLite).
//
// Honest set-up notes:
// - Everything runs on this machine: the screens, the customers and both API instances share its
//   cores with FerretDB and Redis, and the events are timed in this process's event loop, which
//   also reads 200 streams (about 1,000 events/s at 5 orders/s).
// - The shop's hours are set to 00:00–23:59 and its orders unpaused, as in orders-load.mjs.
// - Inserted orders carry numbers from 5001 of their India day, so they never meet the API's own.
/* global fetch, AbortSignal, AbortController -- Node 20 globals the shared ESLint config does not list */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createEventSource } from 'eventsource-client';
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

export const DESK_BENCH_DEFAULTS = { screens: 200, ratePerSec: 5, durationSec: 20, samples: 200 };

/** The order desk's targets. */
export const DESK_TARGETS = { alertP99Ms: 1000, missed: 0, listP99Ms: 50, listGrowth: 1.2 };

/** The sizes the desk's list is measured at (the demo shop's orders). */
export const DESK_SIZES = [1000, 10000];

/** The demo shop (docs/architecture.md) and its owner; SHOP-2001's owner has a shop with no order. */
const EMPTY_SHOP_CODE = 'SHOP-2001';
const EMPTY_SHOP_OWNER = { identifier: '9876543211', password: 'demo1234' };
/** Seeded shops whose orders sit beside the demo shop's. */
const OTHER_SHOP_CODES = ['SHOP-2002', 'SHOP-2003', 'SHOP-2004'];
/** Other shops' orders, per order of the demo shop. */
const OTHER_SHOPS_SHARE = 0.2;

/** A read of the desk's list may take seconds on FerretDB at 10,000 orders: it is waited for. */
const LIST_TIMEOUT_MS = 120_000;
/** Per read of the list and size: the time the samples may take (at least LIST_MIN_SAMPLES). */
const LIST_BUDGET_MS = 30_000;
const LIST_MIN_SAMPLES = 5;
/** How long after the last order the screens may take to get its events before the rest count as missed. */
const EVENT_GRACE_MS = 10_000;
const DAY_MS = 24 * 60 * 60_000;
/** India (UTC+05:30), for the order numbers' day. */
const INDIA_OFFSET_MS = 330 * 60_000;

/**
 * @typedef {{ p50: number, p99: number, max: number, count: number }} Quantiles
 */

/**
 * @typedef {object} AlertGroup
 * @property {number} expected   screens × acknowledged orders of the group
 * @property {number} received   of those, (order, screen) pairs whose event came
 * @property {number} missed     expected − received
 * @property {Quantiles} latencyMs  acknowledgement → event, clamped at 0
 */

/**
 * @typedef {object} AlertsRun
 * @property {number} screens
 * @property {number[]} screensPerInstance
 * @property {number} ratePerSec
 * @property {number} durationSec
 * @property {number} ordersSent
 * @property {number} acknowledged
 * @property {Record<string, number>} statuses  the POSTs' answers ('network': none)
 * @property {Quantiles} ackMs              the POSTs' own latency
 * @property {number} sendLagP99Ms          how late this process sent the orders (its own delay)
 * @property {number} connectMs             the time to open every screen
 * @property {AlertGroup} all
 * @property {Record<string, AlertGroup>} byScreenInstance  by the instance the screen is on
 * @property {{ same: AlertGroup, other: AlertGroup }} byRoute  the screen on the order's instance, or the other (through Redis)
 * @property {number} beforeAck             pairs whose event came before the acknowledgement (counted as 0 ms)
 * @property {number} earliestMs            the most negative raw acknowledgement → event time (ms)
 * @property {number} duplicates            events a screen got twice
 * @property {number} reconnects            screens that lost their stream and opened it again
 * @property {{ changes: number, acknowledged: number, all: AlertGroup }} updates  PATCH …/status → order.updated
 * @property {[number, number]} loadAverage  1-minute load average before and after
 */

/**
 * @typedef {object} TimedGet
 * @property {string} url   the path and query asked for
 * @property {Record<string, number>} statuses  the answers by status (a slow database read is a 503: DB_QUERY_TIMEOUT_MS)
 * @property {number} items the page's orders (of the last 200 answer)
 * @property {number | null} total the answer's total
 * @property {Quantiles & { mean: number }} latencyMs
 */

/**
 * @typedef {object} DbTimings  the same reads straight on FerretDB (median of several, ms)
 * @property {number} findPage        find({shopId}).sort({createdAt:-1,_id:-1}).limit(20)
 * @property {number} findPending     find({shopId,status:'pending'}) sorted, limit 20
 * @property {number} findAmount      find({shopId}).sort({totalPaise:-1,…}).limit(20)
 * @property {number} count           countDocuments({shopId})
 * @property {number} findEmptyShop   the first query for a shop with no order
 * @property {number} findById        find({_id}) of one order
 * @property {Record<string, unknown>} explain  what FerretDB's explain says it pushed down (the *Pushdown fields)
 */

/**
 * @typedef {object} ListSize
 * @property {number} shopOrders       the demo shop's orders
 * @property {number} collectionOrders every order in the collection
 * @property {number} insertMs         the time to insert what this size added
 * @property {Record<'newest' | 'pending' | 'amount' | 'summary' | 'emptyShop', TimedGet>} api
 * @property {DbTimings} db
 */

/**
 * @typedef {object} DeskBench
 * @property {string} nodeEnv
 * @property {AlertsRun} alerts
 * @property {{ samples: number, sizes: ListSize[] } | undefined} [list]
 * @property {string[]} errors  a part that failed (the others are still reported)
 * @property {{ at: string, cores: number, loadAverage: number[] }} machine  at the start
 */

// ------------------------------------------------------------------ helpers

/** @param {number[]} values @returns {Quantiles} */
function quantiles(values) {
  const xs = [...values].sort((a, b) => a - b);
  return { p50: round1(quantile(xs, 0.5)), p99: round1(quantile(xs, 0.99)), max: round1(xs.at(-1) ?? 0), count: xs.length };
}
/** @param {number[]} values */
const medianOf = (values) => round1([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0);
const load1 = () => Math.round(os.loadavg()[0] * 100) / 100;

/**
 * Answers once `port` on loopback answers a Redis PING with PONG.
 * @param {number} port @param {number} timeoutMs
 */
async function waitForRedis(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pong = await new Promise((resolve) => {
      const sock = net.connect(port, '127.0.0.1');
      let got = '';
      sock.setTimeout(500, () => {
        sock.destroy();
        resolve(false);
      });
      sock.once('connect', () => sock.write('PING\r\n'));
      sock.on('data', (d) => {
        got += d;
        if (got.includes('\r\n')) {
          sock.destroy();
          resolve(got.startsWith('+PONG'));
        }
      });
      sock.once('error', () => resolve(false));
    });
    if (pong) return;
    if (Date.now() > deadline) throw new Error(`redis-server did not answer PING on ${port} within ${timeoutMs} ms`);
    await sleep(100);
  }
}

// ------------------------------------------------------------------ the stack under test

/**
 * FerretDB in a throwaway folder, the dev seed, a throwaway redis-server, and two production API
 * instances (REDIS_URL set, the same database and secrets) on free loopback ports.
 * @param {{ root: string, onCleanup: (fn: () => unknown) => void, log: (m: string) => void }} o
 */
export async function startDeskStack({ root, onCleanup, log }) {
  const { work, logFile, logStream, db } = await benchWorkspace({ name: 'desk', onCleanup, log });

  const redisPort = await freePort();
  log(`starting redis-server on 127.0.0.1:${redisPort} (--save '' --appendonly no)`);
  const redis = spawn(
    'redis-server',
    [
      '--port',
      String(redisPort),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      work,
      '--loglevel',
      'warning',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  redis.stdout.pipe(logStream, { end: false });
  redis.stderr.pipe(logStream, { end: false });
  const redisFailed = new Promise((_, reject) => {
    redis.once('error', (e) => reject(new Error(`redis-server could not start (${e.message}): is it installed?`)));
    redis.once('exit', (code) => reject(new Error(`redis-server exited with ${code} at start-up\n${tail(logFile)}`)));
  });
  redisFailed.catch(() => {}); // after a good start, an exit is noticed by the instances
  onCleanup(() => stopChild(redis));
  await Promise.race([waitForRedis(redisPort, 10_000), redisFailed]);

  const base = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    MONGODB_URI: db.uri,
    ...productionSecrets(),
    LOG_LEVEL: 'warn',
  };
  log('seeding (NODE_ENV=development: the seed refuses production)');
  await seedDatabase({ root, env: base, logStream, logFile });

  /** @type {{ name: string, origin: string }[]} */
  const instances = [];
  for (const name of ['A', 'B']) {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    log(`starting API instance ${name} (NODE_ENV=production, REDIS_URL set) on ${origin}`);
    const child = spawn(process.execPath, [path.join(root, 'dist/api/main.js')], {
      env: { ...base, PORT: String(port), REDIS_URL: `redis://127.0.0.1:${redisPort}`, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(logStream, { end: false });
    child.stderr.pipe(logStream, { end: false });
    // Registered after Redis: the instances stop first and quit their Redis connections.
    onCleanup(() => stopChild(child));
    const started = Date.now();
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`API instance ${name} exited with ${child.exitCode} at start-up\n${tail(logFile)}`);
      try {
        if ((await fetch(`${origin}/api/health`)).ok) break;
      } catch {
        /* not listening yet */
      }
      if (Date.now() - started > 30_000) throw new Error(`${origin}/api/health did not answer within 30 s\n${tail(logFile)}`);
      await sleep(100);
    }
    instances.push({ name, origin });
  }
  return { dbUri: db.uri, redisPort, instances, logFile };
}

// ------------------------------------------------------------------ set-up

/**
 * The demo shop open all day, its owner's token (one login), its items on sale, and `customers`
 * devices each with a mobile recorded as verified on it.
 * @param {{ origin: string, dbUri: string, customers: number }} o
 */
const prepare = ({ origin, dbUri, customers }) =>
  prepareDemoShop({
    origin,
    dbUri,
    devices: Array.from({ length: customers }, (_, i) => ({
      deviceId: `bench-desk-${i}-${randomBytes(6).toString('hex')}`,
      mobile: `73${String(i).padStart(8, '0')}`,
    })),
  });

// ------------------------------------------------------------------ 1. alerts

/**
 * @typedef {object} Screen
 * @property {number} instance       the index of the instance its stream is on
 * @property {Map<string, number>} created  order _id → when its order.created came (performance.now())
 * @property {Map<string, number>} updated  `${_id}:${status}` → when that order.updated came
 * @property {number} duplicates
 * @property {number} connects
 * @property {import('eventsource-client').EventSourceClient} client
 */

/**
 * Opens `count` streams of the shop's events, alternately on each instance, `batch` at a time;
 * resolves when every one is open.
 * @param {{ instances: { origin: string }[], shopId: string, token: string, count: number, batch?: number }} o
 * @returns {Promise<Screen[]>}
 */
async function openScreens({ instances, shopId, token, count, batch = 20 }) {
  // One probe first: a refusal (401, 403, 404) is a clear error rather than 200 reconnecting clients.
  const probe = new AbortController();
  const res = await fetch(`${instances[0].origin}/api/orders/shop/${shopId}/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: probe.signal,
  });
  const type = res.headers.get('content-type') ?? '';
  probe.abort();
  if (res.status !== 200 || !type.startsWith('text/event-stream'))
    throw new Error(`GET /api/orders/shop/{shopId}/events answered ${res.status} ${type}`);

  /** @type {Screen[]} */
  const screens = [];
  for (let from = 0; from < count; from += batch) {
    const opened = [];
    for (let i = from; i < Math.min(count, from + batch); i++) {
      const instance = i % instances.length;
      opened.push(
        new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`screen ${i} did not connect within 30 s`)), 30_000);
          /** @type {Screen} */
          const screen = {
            instance,
            created: new Map(),
            updated: new Map(),
            duplicates: 0,
            connects: 0,
            client: createEventSource({
              url: `${instances[instance].origin}/api/orders/shop/${shopId}/events`,
              headers: { authorization: `Bearer ${token}` },
              onConnect: () => {
                screen.connects += 1;
                clearTimeout(timer);
                resolve(undefined);
              },
              onMessage: (message) => {
                const at = performance.now();
                if (message.event !== 'order.created' && message.event !== 'order.updated') return;
                const order = /** @type {{ _id: string, status: string }} */ (JSON.parse(message.data));
                const [map, key] =
                  message.event === 'order.created'
                    ? [screen.created, order._id]
                    : [screen.updated, `${order._id}:${order.status}`];
                if (map.has(key)) screen.duplicates += 1;
                else map.set(key, at);
              },
            }),
          };
          screens.push(screen);
        }),
      );
    }
    await Promise.all(opened);
  }
  return screens;
}

/**
 * @typedef {{ id?: string, instance: number, ackAt: number, status: number | 'network' }} Sent
 */

/**
 * One order every 1000 ÷ `ratePerSec` ms for `durationSec`, through the instances in turn, each
 * from the next device; never retried.
 * @param {{ instances: { origin: string }[], setup: Awaited<ReturnType<typeof prepare>>, ratePerSec: number, durationSec: number }} o
 */
async function placeAtRate({ instances, setup, ratePerSec, durationSec }) {
  const scheduled = Math.round(ratePerSec * durationSec);
  const intervalMs = 1000 / ratePerSec;
  /** @type {Sent[]} */
  const sent = [];
  /** @type {number[]} */
  const ackMs = [];
  /** @type {number[]} */
  const lags = [];
  /** @type {Promise<void>[]} */
  const inFlight = [];

  /** @param {number} n */
  const order = async (n) => {
    const device = setup.devices[n % setup.devices.length];
    const instance = n % instances.length;
    const item = setup.items[n % setup.items.length];
    const other = setup.items[(n + 1) % setup.items.length];
    /** @type {Sent} */
    const record = { instance, ackAt: 0, status: 'network' };
    sent.push(record);
    const t0 = performance.now();
    try {
      const res = await fetch(`${instances[instance].origin}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-id': device.deviceId, 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          shop_id: setup.shopId,
          items: [
            { product_id: item._id, quantity: 1 + (n % 3) },
            { product_id: other._id, quantity: 1 },
          ],
          customer_mobile: device.mobile,
          customer_name: `Desk customer ${n % setup.devices.length}`,
          delivery_type: 'pickup',
          payment_method: 'cash',
        }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const answer = await res.json().catch(() => null);
      record.ackAt = performance.now();
      record.status = res.status;
      if ((res.status === 201 || res.status === 200) && answer?.data?._id) {
        record.id = answer.data._id;
        ackMs.push(record.ackAt - t0);
      }
    } catch {
      /* no answer */
    }
  };

  const start = performance.now();
  for (let n = 0; n < scheduled; n++) {
    const due = start + n * intervalMs;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    lags.push(Math.max(0, performance.now() - due));
    inFlight.push(order(n));
  }
  await Promise.all(inFlight);
  return { sent, ackMs, lags };
}

/**
 * Waits until every screen has `keys` (or `EVENT_GRACE_MS` passed).
 * @param {Screen[]} screens @param {(s: Screen) => Map<string, number>} map @param {string[]} keys
 */
async function settle(screens, map, keys) {
  const deadline = Date.now() + EVENT_GRACE_MS;
  while (Date.now() < deadline && !screens.every((s) => keys.every((k) => map(s).has(k)))) await sleep(100);
}

/**
 * The pairs of (order, screen): latency from the order's acknowledgement to its event there.
 * @param {Screen[]} screens
 * @param {{ key: string, instance: number, ackAt: number }[]} acked
 * @param {(s: Screen) => Map<string, number>} map
 * @param {(s: Screen, o: { instance: number }) => boolean} [include]
 */
function pairs(screens, acked, map, include = () => true) {
  /** @type {number[]} */
  const latencies = [];
  let expected = 0;
  let beforeAck = 0;
  let earliest = 0;
  for (const o of acked)
    for (const s of screens) {
      if (!include(s, o)) continue;
      expected += 1;
      const at = map(s).get(o.key);
      if (at === undefined) continue;
      const raw = at - o.ackAt;
      if (raw < 0) beforeAck += 1;
      earliest = Math.min(earliest, raw);
      latencies.push(Math.max(0, raw));
    }
  /** @type {AlertGroup} */
  const group = { expected, received: latencies.length, missed: expected - latencies.length, latencyMs: quantiles(latencies) };
  return { group, beforeAck, earliest: round1(earliest) };
}

/**
 * Part 1: `screens` streams over the two instances, orders at `ratePerSec` for `durationSec`,
 * then status changes.
 * @param {{ instances: { name: string, origin: string }[], setup: Awaited<ReturnType<typeof prepare>>, screens: number, ratePerSec: number, durationSec: number, onCleanup: (fn: () => unknown) => void, log: (m: string) => void }} o
 * @returns {Promise<AlertsRun>}
 */
async function measureAlerts({ instances, setup, screens: count, ratePerSec, durationSec, onCleanup, log }) {
  log(`opening ${count} screens (event streams), ${count / instances.length} on each instance`);
  const connectStart = performance.now();
  /** @type {Screen[]} */
  let screens = [];
  onCleanup(() => screens.forEach((s) => s.client.close()));
  screens = await openScreens({ instances, shopId: setup.shopId, token: setup.token, count });
  const connectMs = Math.round(performance.now() - connectStart);
  log(`${screens.length} screens open in ${connectMs} ms; warm-up: 10 orders at 2/s (not counted)`);
  await placeAtRate({ instances, setup, ratePerSec: 2, durationSec: 5 });
  await sleep(1000);

  log(`placing orders at ${ratePerSec}/s for ${durationSec} s through the instances in turn`);
  const loadBefore = load1();
  const placed = await placeAtRate({ instances, setup, ratePerSec, durationSec });
  const acked = placed.sent.flatMap((s) => (s.id ? [{ key: s.id, instance: s.instance, ackAt: s.ackAt }] : []));
  await settle(
    screens,
    (s) => s.created,
    acked.map((o) => o.key),
  );
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const s of placed.sent) statuses[s.status] = (statuses[s.status] ?? 0) + 1;

  const created = (/** @type {Screen} */ s) => s.created;
  const all = pairs(screens, acked, created);
  /** @type {Record<string, AlertGroup>} */
  const byScreenInstance = {};
  instances.forEach((inst, i) => {
    byScreenInstance[inst.name] = pairs(screens, acked, created, (s) => s.instance === i).group;
  });
  const same = pairs(screens, acked, created, (s, o) => s.instance === o.instance).group;
  const other = pairs(screens, acked, created, (s, o) => s.instance !== o.instance).group;

  // Status changes: every fifth order confirmed, 2 a second, through the instances in turn.
  const targets = acked.filter((_, i) => i % 5 === 0);
  log(`status changes: ${targets.length} orders confirmed (PATCH /api/orders/{id}/status), 2/s`);
  /** @type {{ key: string, instance: number, ackAt: number }[]} */
  const changed = [];
  for (const [i, o] of targets.entries()) {
    const instance = i % instances.length;
    try {
      const res = await fetch(`${instances[instance].origin}/api/orders/${o.key}/status`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${setup.token}` },
        body: JSON.stringify({ status: 'confirmed' }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await res.arrayBuffer();
      if (res.ok) changed.push({ key: `${o.key}:confirmed`, instance, ackAt: performance.now() });
    } catch {
      /* no answer: not counted */
    }
    await sleep(500);
  }
  await settle(
    screens,
    (s) => s.updated,
    changed.map((c) => c.key),
  );
  const updates = pairs(screens, changed, (s) => s.updated);

  const result = {
    screens: screens.length,
    screensPerInstance: instances.map((_, i) => screens.filter((s) => s.instance === i).length),
    ratePerSec,
    durationSec,
    ordersSent: placed.sent.length,
    acknowledged: acked.length,
    statuses,
    ackMs: quantiles(placed.ackMs),
    sendLagP99Ms: round1(
      quantile(
        [...placed.lags].sort((a, b) => a - b),
        0.99,
      ),
    ),
    connectMs,
    all: all.group,
    byScreenInstance,
    byRoute: { same, other },
    beforeAck: all.beforeAck,
    earliestMs: all.earliest,
    duplicates: screens.reduce((n, s) => n + s.duplicates, 0),
    reconnects: screens.filter((s) => s.connects > 1).length,
    updates: { changes: targets.length, acknowledged: changed.length, all: updates.group },
    loadAverage: /** @type {[number, number]} */ ([loadBefore, load1()]),
  };
  for (const s of screens) s.client.close();
  screens = [];
  return result;
}

// ------------------------------------------------------------------ 2. the list at 1,000 and 10,000

/** A small seeded generator (mulberry32): the same orders every run. */
function random(seed = 85) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @param {Date} d the India day of `d` as YYMMDD */
const indiaDay = (d) => new Date(d.getTime() + INDIA_OFFSET_MS).toISOString().slice(2, 10).replaceAll('-', '');

/**
 * @typedef {{ _id: import('mongoose').Types.ObjectId, name: string, code: string, lines: { productId: import('mongoose').Types.ObjectId, productName: string, pricePaise: number, sectionName?: string }[] }} ShopStock
 */

/**
 * Makes orders in the shape OrderSchema gives them (what POST /api/orders and the owner's
 * counter write), spread over the last 30 days up to now.
 * @param {import('mongoose').Connection} connection
 */
async function orderMaker(connection) {
  const rand = random();
  /** @type {Map<string, number>} the next number of each shop's India day */
  const numbers = new Map();
  /** @param {string} code @returns {Promise<ShopStock>} */
  const stock = async (code) => {
    const shop = await connection.collection('shops').findOne({ code });
    if (!shop) throw new Error(`no shop ${code} in the seed`);
    const products = await connection.collection('products').find({ shopId: shop._id }).toArray();
    const sections = await connection.collection('menu_sections').find({ shopId: shop._id }).toArray();
    const sectionNames = new Map(sections.map((s) => [String(s._id), String(s.name)]));
    const lines = products.map((p) => ({
      productId: p._id,
      productName: String(p.name),
      pricePaise: Number(p.pricePaise) || 5000,
      ...(sectionNames.get(String(p.sectionId)) ? { sectionName: sectionNames.get(String(p.sectionId)) } : {}),
    }));
    if (lines.length === 0)
      lines.push({ productId: new mongoose.Types.ObjectId(), productName: 'Filter coffee', pricePaise: 4000 });
    return { _id: /** @type {any} */ (shop._id), name: String(shop.name), code, lines };
  };
  const statusOf = (/** @type {number} */ ageMs) => {
    const r = rand();
    if (ageMs < 2 * 60 * 60_000)
      return r < 0.4 ? 'pending' : r < 0.6 ? 'confirmed' : r < 0.8 ? 'preparing' : r < 0.9 ? 'ready' : 'completed';
    return r < 0.03 ? 'pending' : r < 0.12 ? 'cancelled' : 'completed';
  };
  /** @param {ShopStock} shop @param {number} count */
  const make = (shop, count) => {
    const now = Date.now();
    return Array.from({ length: count }, () => {
      const ageMs = Math.floor(rand() * 30 * DAY_MS);
      const createdAt = new Date(now - ageMs);
      const updatedAt = new Date(Math.min(now, createdAt.getTime() + Math.floor(rand() * 40 * 60_000)));
      const dayKey = `${shop.code}|${indiaDay(createdAt)}`;
      const number = numbers.get(dayKey) ?? 5001;
      numbers.set(dayKey, number + 1);
      const lineCount = 1 + Math.floor(rand() * Math.min(3, shop.lines.length));
      const first = Math.floor(rand() * shop.lines.length);
      const items = Array.from({ length: lineCount }, (_, i) => ({
        ...shop.lines[(first + i) % shop.lines.length],
        quantity: 1 + Math.floor(rand() * 3),
      }));
      const subtotalPaise = items.reduce((n, l) => n + l.pricePaise * l.quantity, 0);
      const taxPaise = Math.round(subtotalPaise * 0.05);
      const byShop = rand() < 0.15;
      const customer = Math.floor(rand() * 500);
      return {
        _id: new mongoose.Types.ObjectId(),
        orderId: `ORD-${indiaDay(createdAt)}-${String(number).padStart(4, '0')}`,
        shopId: shop._id,
        shopName: shop.name,
        shopCode: shop.code,
        items,
        status: statusOf(ageMs),
        subtotalPaise,
        taxPaise,
        deliveryFeePaise: 0,
        totalPaise: subtotalPaise + taxPaise,
        deliveryType: 'pickup',
        paymentMethod: 'cash',
        placedBy: byShop ? 'shop' : 'customer',
        customerName: `Customer ${customer}`,
        customerMobile: `74${String(customer).padStart(8, '0')}`,
        contactType: 'mobile',
        ...(byShop
          ? {}
          : {
              deviceId: `bench-seed-${customer}`,
              idempotencyKey: randomUUID(),
              requestHash: randomBytes(32).toString('hex'),
            }),
        createdAt,
        updatedAt,
      };
    });
  };
  return { stock, make };
}

/** @param {import('mongoose').Connection} connection @param {any[]} docs */
async function insertAll(connection, docs) {
  for (let i = 0; i < docs.length; i += 500) await connection.collection('orders').insertMany(docs.slice(i, i + 500));
}

/**
 * Requests one after the other, each timed to its whole body, after a warm-up not counted (3, or
 * 1 when the first answer took over half a second): `samples` of them, or as many as `budgetMs`
 * allows but at least `min` (a read of seconds is not asked 200 times).
 * @param {string} origin @param {string} url @param {string} token
 * @param {{ samples: number, budgetMs: number, min: number }} o
 * @returns {Promise<TimedGet>}
 */
async function timeGets(origin, url, token, { samples, budgetMs, min }) {
  /** @type {number[]} */
  const times = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  let items = 0;
  /** @type {number | null} */
  let total = null;
  let warmup = 3;
  let started = 0;
  for (let i = 0; ; i++) {
    if (i === warmup) started = performance.now();
    if (i >= warmup && (times.length >= samples || (times.length >= min && performance.now() - started > budgetMs))) break;
    const t0 = performance.now();
    const res = await fetch(`${origin}${url}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(LIST_TIMEOUT_MS),
    });
    const body = await res.json().catch(() => null);
    const ms = performance.now() - t0;
    if (i === 0 && ms > 500) warmup = 1;
    if (i >= warmup) {
      times.push(ms);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
    // A 503 is the API's answer to a read over its deadline: timed and counted, not an error.
    if (!res.ok && res.status !== 503) throw new Error(`GET ${url} answered ${res.status}: ${JSON.stringify(body)}`);
    const data = body?.data;
    if (res.ok) {
      items = Array.isArray(data?.orders) ? data.orders.length : 0;
      total = typeof data?.total === 'number' ? data.total : null;
    }
  }
  const q = quantiles(times);
  return { url, statuses, items, total, latencyMs: { ...q, mean: round1(times.reduce((a, b) => a + b, 0) / times.length) } };
}

/**
 * The list's reads straight on FerretDB: where the time goes.
 * @param {import('mongoose').Connection} connection
 * @param {import('mongoose').Types.ObjectId} shopId @param {import('mongoose').Types.ObjectId} emptyShopId
 * @returns {Promise<DbTimings>}
 */
async function dbTimings(connection, shopId, emptyShopId) {
  const orders = connection.collection('orders');
  /** @param {() => Promise<unknown>} f @param {number} [n] */
  const time = async (f, n = 5) => {
    await f();
    /** @type {number[]} */
    const xs = [];
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      await f();
      xs.push(performance.now() - t0);
    }
    return medianOf(xs);
  };
  const newest = /** @type {Record<string, 1 | -1>} */ ({ createdAt: -1, _id: -1 });
  const amount = /** @type {Record<string, 1 | -1>} */ ({ totalPaise: -1, createdAt: -1, _id: -1 });
  const one = await orders.findOne({ shopId }, { projection: { _id: 1 } });
  const explained = /** @type {Record<string, unknown>} */ (await orders.find({ shopId }).sort(newest).limit(20).explain());
  return {
    findPage: await time(() => orders.find({ shopId }).sort(newest).limit(20).toArray()),
    findPending: await time(() => orders.find({ shopId, status: 'pending' }).sort(newest).limit(20).toArray()),
    findAmount: await time(() => orders.find({ shopId }).sort(amount).limit(20).toArray()),
    count: await time(() => orders.countDocuments({ shopId })),
    findEmptyShop: await time(() => orders.find({ shopId: emptyShopId }).sort(newest).limit(20).toArray()),
    findById: await time(() => orders.find({ _id: one?._id }).toArray()),
    explain: Object.fromEntries(Object.entries(explained).filter(([k]) => /pushdown/i.test(k))),
  };
}

/**
 * Part 2: the demo shop at each of DESK_SIZES orders (others' beside), its desk's reads timed.
 * @param {{ origin: string, dbUri: string, token: string, samples: number, log: (m: string) => void }} o
 */
async function measureList({ origin, dbUri, token, samples, log }) {
  const emptyLogin = await call(origin, '/api/auth/login', { method: 'POST', json: EMPTY_SHOP_OWNER });
  const connection = await mongoose.createConnection(dbUri).asPromise();
  try {
    const maker = await orderMaker(connection);
    const shop = await maker.stock(DEMO_SHOP_CODE);
    const others = await Promise.all(OTHER_SHOP_CODES.map((code) => maker.stock(code)));
    const empty = await maker.stock(EMPTY_SHOP_CODE);
    const orders = connection.collection('orders');
    /** @type {ListSize[]} */
    const sizes = [];
    for (const size of DESK_SIZES) {
      const have = await orders.countDocuments({ shopId: shop._id });
      const othersHave = await orders.countDocuments({ shopId: { $in: others.map((o) => o._id) } });
      const othersWant = Math.round(size * OTHER_SHOPS_SHARE);
      const t0 = performance.now();
      const docs = [
        ...maker.make(shop, Math.max(0, size - have)),
        ...others.flatMap((o, i) =>
          maker.make(
            o,
            Math.max(
              0,
              Math.floor((othersWant - othersHave) / others.length) + (i === 0 ? (othersWant - othersHave) % others.length : 0),
            ),
          ),
        ),
      ];
      log(
        `${size} orders: inserting ${docs.length} (${Math.max(0, size - have)} of ${DEMO_SHOP_CODE}, the rest of 3 other shops)`,
      );
      await insertAll(connection, docs);
      const insertMs = Math.round(performance.now() - t0);
      const shopOrders = await orders.countDocuments({ shopId: shop._id });
      const collectionOrders = await orders.countDocuments({});
      const base = `/api/orders/shop/${String(shop._id)}`;
      log(
        `${shopOrders} orders of the shop, ${collectionOrders} in all: up to ${samples} sequential requests per read (or ${LIST_BUDGET_MS / 1000} s, at least ${LIST_MIN_SAMPLES})`,
      );
      const main = { samples, budgetMs: LIST_BUDGET_MS, min: LIST_MIN_SAMPLES };
      const info = { samples: Math.ceil(samples / 2), budgetMs: LIST_BUDGET_MS / 2, min: 3 };
      /** @type {Partial<ListSize['api']>} */
      const api = {};
      for (const [key, url, tok, o] of /** @type {const} */ ([
        ['newest', `${base}?limit=20`, token, main],
        ['pending', `${base}?status=pending&limit=20`, token, main],
        ['amount', `${base}?sort=amount_desc&limit=20`, token, main],
        ['summary', `${base}/summary`, token, info],
        ['emptyShop', `/api/orders/shop/${String(empty._id)}?limit=20`, emptyLogin.token, info],
      ])) {
        const r = await timeGets(origin, url, tok, o);
        api[key] = r;
        log(
          `  ${key}: p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms over ${r.latencyMs.count} requests, answers ${statusText(r.statuses)} (${r.items} orders, total ${r.total ?? '–'})`,
        );
      }
      const db = await dbTimings(connection, shop._id, empty._id);
      log(
        `  FerretDB alone: page ${db.findPage} ms, count ${db.count} ms, a shop with no order ${db.findEmptyShop} ms, by _id ${db.findById} ms`,
      );
      sizes.push({ shopOrders, collectionOrders, insertMs, api: /** @type {ListSize['api']} */ (api), db });
    }
    return { samples, sizes };
  } finally {
    await connection.close();
  }
}

// ------------------------------------------------------------------ both parts

/**
 * The alerts, then the list at each size, on a stack of their own; the caller's `onCleanup`
 * stops everything.
 * @param {object} o
 * @param {string} o.root
 * @param {(fn: () => unknown) => void} o.onCleanup
 * @param {(message: string) => void} [o.log]
 * @param {number} [o.screens]
 * @param {number} [o.ratePerSec]
 * @param {number} [o.durationSec]
 * @param {number} [o.samples]  requests per read of the list
 * @returns {Promise<DeskBench>}
 */
export async function benchDesk({
  root,
  onCleanup,
  log = () => undefined,
  screens = DESK_BENCH_DEFAULTS.screens,
  ratePerSec = DESK_BENCH_DEFAULTS.ratePerSec,
  durationSec = DESK_BENCH_DEFAULTS.durationSec,
  samples = DESK_BENCH_DEFAULTS.samples,
}) {
  const machine = {
    at: new Date().toISOString(),
    cores: os.cpus().length,
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
  const stack = await startDeskStack({ root, onCleanup, log });
  const setup = await prepare({ origin: stack.instances[0].origin, dbUri: stack.dbUri, customers: 20 });
  const alerts = await measureAlerts({ instances: stack.instances, setup, screens, ratePerSec, durationSec, onCleanup, log });
  /** @type {string[]} */
  const errors = [];
  /** @type {DeskBench['list']} */
  let list;
  try {
    list = await measureList({ origin: stack.instances[0].origin, dbUri: stack.dbUri, token: setup.token, samples, log });
  } catch (e) {
    errors.push(`the desk's list: ${e instanceof Error ? e.message : e}`);
  }
  return { nodeEnv: 'production', machine, alerts, list, errors };
}

// ------------------------------------------------------------------ report

/** @typedef {{ name: string, limit: string, value: string, pass: boolean }} Target */

const LIST_READS = /** @type {const} */ ([
  ['newest', '`?limit=20` (newest first)'],
  ['pending', '`?status=pending&limit=20`'],
  ['amount', '`?sort=amount_desc&limit=20`'],
]);

/** @param {number} n */
const thousands = (n) => n.toLocaleString('en-US');

/**
 * The order desk's targets for a finished bench.
 * @param {DeskBench} r
 * @returns {Target[]}
 */
export function deskTargets(r) {
  const a = r.alerts;
  /** @type {Target[]} */
  const targets = [
    {
      name: `Desk alerts: p99, order acknowledged → event, ${a.screens} screens on 2 instances`,
      limit: `≤ ${DESK_TARGETS.alertP99Ms} ms`,
      value: `${a.all.latencyMs.p99} ms`,
      pass: a.all.latencyMs.p99 <= DESK_TARGETS.alertP99Ms && a.all.received > 0,
    },
    {
      name: `Desk alerts: events missed (of ${thousands(a.all.expected)})`,
      limit: `= ${DESK_TARGETS.missed}`,
      value: String(a.all.missed),
      pass: a.all.missed === DESK_TARGETS.missed && a.all.expected > 0,
    },
  ];
  const sizes = r.list?.sizes ?? [];
  const small = sizes[0];
  const large = sizes.at(-1);
  if (!small || !large || small === large) return targets;
  for (const [key, label] of LIST_READS) {
    const p99 = large.api[key].latencyMs.p99;
    const growth = p99 / Math.max(small.api[key].latencyMs.p99, 0.1);
    const refused = Object.entries(large.api[key].statuses).filter(([status]) => status !== '200');
    targets.push(
      {
        name: `Desk list ${label}: p99 at ${thousands(large.shopOrders)} orders`,
        limit: `≤ ${DESK_TARGETS.listP99Ms} ms`,
        value: `${p99} ms${refused.map(([status, n]) => ` (${n} × ${status})`).join('')}`,
        pass: p99 <= DESK_TARGETS.listP99Ms && refused.length === 0,
      },
      {
        name: `Desk list ${label}: p99 growth ${thousands(small.shopOrders)} → ${thousands(large.shopOrders)}`,
        limit: `≤ ${DESK_TARGETS.listGrowth}×`,
        value: `${growth.toFixed(2)}×`,
        pass: growth <= DESK_TARGETS.listGrowth,
      },
    );
  }
  return targets;
}

/** @param {AlertGroup} g */
const groupText = (g) =>
  `${thousands(g.received)}/${thousands(g.expected)} events, p50 ${g.latencyMs.p50} ms, p99 ${g.latencyMs.p99} ms, max ${g.latencyMs.max} ms, missed ${g.missed}`;

/**
 * The section of the printed report.
 * @param {DeskBench} r
 * @returns {string[]}
 */
export function deskReportLines(r) {
  const a = r.alerts;
  const lines = [
    `${a.screens} screens (event streams of ${DEMO_SHOP_CODE}: ${a.screensPerInstance.join(' + ')} on instances A + B, opened in ${a.connectMs} ms), NODE_ENV=${r.nodeEnv}, Redis pub/sub between the instances`,
    `orders: ${a.ordersSent} sent at ${a.ratePerSec}/s for ${a.durationSec} s through A and B in turn (send lag p99 ${a.sendLagP99Ms} ms); ${a.acknowledged} acknowledged (${statusText(a.statuses)}); POST p50 ${a.ackMs.p50} ms, p99 ${a.ackMs.p99} ms`,
    `alerts (acknowledgement → order.created on a screen): ${groupText(a.all)}`,
    ...Object.entries(a.byScreenInstance).map(([name, g]) => `  screens on ${name}: ${groupText(g)}`),
    `  screen on the order's instance: ${groupText(a.byRoute.same)}`,
    `  screen on the other instance (through Redis): ${groupText(a.byRoute.other)}`,
    `  ${thousands(a.beforeAck)} events came before their order's acknowledgement (counted as 0 ms; earliest ${-a.earliestMs} ms before); duplicates ${a.duplicates}, screens reconnected ${a.reconnects}`,
    `status changes (PATCH → order.updated): ${a.updates.acknowledged}/${a.updates.changes} answered; ${groupText(a.updates.all)}`,
    `load average ${a.loadAverage[0]} → ${a.loadAverage[1]} on ${os.cpus().length} cores`,
  ];
  if (!r.list) return [...lines, ...r.errors];
  lines.push(
    `the desk's list (sequential requests: up to ${r.list.samples} per read, or what ${LIST_BUDGET_MS / 1000} s allows but at least ${LIST_MIN_SAMPLES}; summary and the empty shop half that):`,
  );
  for (const s of r.list.sizes) {
    lines.push(
      `  ${thousands(s.shopOrders)} orders of the shop, ${thousands(s.collectionOrders)} in the collection (inserted in ${(s.insertMs / 1000).toFixed(1)} s):`,
    );
    for (const [key, g] of Object.entries(s.api))
      lines.push(
        `    ${key.padEnd(10)} p50 ${g.latencyMs.p50} ms, p99 ${g.latencyMs.p99} ms, max ${g.latencyMs.max} ms over ${g.latencyMs.count}, answers ${statusText(g.statuses)} (${g.items} orders, total ${g.total ?? '–'})  ${g.url}`,
      );
    lines.push(
      `    FerretDB alone (median): page ${s.db.findPage} ms, pending page ${s.db.findPending} ms, by amount ${s.db.findAmount} ms, count ${s.db.count} ms, a shop with no order ${s.db.findEmptyShop} ms, by _id ${s.db.findById} ms; explain ${JSON.stringify(s.db.explain)}`,
    );
  }
  return lines;
}

/**
 * The tables for docs/benchmarks.md.
 * @param {DeskBench} r
 * @returns {string[]}
 */
export function deskMarkdown(r) {
  const a = r.alerts;
  /** @param {string} name @param {AlertGroup} g */
  const row = (name, g) =>
    `| ${name} | ${thousands(g.received)} / ${thousands(g.expected)} | ${g.latencyMs.p50} ms | ${g.latencyMs.p99} ms | ${g.latencyMs.max} ms | ${g.missed} |`;
  const out = [
    `| Alerts: ${a.screens} screens, ${a.acknowledged} orders at ${a.ratePerSec}/s (acknowledgement → \`order.created\`) | events / expected | p50 | p99 | max | missed |`,
    '|---|---:|---:|---:|---:|---:|',
    row('all (order, screen) pairs', a.all),
    ...Object.entries(a.byScreenInstance).map(([name, g]) => row(`screens on instance ${name}`, g)),
    row("screen on the order's instance", a.byRoute.same),
    row('screen on the other instance (through Redis)', a.byRoute.other),
    row(`status changes (\`order.updated\`), ${a.updates.acknowledged} orders`, a.updates.all),
  ];
  if (!r.list) return out;
  const sizes = r.list.sizes;
  const small = sizes[0];
  const large = sizes.at(-1) ?? small;
  /** @param {TimedGet} g the answers that were not 200, if any */
  const refused = (g) =>
    Object.entries(g.statuses)
      .filter(([status]) => status !== '200')
      .map(([status, n]) => `, ${n} × ${status}`)
      .join('');
  /** @param {string} label @param {keyof ListSize['api']} key @param {boolean} growth */
  const listRow = (label, key, growth) =>
    `| ${label} | ${sizes.map((s) => `${s.api[key].latencyMs.p50} ms | ${s.api[key].latencyMs.p99} ms (n = ${s.api[key].latencyMs.count}${refused(s.api[key])})`).join(' | ')} | ${growth ? `${(large.api[key].latencyMs.p99 / Math.max(small.api[key].latencyMs.p99, 0.1)).toFixed(2)}×` : '–'} |`;
  out.push(
    '',
    `| Desk list, \`GET /api/orders/shop/{id}\` (sequential requests) | ${sizes.map((s) => `p50 at ${thousands(s.shopOrders)} | p99 at ${thousands(s.shopOrders)}`).join(' | ')} | p99 growth |`,
    `|---|${sizes.map(() => '---:|---:').join('|')}|---:|`,
    ...LIST_READS.map(([key, label]) => listRow(label, key, true)),
    listRow('`/summary` (information)', 'summary', true),
    listRow('`?limit=20` of a shop with no order (information)', 'emptyShop', true),
    '',
    `| FerretDB alone (median ms) | ${sizes.map((s) => `${thousands(s.shopOrders)} (${thousands(s.collectionOrders)} in all)`).join(' | ')} |`,
    `|---|${sizes.map(() => '---:').join('|')}|`,
    ...[
      ['the page: `find({shopId}).sort(newest).limit(20)`', 'findPage'],
      ['pending page', 'findPending'],
      ['by amount', 'findAmount'],
      ['`countDocuments({shopId})`', 'count'],
      ['the page of a shop with no order', 'findEmptyShop'],
      ['`find({_id})`', 'findById'],
    ].map(
      ([label, key]) =>
        `| ${label} | ${sizes.map((s) => `${/** @type {Record<string, number>} */ (/** @type {unknown} */ (s.db))[key]}`).join(' | ')} |`,
    ),
  );
  return out;
}
