// `npm run bench`: builds everything for production and measures (docs/benchmarks.md):
//   1. every app's JS and CSS bytes (raw, gzip, brotli 11);
//   2. a first visit to `/` in Chromium, cache disabled, against the production static servers
//      (tools/serve.mjs, brotli on the wire): JS bytes transferred, requests before the landing
//      renders, time to render; plus a smoke check of /, /about, /admin/categories and a 404;
//   3. the same landing as ONE non-federated bundle (tools/bench/single), and the ratio;
//   4. the shopkeeper's first visits to /shop/dashboard and /shop/products, signed in as the demo
//      shop's owner (mobile profile), federated and as one bundle (tools/bench/single/entry-shop.tsx);
//   4b. the customer's first visit to the demo shop's storefront (unthrottled and mobile),
//      federated and as one bundle (tools/bench/single/entry-storefront.tsx);
//   4c. the landing, the storefront and the dashboard opened AGAIN on the mobile profile, in the
//      same browser context once the first visit settled (HTTP cache on; the federated build's
//      service worker allowed and waited for), federated and as one bundle, in one table with
//      their first visits (tools/bench/pages.mjs); and each page's static budget total
//      (tools/budgets.mjs, from dist/ alone) against the files the federated first visit
//      fetched, so the static model's drift shows file by file;
//   5. requests/s and p99 of GET /api/categories and GET /api/areas/all under autocannon
//      against the production API on FerretDB in a throwaway folder (the one the visits use);
//   6. placing orders (tools/bench/orders-load.mjs): 50 customers for 30 s on an API
//      and database of their own in a closed loop (saturation), then 20 orders/s over 50
//      customers in an open loop (latency at that rate), then the closed loop with the API killed
//      half way and restarted; orders/s, p50/p99, and every acknowledged order counted in the database;
//   7. the order desk (tools/bench/order-desk.mjs): a redis-server and two API instances
//      of its own (REDIS_URL set, one FerretDB), 200 shopkeeper screens (event streams) half on
//      each, orders at 5/s for 20 s: acknowledgement → `order.created` on every screen (p50/p99,
//      missed); then the desk's list (`GET /api/orders/shop/{id}`) at 1,000 and 10,000 orders;
//   8. order alerts by Web Push (tools/bench/push.mjs): an API and database of their own, 200
//      devices subscribed to the demo shop and a local push service: acknowledgement → each push
//      at the push service (p50/p95/p99), over 30 orders placed one at a time;
//   9. the production topology (tools/bench/topology.mjs, the proofs of tools/prod/proofs.mjs):
//      FerretDB, Redis, 2 supervised API instances and Caddy on HTTPS of its own; 50 customers
//      for 30 s while an instance is SIGKILLed, then during a rolling restart (orders/s, p50/p99,
//      failed attempts, lost and duplicated orders, live events on open shop screens), and 20
//      desks in one Chromium over HTTP/2.
// Prints a report and a Markdown block for docs/benchmarks.md, writes tmp/bench.json, and stops
// every process it started (also on failure or Ctrl-C).
//
// Options: --skip-build  use the current dist/ (and the single bundle is rebuilt anyway)
//          --skip-api    no API benchmark
//          --runs N      first visits to time (default 3; bytes must match across runs)
//          --duration S  autocannon seconds per endpoint (default 10), --connections C (default 10)
//          --strict      exit 1 when a size target fails (default: only when a step fails)
//          --skip-orders no order-placement benchmark
//          --customers N, --orders-duration S  the order benchmark's load (default 50 customers, 30 s)
//          --orders-rate R  the open-loop run's arrival rate (default 20 orders/s)
//          --skip-desk   no order-desk benchmark
//          --only-visits the browser visits and sizes only: no router variant, API, orders or desk
//          --screens N, --desk-rate R, --desk-duration S  its alert run (default 200 screens, 5 orders/s, 20 s)
//          --skip-push   no Web Push benchmark
//          --push-devices N, --push-orders N  its devices and orders (default 200 devices, 30 orders)
//          --skip-topology  no production-topology benchmark
//          --topology-duration S  its runs' length (default 30 s; 50 customers: --customers)
// `node tools/bench/run.mjs orders [--skip-build]` runs step 6 alone (builds the API first), and
// writes tmp/bench-orders.json; `node tools/bench/run.mjs desk [--skip-build]` runs step 7 alone, and
// writes tmp/bench-desk.json; `node tools/bench/run.mjs push [--skip-build]` runs step 8 alone, and
// writes tmp/bench-push.json; `node tools/bench/run.mjs topology [--skip-build]` runs step 9 alone
// (builds every project first: the proxy serves the apps too), and writes tmp/bench-topology.json.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, API_PORT } from '../apps.mjs';
import { createStaticServer, serveApps } from '../serve.mjs';
import { composeLocal } from '../remotes.mjs';
import { benchApi, startBenchApi } from './api.mjs';
import { benchOrders, orderTargets, ordersMarkdown, ordersReportLines } from './orders-load.mjs';
import { benchDesk, deskMarkdown, deskReportLines, deskTargets } from './order-desk.mjs';
import { benchPush, pushMarkdown, pushReportLines, pushTargets } from './push.mjs';
import { benchTopology, topologyMarkdown, topologyReportLines, topologyTargets } from './topology.mjs';
import { launchChromium } from './browser.mjs';
import { LANDING_READY, measureFirstVisit, PROFILES } from './first-visit.mjs';
import { budgetDrift, driftLines, pageMarkdown, pageRows, repeatLine, repeatVisits } from './pages.mjs';
import { buildRouterVariant } from './router-variant.mjs';
import { takenPorts } from './ports.mjs';
import { checkRoutes } from './routes.mjs';
import { buildSingleBundle, singleBundleDir } from './single-bundle.mjs';
import { brotliSize, buildSizes } from './sizes.mjs';
import { markdownTable } from './support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

/** @typedef {import('./first-visit.mjs').FirstVisit} FirstVisit */
/** @typedef {import('./first-visit.mjs').Profile} Profile */
/** @typedef {import('./routes.mjs').RouteResult} RouteResult */
/** @typedef {ReturnType<typeof buildSizes>} BuildSizes */
/** @typedef {Awaited<ReturnType<typeof benchApi>>} ApiBench */

/**
 * A first visit measured `runs` times: the first run's figures, with the median times.
 * @typedef {FirstVisit & { runs: number, landingMsRuns: number[], jsEncodedRuns: number[] }} VisitSummary
 */

/**
 * One profile's first visits: the federated apps, the single bundle and federated ÷ single.
 * @typedef {{ federated: VisitSummary, single: VisitSummary, ratio: { bytes: number, time: number } }} ProfileVisits
 */

/** @typedef {Pick<BuildSizes, 'js' | 'css' | 'files'> & { firstVisit: VisitSummary }} SingleBundleReport */

/**
 * The report (printed, and written to tmp/bench.json): each step adds its part.
 * `singleBundle.firstVisit` and `visits[*].single`/`ratio` come with the single bundle's visits.
 * @typedef {object} Report
 * @property {string} generatedAt
 * @property {string} node
 * @property {{ rspack: string, moduleFederation: string, react: string }} versions
 * @property {typeof opts} options
 * @property {{ name: string, limit: string, value: string, pass: boolean }[]} targets
 * @property {string[]} errors
 * @property {{ skipped: true, ok?: undefined } | { skipped?: undefined, ok: boolean, ms: number, built: Record<string, boolean>, failedTasks: string[] }} [build]
 * @property {Record<string, BuildSizes & { remoteEntry: BuildSizes['files'][number] | null }>} [sizes]
 * @property {SingleBundleReport} [singleBundle]
 * @property {Record<string, ProfileVisits>} [visits]
 * @property {VisitSummary} [firstVisit]
 * @property {RouteResult[]} [routes]
 * @property {{ wire: number, body: number }} [ratio]
 * @property {Record<'tree-shaken' | 'whole', { bytes: number, usableMs: number }>} [routerShare]
 * @property {Record<string, ProfileVisits>} [shopVisits] the shopkeeper's signed-in first visits (mobile), by path
 * @property {Record<string, ProfileVisits>} [storefront] the customer's first visit to the demo shop's storefront, by profile
 * @property {Record<string, import('./pages.mjs').RepeatPair>} [repeatVisits] the mobile repeat visits, by page (PAGES)
 * @property {Record<string, import('./pages.mjs').BudgetDrift>} [budgets] tools/budgets.json's pages: static total against the first visit
 * @property {(ApiBench & { skipped?: undefined, error?: undefined }) | { skipped: string, endpoints?: undefined, error?: undefined } | { error: string, endpoints?: undefined, skipped?: undefined }} [api]
 * @property {(OrdersBench & { skipped?: undefined, error?: undefined }) | { skipped: string, steady?: undefined, error?: undefined } | { error: string, steady?: undefined, skipped?: undefined }} [orders]
 * @property {(DeskBench & { skipped?: undefined, error?: undefined }) | { skipped: string, alerts?: undefined, error?: undefined } | { error: string, alerts?: undefined, skipped?: undefined }} [desk]
 * @property {(PushBench & { skipped?: undefined, error?: undefined }) | { skipped: string, latencyMs?: undefined, error?: undefined } | { error: string, latencyMs?: undefined, skipped?: undefined }} [push]
 * @property {(TopologyBench & { skipped?: undefined, error?: undefined }) | { skipped: string, kill?: undefined, error?: undefined } | { error: string, kill?: undefined, skipped?: undefined }} [topology]
 */
/** @typedef {import('./orders-load.mjs').OrdersBench} OrdersBench */
/** @typedef {import('./order-desk.mjs').DeskBench} DeskBench */
/** @typedef {import('./push.mjs').PushBench} PushBench */
/** @typedef {import('./topology.mjs').TopologyBench} TopologyBench */

/**
 * The installed version of a package (its package.json is not always in its `exports`).
 * @param {string} name
 * @returns {string}
 */
function pkgVersion(name) {
  let dir = path.dirname(require.resolve(name));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8'));
      if (pkg.name === name) return pkg.version;
    }
    const up = path.dirname(dir);
    if (up === dir) return 'unknown';
    dir = up;
  }
}

const argv = process.argv.slice(2);
/** @param {string} name */
const flag = (name) => argv.includes(name);
/** @param {string} name @param {number} fallback */
const option = (name, fallback) => {
  const i = argv.indexOf(name);
  const v = i >= 0 ? Number(argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
};
/** `node tools/bench/run.mjs orders`: the order-placement benchmark alone. */
const ordersMode = argv[0] === 'orders';
/** `node tools/bench/run.mjs desk`: the order-desk benchmark alone. */
const deskMode = argv[0] === 'desk';
/** `node tools/bench/run.mjs push`: the Web Push benchmark alone. */
const pushMode = argv[0] === 'push';
/** `node tools/bench/run.mjs topology`: the production-topology benchmark alone. */
const topologyMode = argv[0] === 'topology';
const onlyVisits = flag('--only-visits');
const opts = {
  skipBuild: flag('--skip-build'),
  skipApi: flag('--skip-api') || onlyVisits,
  skipOrders: flag('--skip-orders') || onlyVisits,
  skipRouterVariant: onlyVisits,
  customers: option('--customers', 50),
  ordersDurationSec: option('--orders-duration', 30),
  ordersRate: option('--orders-rate', 20),
  skipDesk: flag('--skip-desk') || onlyVisits,
  screens: option('--screens', 200),
  deskRate: option('--desk-rate', 5),
  deskDurationSec: option('--desk-duration', 20),
  skipPush: flag('--skip-push') || onlyVisits,
  pushDevices: option('--push-devices', 200),
  pushOrders: option('--push-orders', 30),
  skipTopology: flag('--skip-topology') || onlyVisits,
  topologyDurationSec: option('--topology-duration', 30),
  strict: flag('--strict'),
  runs: option('--runs', 3),
  durationSec: option('--duration', 10),
  connections: option('--connections', 10),
};

/**
 * The shopkeeper's pages the bench visits signed in, and what shows each is usable:
 * the page with the demo shop's data on it.
 * @type {{ path: string, ready: import('./first-visit.mjs').ReadyMark }[]}
 */
const SHOP_VISITS = [
  { path: '/shop/dashboard', ready: { selector: 'h1', text: 'Dashboard' } },
  // The item's name: a table cell on a desktop, a card on a phone.
  { path: '/shop/products', ready: { selector: 'strong', text: 'Masala Chai' } },
];
/**
 * The customer's storefront: a first visit from the demo shop's QR code, usable when
 * the first menu item's name is on screen.
 */
const STOREFRONT_VISIT = {
  path: '/customer/shop/SHOP-1234',
  ready: /** @type {import('./first-visit.mjs').ReadyMark} */ ({
    selector: 'h3',
    text: 'Masala Chai',
  }),
};
/** The demo shop's owner (docs/architecture.md; the dev seed makes it). */
const DEMO_OWNER = { identifier: '9876543210', password: 'demo1234' };

const TARGETS = {
  firstVisitJsBytes: 130 * 1024, // first visit to `/`: ≤ 130 KiB brotli JS
  // The landing on the mobile profile, federated ÷ one bundle:
  landingBytesRatio: 1.25,
  landingTimeRatio: 1.15,
  chainDepth: 3,
  // The shopkeeper's pages on the mobile profile, federated ÷ one bundle:
  bytesRatio: 1.1,
  timeRatio: 1.25,
  // The storefront's first visit on the mobile profile.
  storefrontJsBytes: 135 * 1024,
  storefrontRequests: 8,
  storefrontBytesRatio: 1.15,
  storefrontTimeRatio: 1.15,
  storefrontLcpMs: 1800,
  // The storefront opened again (mobile, federated): time to the list.
  storefrontRepeatMs: 600,
};

/**
 * The pages of the first/repeat table (pages.mjs): tools/budgets.json's pages, by the same names.
 * @type {{ key: string, label: string, path: string, ready: import('./first-visit.mjs').ReadyMark, signedIn?: boolean }[]}
 */
const PAGES = [
  { key: 'landing', label: 'Landing `/`', path: '/', ready: LANDING_READY },
  { key: 'storefront', label: 'Storefront', path: STOREFRONT_VISIT.path, ready: STOREFRONT_VISIT.ready },
  { key: 'dashboard', label: '`/shop/dashboard`', path: SHOP_VISITS[0].path, ready: SHOP_VISITS[0].ready, signedIn: true },
];

// ---------------------------------------------------------------- cleanup
/** @type {(() => unknown)[]} */
const cleanups = [];
/** @param {() => unknown} fn */
const onCleanup = (fn) => cleanups.push(fn);
let cleaning = null;
function cleanup() {
  cleaning ??= (async () => {
    while (cleanups.length) {
      const fn = /** @type {() => unknown} */ (cleanups.pop());
      try {
        await fn();
      } catch (e) {
        console.error(`cleanup: ${e instanceof Error ? e.message : e}`);
      }
    }
  })();
  return cleaning;
}
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    console.error(`\n${sig}: stopping everything the bench started…`);
    cleanup().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------- formatting
/** @param {number | null | undefined} n */
const kib = (n) => (n == null ? '–' : `${(n / 1024).toFixed(1)} KiB`);
/** @param {string | number} s @param {number} n */
const pad = (s, n, right = false) => (right ? String(s).padEnd(n) : String(s).padStart(n));
/** @param {string} s */
const step = (s) => console.log(`\n▶ ${s}`);
/** @param {string} s */
const info = (s) => console.log(`  ${s}`);
/** @param {number[]} xs */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// ---------------------------------------------------------------- steps
/**
 * @returns {Promise<{ ok: boolean, code: number | null, ms: number, built: Record<string, boolean>, failedTasks: string[], tail: string }>}
 */
function runBuild() {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=stream'], {
      cwd: root,
      env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group, so a stop reaches nx and the rspack processes under it
    });
    onCleanup(async () => {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-(/** @type {number} */ (child.pid)), 'SIGTERM');
        } catch {
          /* already gone */
        }
      }
    });
    let out = '';
    /** @param {Buffer | string} chunk */
    const keep = (chunk) => {
      out += chunk;
      for (const line of String(chunk).split('\n'))
        if (/compiled|error|Error|Failed|failed|Successfully/.test(line)) info(line.trim());
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', (code) => {
      // A project counts as built when its outputs were written by this run.
      /** @param {string} f */
      const fresh = (f) => existsSync(f) && statSync(f).mtimeMs >= started - 1000;
      const built = Object.fromEntries(APPS.map((a) => [a.project, fresh(path.join(root, 'dist', a.project, 'index.html'))]));
      built.api = fresh(path.join(root, 'dist/api/main.js')) && fresh(path.join(root, 'dist/api/seed.js'));
      const failedTasks = [...out.matchAll(/^\s*-\s+([\w-]+):build\s*$/gm)].map((m) => m[1]);
      resolve({
        ok: code === 0,
        code,
        ms: Date.now() - started,
        built,
        failedTasks,
        tail: out.trim().split('\n').slice(-30).join('\n'),
      });
    });
  });
}

/**
 * @param {string} url
 * @param {import('@playwright/test').Browser} browser
 * @param {number} runs
 * @param {Profile} [profile]
 * @param {{ ready?: import('./first-visit.mjs').ReadyMark, storage?: Record<string, string> }} [extra]
 * @returns {Promise<VisitSummary>}
 */
async function firstVisits(url, browser, runs, profile = PROFILES.desktop, extra = {}) {
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await measureFirstVisit(url, { browser, profile, ...extra }));
  const first = all[0];
  const encoded = all.map((r) => r.js.encoded);
  return {
    ...first,
    runs: all.length,
    landingMs: median(all.map((r) => r.landingMs)),
    landingMsRuns: all.map((r) => r.landingMs),
    lcpMs: median(all.map((r) => r.lcpMs ?? 0)),
    chainDepth: Math.max(...all.map((r) => r.chainDepth)),
    jsEncodedRuns: encoded,
    consoleErrors: [...new Set(all.flatMap((r) => r.consoleErrors))],
  };
}

/**
 * Serves a folder on a throwaway loopback port; resolves to its origin.
 * @param {string} dir
 * @param {string} [remotesFile] the remotes.json its Content-Security-Policy follows
 */
async function serveDir(dir, remotesFile) {
  const server = createStaticServer({ dir, cors: true, remotesFile });
  server.warm();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  onCleanup(() => new Promise((r) => server.close(r)));
  return { server, origin: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}` };
}

/**
 * Brotli-11 bytes of the JS bodies a visit fetched, from the files on disk (headers excluded).
 * @param {FirstVisit} visit
 * @param {Record<string, string>} originToDir
 */
function bodyBrotli(visit, originToDir) {
  let total = 0;
  for (const f of visit.js.files) {
    const u = new URL(f.url);
    const dir = originToDir[u.origin];
    const file = dir && path.join(dir, decodeURIComponent(u.pathname));
    if (file && existsSync(file)) total += brotliSize(readFileSync(file));
  }
  return total;
}

// ---------------------------------------------------------------- main
/** @type {Report} */
const report = {
  generatedAt: new Date().toISOString(),
  node: process.version,
  versions: {
    rspack: pkgVersion('@rspack/core'),
    moduleFederation: pkgVersion('@module-federation/enhanced'),
    react: pkgVersion('react'),
  },
  options: opts,
  targets: [],
  errors: [],
};
let exitCode = 0;

async function main() {
  if (ordersMode) return ordersOnly();
  if (deskMode) return deskOnly();
  if (pushMode) return pushOnly();
  if (topologyMode) return topologyOnly();
  const contractPorts = [...APPS.map((a) => a.port), API_PORT];
  step(`Checking the contract ports ${contractPorts.join(', ')}`);
  const taken = await takenPorts(contractPorts);
  if (taken.length) {
    throw new Error(
      `port${taken.length > 1 ? 's' : ''} ${taken.join(', ')} already in use: stop whatever runs there (npm start, npm run serve, e2e tests) and run the bench again`,
    );
  }
  info('free');

  // 1. Build
  if (opts.skipBuild) {
    step('Build: skipped (--skip-build), using dist/ as it is');
    report.build = { skipped: true };
  } else {
    step('Building every project for production (nx run-many -t build --parallel=2)');
    const build = await runBuild();
    report.build = { ok: build.ok, ms: build.ms, built: build.built, failedTasks: build.failedTasks };
    info(`${build.ok ? 'done' : 'FAILED'} in ${(build.ms / 1000).toFixed(1)} s`);
    if (!build.ok) {
      report.errors.push(`build failed: ${build.failedTasks.join(', ') || `exit ${build.code}`}`);
      console.error(build.tail);
      const webOk = APPS.every((a) => build.built[a.project]);
      if (!webOk) throw new Error('the browser apps did not build; nothing to measure');
      if (!build.built.api) info('the API did not build: its benchmark is skipped');
    }
  }
  const apiBuilt = report.build.skipped ? existsSync(path.join(root, 'dist/api/main.js')) : report.build.built.api;

  // 2. Sizes
  step('Sizes of every app (all JS and CSS files in dist/<app>)');
  report.sizes = {};
  for (const app of APPS) {
    const dir = path.join(root, 'dist', app.project);
    if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`dist/${app.project} is missing: run without --skip-build`);
    const s = buildSizes(dir);
    const remoteEntry = s.files.find((f) => f.file === 'remoteEntry.js') ?? null;
    report.sizes[app.project] = { ...s, remoteEntry };
  }

  // 3. Single bundle
  step('Building the landing as one non-federated bundle (tools/bench/single)');
  const single = await buildSingleBundle(singleBundleDir(root));
  report.singleBundle = /** @type {SingleBundleReport} */ ({ js: single.js, css: single.css, files: single.files });
  info(`${single.js.files} JS file, ${kib(single.js.brotli)} brotli`);

  // The production API on a seeded FerretDB: the shopkeeper's visits read it, the API benchmark
  // measures it.
  /** @type {string | null} */
  let apiOrigin = null;
  if (!apiBuilt) {
    report.errors.push('dist/api did not build: no shopkeeper visits, no API benchmark');
  } else {
    step('Starting the production API on a seeded FerretDB (throwaway folder)');
    try {
      ({ origin: apiOrigin } = await startBenchApi({ root, port: API_PORT, onCleanup, log: info }));
    } catch (e) {
      report.errors.push(`API start failed: ${(e instanceof Error ? e.message : String(e)).split('\n')[0]}`);
      console.error(e instanceof Error ? e.message : e);
    }
  }

  // 4. Browser
  const browser = await launchChromium();
  onCleanup(() => browser.close());

  step('First visit to / (Chromium, cache disabled, production servers on the contract ports)');
  let stopApps;
  await composeLocal();
  try {
    stopApps = await serveApps();
  } catch (/** @type {any} */ e) {
    throw new Error(e?.code === 'EADDRINUSE' ? `port ${e.port} was taken while the bench started: ${e.message}` : e);
  }
  onCleanup(() => stopApps());
  const originToDir = Object.fromEntries(APPS.map((a) => [`http://localhost:${a.port}`, path.join(root, 'dist', a.project)]));
  report.visits = {};
  for (const profile of Object.values(PROFILES)) {
    const visit = await firstVisits(`http://localhost:${APPS[0].port}/`, browser, opts.runs, profile);
    visit.js.bodyBrotli = bodyBrotli(visit, originToDir);
    report.visits[profile.name] = /** @type {ProfileVisits} */ ({ federated: visit });
    if (new Set(visit.jsEncodedRuns).size > 1) info(`note: JS bytes differed between runs: ${visit.jsEncodedRuns.join(', ')}`);
    info(
      `${profile.label}: ${visit.requests.js} JS files, ${kib(visit.js.encoded)} on the wire, usable at ${visit.landingMs} ms, LCP ${visit.lcpMs} ms, chain depth ${visit.chainDepth}`,
    );
  }
  const fed = report.visits.desktop.federated;
  report.firstVisit = fed;

  step('Smoke check: /, /about, /admin/categories and an unknown path render');
  report.routes = await checkRoutes(`http://localhost:${APPS[0].port}`, { browser });
  for (const r of report.routes)
    info(
      `${r.ok ? 'ok  ' : 'FAIL'} ${r.path} (${r.what})${r.error ? ` — ${r.error}` : ''}${r.consoleErrors.length ? `: ${r.consoleErrors.join(' | ')}` : ''}`,
    );
  if (!report.routes.every((r) => r.ok)) report.errors.push('a route did not render cleanly (see routes)');

  /** @type {Record<string, string> | null} local storage of a signed-in shopkeeper */
  let shopkeeperStorage = null;
  if (apiOrigin) {
    step(`The shopkeeper's first visits, signed in as the demo shop's owner (mobile profile)`);
    try {
      shopkeeperStorage = await signInDemoOwner(apiOrigin);
      report.shopVisits = {};
      for (const { path: route, ready } of SHOP_VISITS) {
        const visit = await firstVisits(`http://localhost:${APPS[0].port}${route}`, browser, opts.runs, PROFILES.mobile, {
          ready,
          storage: shopkeeperStorage,
        });
        visit.js.bodyBrotli = bodyBrotli(visit, originToDir);
        report.shopVisits[route] = /** @type {ProfileVisits} */ ({ federated: visit });
        info(
          `${route}: ${visit.requests.js} JS files, ${kib(visit.js.encoded)} on the wire, usable at ${visit.landingMs} ms, chain depth ${visit.chainDepth}${visit.consoleErrors.length ? `; console errors: ${visit.consoleErrors.join(' | ')}` : ''}`,
        );
      }
    } catch (e) {
      report.errors.push(`shopkeeper visits: ${e instanceof Error ? e.message : e}`);
      shopkeeperStorage = null;
    }
  }
  if (apiOrigin) {
    step(`The customer's first visit to ${STOREFRONT_VISIT.path} (unthrottled and mobile)`);
    try {
      report.storefront = {};
      for (const profile of Object.values(PROFILES)) {
        const visit = await firstVisits(`http://localhost:${APPS[0].port}${STOREFRONT_VISIT.path}`, browser, opts.runs, profile, {
          ready: STOREFRONT_VISIT.ready,
        });
        visit.js.bodyBrotli = bodyBrotli(visit, originToDir);
        report.storefront[profile.name] = /** @type {ProfileVisits} */ ({ federated: visit });
        info(
          `${profile.label}: ${visit.requests.js} JS files, ${kib(visit.js.encoded)} on the wire, ${visit.beforeRender.all} requests before the list, list at ${visit.landingMs} ms, LCP ${visit.lcpMs} ms${visit.consoleErrors.length ? `; console errors: ${visit.consoleErrors.join(' | ')}` : ''}`,
        );
      }
    } catch (e) {
      report.errors.push(`storefront visits: ${e instanceof Error ? e.message : e}`);
      delete report.storefront;
    }
  }
  step('The landing, the storefront and the dashboard opened again (mobile; HTTP cache, the service worker allowed)');
  report.repeatVisits = {};
  for (const page of PAGES) {
    if (!firstVisitsAt(page.path)) continue; // its first visit was not measured (no API, no sign-in)
    await measureRepeat(browser, page, `http://localhost:${APPS[0].port}${page.path}`, 'federated', shopkeeperStorage);
  }
  step("Static budgets (tools/budgets.mjs on dist/) against the federated first visits' files");
  try {
    const origins = Object.fromEntries(
      APPS.map((a) => [`http://localhost:${a.port}`, { project: a.project, dir: path.join(root, 'dist', a.project) }]),
    );
    report.budgets = budgetDrift((p) => firstVisitsAt(p)?.federated, origins);
    for (const line of driftLines(report.budgets)) info(line);
  } catch (e) {
    report.errors.push(`static budgets: ${e instanceof Error ? e.message : e}`);
  }
  await stopApps();

  step('First visit to the single bundle (same browser settings, a throwaway loopback port)');
  const singleServer = createStaticServer({ dir: single.dir });
  singleServer.warm(); // brotli up front, as serveApps() does for the federated apps
  await new Promise((resolve, reject) => {
    singleServer.once('error', reject);
    singleServer.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  onCleanup(() => new Promise((r) => singleServer.close(r)));
  const singleOrigin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (singleServer.address()).port}`;
  for (const profile of Object.values(PROFILES)) {
    const visit = await firstVisits(`${singleOrigin}/`, browser, opts.runs, profile);
    visit.js.bodyBrotli = bodyBrotli(visit, { [singleOrigin]: single.dir });
    report.visits[profile.name].single = visit;
    const f = report.visits[profile.name].federated;
    report.visits[profile.name].ratio = { bytes: f.js.encoded / visit.js.encoded, time: f.landingMs / visit.landingMs };
    info(
      `${profile.label}: ${visit.requests.js} JS file, ${kib(visit.js.encoded)} on the wire, usable at ${visit.landingMs} ms, LCP ${visit.lcpMs} ms, chain depth ${visit.chainDepth}`,
    );
  }
  const singleVisit = report.visits.desktop.single;
  report.singleBundle.firstVisit = singleVisit;
  await measureRepeat(browser, PAGES[0], `${singleOrigin}/`, 'single');

  if (shopkeeperStorage && report.shopVisits) {
    step("The shopkeeper's pages as one non-federated bundle (tools/bench/single/entry-shop.tsx)");
    try {
      const shopSingle = await buildSingleBundle(singleBundleDir(root, 'single-shop'), 'entry-shop.tsx');
      info(`${shopSingle.js.files} JS file(s), ${kib(shopSingle.js.brotli)} brotli`);
      const { origin } = await serveDir(shopSingle.dir);
      for (const { path: route, ready } of SHOP_VISITS) {
        const visit = await firstVisits(`${origin}${route}`, browser, opts.runs, PROFILES.mobile, {
          ready,
          storage: shopkeeperStorage,
        });
        visit.js.bodyBrotli = bodyBrotli(visit, { [origin]: shopSingle.dir });
        const entry = report.shopVisits[route];
        entry.single = visit;
        entry.ratio = { bytes: entry.federated.js.encoded / visit.js.encoded, time: entry.federated.landingMs / visit.landingMs };
        info(
          `${route}: ${visit.requests.js} JS file(s), ${kib(visit.js.encoded)} on the wire, usable at ${visit.landingMs} ms, chain depth ${visit.chainDepth}`,
        );
      }
      for (const page of PAGES.filter((p) => p.signedIn))
        await measureRepeat(browser, page, `${origin}${page.path}`, 'single', shopkeeperStorage);
    } catch (e) {
      report.errors.push(`shopkeeper single bundle: ${e instanceof Error ? e.message : e}`);
    }
  }

  if (report.storefront) {
    step('The storefront as one non-federated bundle (tools/bench/single/entry-storefront.tsx)');
    try {
      const storeSingle = await buildSingleBundle(singleBundleDir(root, 'single-storefront'), 'entry-storefront.tsx');
      info(`${storeSingle.js.files} JS file(s), ${kib(storeSingle.js.brotli)} brotli`);
      const { origin } = await serveDir(storeSingle.dir);
      for (const profile of Object.values(PROFILES)) {
        const visit = await firstVisits(`${origin}${STOREFRONT_VISIT.path}`, browser, opts.runs, profile, {
          ready: STOREFRONT_VISIT.ready,
        });
        visit.js.bodyBrotli = bodyBrotli(visit, { [origin]: storeSingle.dir });
        const entry = report.storefront[profile.name];
        entry.single = visit;
        entry.ratio = { bytes: entry.federated.js.encoded / visit.js.encoded, time: entry.federated.landingMs / visit.landingMs };
        info(
          `${profile.label}: ${visit.requests.js} JS file(s), ${kib(visit.js.encoded)} on the wire, ${visit.beforeRender.all} requests before the list, list at ${visit.landingMs} ms`,
        );
      }
      await measureRepeat(browser, PAGES[1], `${origin}${PAGES[1].path}`, 'single');
    } catch (e) {
      report.errors.push(`storefront single bundle: ${e instanceof Error ? e.message : e}`);
    }
  }

  report.ratio = {
    wire: fed.js.encoded / singleVisit.js.encoded,
    body: /** @type {number} */ (fed.js.bodyBrotli) / single.js.brotli,
  };

  // The two supported ways to share the router: tree-shaken (what the apps ship) and
  // whole. The shell and the static remote are rebuilt with the router shared whole and the
  // landing is measured on the mobile profile like the others.
  if (opts.skipRouterVariant) step('The router shared whole: skipped (--only-visits)');
  else await routerVariant(browser, report.visits.mobile.federated);

  // 5. API
  if (opts.skipApi) {
    step('API benchmark: skipped (--skip-api)');
    report.api = { skipped: 'skipped with --skip-api' };
  } else if (!apiOrigin) {
    step('API benchmark: skipped, the API did not start');
    report.api = { skipped: apiBuilt ? 'the API did not start' : 'dist/api did not build' };
  } else {
    step(`API benchmark (autocannon, ${opts.connections} connections, ${opts.durationSec} s per endpoint)`);
    try {
      report.api = await benchApi({
        origin: apiOrigin,
        connections: opts.connections,
        durationSec: opts.durationSec,
        log: info,
      });
      for (const [ep, r] of Object.entries(report.api.endpoints)) {
        if (r.non2xx || r.errors) report.errors.push(`${ep}: ${r.non2xx} non-2xx answers, ${r.errors} errors under load`);
      }
    } catch (e) {
      report.api = { error: e instanceof Error ? e.message : String(e) };
      report.errors.push(`API benchmark failed: ${report.api.error.split('\n')[0]}`);
    }
  }

  // 5b. Placing orders: an API and a database of its own (it kills its API).
  if (opts.skipApi || opts.skipOrders) report.orders = { skipped: 'skipped with --skip-api or --skip-orders' };
  else if (!apiBuilt) report.orders = { skipped: 'dist/api did not build' };
  else await runOrders();

  // 5c. The order desk: a redis-server, two API instances and a database of its own.
  if (opts.skipApi || opts.skipDesk) report.desk = { skipped: 'skipped with --skip-api or --skip-desk' };
  else if (!apiBuilt) report.desk = { skipped: 'dist/api did not build' };
  else await runDesk();

  // 5d. Order alerts by Web Push: an API, a database and a push service stand-in of its own.
  if (opts.skipApi || opts.skipPush) report.push = { skipped: 'skipped with --skip-api or --skip-push' };
  else if (!apiBuilt) report.push = { skipped: 'dist/api did not build' };
  else await runPush();

  // 5e. The production topology: FerretDB, Redis, API instances and Caddy of its own (it kills and rolls its instances).
  if (opts.skipApi || opts.skipTopology) report.topology = { skipped: 'skipped with --skip-api or --skip-topology' };
  else if (!apiBuilt) report.topology = { skipped: 'dist/api did not build' };
  else await runTopology();

  // 6. Targets
  report.targets = [
    {
      name: 'First visit to / (brotli JS on the wire)',
      limit: `≤ ${kib(TARGETS.firstVisitJsBytes)}`,
      value: kib(fed.js.encoded),
      pass: fed.js.encoded <= TARGETS.firstVisitJsBytes,
    },
  ];
  const m = report.visits.mobile;
  report.targets.push(
    {
      name: 'Mobile: federated ÷ one bundle, bytes on the wire',
      limit: `≤ ${TARGETS.landingBytesRatio}×`,
      value: `${m.ratio.bytes.toFixed(2)}×`,
      pass: m.ratio.bytes <= TARGETS.landingBytesRatio,
    },
    {
      name: 'Mobile: federated ÷ one bundle, time until usable',
      limit: `≤ ${TARGETS.landingTimeRatio}×`,
      value: `${m.ratio.time.toFixed(2)}×`,
      pass: m.ratio.time <= TARGETS.landingTimeRatio,
    },
    {
      name: 'Mobile: request chain depth (federated)',
      limit: `≤ ${TARGETS.chainDepth}`,
      value: String(m.federated.chainDepth),
      pass: m.federated.chainDepth <= TARGETS.chainDepth,
    },
  );
  // The shopkeeper's signed-in first visits.
  for (const [route, v] of Object.entries(report.shopVisits ?? {})) {
    if (!v.ratio) continue;
    report.targets.push(
      {
        name: `Mobile ${route}: federated ÷ one bundle, bytes`,
        limit: `≤ ${TARGETS.bytesRatio}×`,
        value: `${v.ratio.bytes.toFixed(2)}×`,
        pass: v.ratio.bytes <= TARGETS.bytesRatio,
      },
      {
        name: `Mobile ${route}: federated ÷ one bundle, time`,
        limit: `≤ ${TARGETS.timeRatio}×`,
        value: `${v.ratio.time.toFixed(2)}×`,
        pass: v.ratio.time <= TARGETS.timeRatio,
      },
      {
        name: `Mobile ${route}: request chain depth`,
        limit: `≤ ${TARGETS.chainDepth}`,
        value: String(v.federated.chainDepth),
        pass: v.federated.chainDepth <= TARGETS.chainDepth,
      },
    );
  }
  storefrontTargets();
  if (report.orders?.steady) report.targets.push(...orderTargets(report.orders));
  if (report.desk?.alerts) report.targets.push(...deskTargets(report.desk));
  if (report.push?.latencyMs) report.targets.push(...pushTargets(report.push));
  if (report.topology?.kill) report.targets.push(...topologyTargets(report.topology));
}

/**
 * The router shared whole: the shell and the static remote rebuilt that way, the landing visited
 * on the mobile profile (report.routerShare).
 * @param {import('@playwright/test').Browser} browser
 * @param {VisitSummary} shaken the landing's federated first visit (mobile), the router tree-shaken
 */
async function routerVariant(browser, shaken) {
  step('The router shared whole instead of tree-shaken (shell + static remote rebuilt in tmp/bench)');
  try {
    const variant = await buildRouterVariant({ root, share: 'whole' });
    const staticServed = await serveDir(variant.dirs['mfe-static']);
    const staticInfo = JSON.parse(readFileSync(path.join(variant.dirs['mfe-static'], 'remote.json'), 'utf8'));
    variant.writeManifest({ mfe_static: { entry: `${staticServed.origin}/remoteEntry.js`, remote: staticInfo } });
    const shellServed = await serveDir(variant.dirs.shell, path.join(variant.dirs.shell, 'remotes.json'));
    const visit = await firstVisits(`${shellServed.origin}/`, browser, opts.runs, PROFILES.mobile);
    report.routerShare = {
      'tree-shaken': { bytes: shaken.js.encoded, usableMs: shaken.landingMs },
      whole: { bytes: visit.js.encoded, usableMs: visit.landingMs },
    };
    info(`whole: ${kib(visit.js.encoded)} on the wire, usable at ${visit.landingMs} ms (mobile)`);
  } catch (e) {
    report.errors.push(`router variant: ${e instanceof Error ? e.message : e}`);
  }
}

/**
 * The federated build's first visits (mobile) of a path that PAGES lists, with the one bundle's.
 * @param {string} pagePath
 * @returns {ProfileVisits | undefined}
 */
function firstVisitsAt(pagePath) {
  if (pagePath === '/') return report.visits?.mobile;
  if (pagePath === STOREFRONT_VISIT.path) return report.storefront?.mobile;
  return report.shopVisits?.[pagePath];
}

/**
 * A page of PAGES opened again (pages.mjs repeatVisits) into report.repeatVisits: the federated
 * build with its service worker allowed, the one bundle with the HTTP cache alone (it has none).
 * @param {import('@playwright/test').Browser} browser
 * @param {(typeof PAGES)[number]} page
 * @param {string} url
 * @param {'federated' | 'single'} build
 * @param {Record<string, string> | null} [storage] a signed-in shopkeeper's local storage, for a `signedIn` page
 */
async function measureRepeat(browser, page, url, build, storage = null) {
  if (page.signedIn && !storage) return;
  try {
    const visit = await repeatVisits(url, browser, opts.runs, {
      ready: page.ready,
      // Only a signed-in page: the shell sends a signed-in shopkeeper from / and the storefront to the shop.
      ...(page.signedIn && storage ? { storage } : {}),
      serviceWorker: build === 'federated',
    });
    (report.repeatVisits ??= {})[page.key] = { ...report.repeatVisits?.[page.key], [build]: visit };
    info(`${page.path} again, ${build === 'federated' ? 'federated' : 'one bundle'}: ${repeatLine(visit)}`);
  } catch (e) {
    report.errors.push(`repeat visit to ${page.path} (${build}): ${e instanceof Error ? e.message : e}`);
  }
}

/** Step 6: the order-placement benchmark (tools/bench/orders-load.mjs) into report.orders. */
async function runOrders() {
  step(
    `Placing orders: ${opts.customers} customers × ${opts.ordersDurationSec} s (closed loop), ${opts.ordersRate} orders/s over ${opts.customers} customers (open loop), then the closed loop with the API killed half way (tools/bench/orders-load.mjs)`,
  );
  try {
    report.orders = await benchOrders({
      root,
      onCleanup,
      log: info,
      customers: opts.customers,
      durationSec: opts.ordersDurationSec,
      ratePerSec: opts.ordersRate,
    });
    const { steady, rate, fault } = report.orders;
    for (const [name, run] of Object.entries({ steady, ...(rate ? { rate } : {}), fault }))
      info(`${name}: ${run.load.acknowledged} acknowledged, ${run.load.ordersPerSec} orders/s, p99 ${run.load.latencyMs.p99} ms`);
  } catch (e) {
    report.orders = { error: e instanceof Error ? e.message : String(e) };
    report.errors.push(`order benchmark failed: ${report.orders.error.split('\n')[0]}`);
  }
}

/** Step 7: the order-desk benchmark (tools/bench/order-desk.mjs) into report.desk. */
async function runDesk() {
  step(
    `The order desk: ${opts.screens} screens on 2 API instances with Redis, orders at ${opts.deskRate}/s for ${opts.deskDurationSec} s; the list at 1,000 and 10,000 orders (tools/bench/order-desk.mjs)`,
  );
  try {
    report.desk = await benchDesk({
      root,
      onCleanup,
      log: info,
      screens: opts.screens,
      ratePerSec: opts.deskRate,
      durationSec: opts.deskDurationSec,
    });
    report.errors.push(...report.desk.errors);
    const { all } = report.desk.alerts;
    info(`alerts: ${all.received}/${all.expected} events, p99 ${all.latencyMs.p99} ms, missed ${all.missed}`);
  } catch (e) {
    report.desk = { error: e instanceof Error ? e.message : String(e) };
    report.errors.push(`order-desk benchmark failed: ${report.desk.error.split('\n')[0]}`);
  }
}

/** Step 8: the Web Push benchmark (tools/bench/push.mjs) into report.push. */
async function runPush() {
  step(
    `Order alerts by Web Push: ${opts.pushDevices} devices of the demo shop, ${opts.pushOrders} orders one at a time, a local push service (tools/bench/push.mjs)`,
  );
  try {
    report.push = await benchPush({ root, onCleanup, log: info, devices: opts.pushDevices, orders: opts.pushOrders });
    const p = report.push;
    info(`pushes: ${p.pushes.received}/${p.pushes.expected}, p50 ${p.latencyMs.p50} ms, p99 ${p.latencyMs.p99} ms`);
  } catch (e) {
    report.push = { error: e instanceof Error ? e.message : String(e) };
    report.errors.push(`Web Push benchmark failed: ${report.push.error.split('\n')[0]}`);
  }
}

/** Step 9: the production topology's proofs (tools/bench/topology.mjs) into report.topology. */
async function runTopology() {
  step(
    `The production topology: 2 API instances behind Caddy (HTTPS), ${opts.customers} customers × ${opts.topologyDurationSec} s with an instance SIGKILLed, then a rolling restart; 20 desks in one Chromium (tools/bench/topology.mjs)`,
  );
  try {
    report.topology = await benchTopology({
      onCleanup,
      log: info,
      customers: opts.customers,
      durationSec: opts.topologyDurationSec,
    });
    for (const t of topologyTargets(report.topology))
      info(`${t.pass ? 'held' : 'FAILED'}: ${t.name}${t.pass ? '' : `: ${t.value}`}`);
  } catch (e) {
    report.topology = { error: e instanceof Error ? e.message : String(e) };
    report.errors.push(`production-topology benchmark failed: ${report.topology.error.split('\n')[0]}`);
  }
}

/** `node tools/bench/run.mjs topology`: build every project (unless --skip-build), then step 9 alone. */
async function topologyOnly() {
  if (opts.skipBuild) step('Build: skipped (--skip-build), using dist/ as it is');
  else {
    step('Building every project for production (nx run-many -t build --parallel=2)');
    const build = await runBuild();
    if (!build.ok) throw new Error(`the build failed: ${build.failedTasks.join(', ') || `exit ${build.code}`}`);
  }
  await runTopology();
  if (report.topology?.kill) report.targets.push(...topologyTargets(report.topology));
}

/** `node tools/bench/run.mjs push`: build the API (unless --skip-build), then step 8 alone. */
async function pushOnly() {
  await buildApiOnly();
  await runPush();
  if (report.push?.latencyMs) report.targets.push(...pushTargets(report.push));
}

/** `node tools/bench/run.mjs desk`: build the API (unless --skip-build), then step 7 alone. */
async function deskOnly() {
  await buildApiOnly();
  await runDesk();
  if (report.desk?.alerts) report.targets.push(...deskTargets(report.desk));
}

/** `node tools/bench/run.mjs orders`, `desk` and `push`: `nx build api` unless --skip-build; dist/api must be there. */
async function buildApiOnly() {
  if (opts.skipBuild) step('Build: skipped (--skip-build), using dist/api as it is');
  else {
    step('Building the API for production (nx build api)');
    const code = await new Promise((resolve) => {
      const child = spawn('npx', ['nx', 'build', 'api', '--outputStyle=stream'], {
        cwd: root,
        env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: '0' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child.on('exit', resolve);
    });
    if (code !== 0) throw new Error(`nx build api exited with ${code}`);
  }
  if (!existsSync(path.join(root, 'dist/api/main.js'))) throw new Error('dist/api is missing: run without --skip-build');
}

/** `node tools/bench/run.mjs orders`: build the API (unless --skip-build), then step 6 alone. */
async function ordersOnly() {
  await buildApiOnly();
  await runOrders();
  if (report.orders?.steady) report.targets.push(...orderTargets(report.orders));
}

/** The storefront's first visit on the mobile profile, and its repeat visit. */
function storefrontTargets() {
  const m = report.storefront?.mobile;
  if (!m) return;
  report.targets.push(
    {
      name: 'Mobile storefront: JS on the wire (brotli)',
      limit: `≤ ${kib(TARGETS.storefrontJsBytes)}`,
      value: kib(m.federated.js.encoded),
      pass: m.federated.js.encoded <= TARGETS.storefrontJsBytes,
    },
    {
      name: 'Mobile storefront: requests before the list',
      limit: `≤ ${TARGETS.storefrontRequests}`,
      value: String(m.federated.beforeRender.all),
      pass: m.federated.beforeRender.all <= TARGETS.storefrontRequests,
    },
    {
      name: 'Mobile storefront: LCP',
      limit: `≤ ${TARGETS.storefrontLcpMs} ms`,
      value: m.federated.lcpMs ? `${m.federated.lcpMs} ms` : '–',
      pass: m.federated.lcpMs != null && m.federated.lcpMs <= TARGETS.storefrontLcpMs,
    },
  );
  const again = report.repeatVisits?.storefront?.federated;
  if (again)
    report.targets.push({
      name: `Mobile storefront opened again: time to the list${again.repeat.serviceWorker === 'none' ? ' (HTTP cache only, no service worker)' : ''}`,
      limit: `≤ ${TARGETS.storefrontRepeatMs} ms`,
      value: `${again.landingMs} ms`,
      pass: again.landingMs <= TARGETS.storefrontRepeatMs,
    });
  if (!m.ratio) return;
  report.targets.push(
    {
      name: 'Mobile storefront: federated ÷ one bundle, bytes',
      limit: `≤ ${TARGETS.storefrontBytesRatio}×`,
      value: `${m.ratio.bytes.toFixed(2)}×`,
      pass: m.ratio.bytes <= TARGETS.storefrontBytesRatio,
    },
    {
      name: 'Mobile storefront: federated ÷ one bundle, time to the list',
      limit: `≤ ${TARGETS.storefrontTimeRatio}×`,
      value: `${m.ratio.time.toFixed(2)}×`,
      pass: m.ratio.time <= TARGETS.storefrontTimeRatio,
    },
  );
}

/**
 * Signs in as the demo shop's owner; answers the local storage a signed-in browser holds.
 * @param {string} origin the API
 * @returns {Promise<Record<string, string>>}
 */
async function signInDemoOwner(origin) {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_OWNER),
  });
  const body = /** @type {{ token?: string, shop?: { category_id?: string | null } | null }} */ (
    await res.json().catch(() => ({}))
  );
  if (!res.ok || !body.token) throw new Error(`the demo owner could not sign in: ${res.status} ${JSON.stringify(body)}`);
  /** @type {Record<string, string>} */
  const entries = { token: body.token };
  if (body.shop?.category_id) entries.shopType = body.shop.category_id;
  return entries;
}

function printReport() {
  const r = report;
  const line = '─'.repeat(96);
  console.log(
    `\n${line}\nChowk bench · ${r.generatedAt} · Node ${r.node} · Rspack ${r.versions.rspack} · Module Federation ${r.versions.moduleFederation}\n${line}`,
  );

  if (r.sizes) {
    console.log('\nApp sizes (every JS and CSS file in dist/<app>; gzip -9, brotli -11)');
    console.log(
      `${pad('app', 16, true)}${pad('JS files', 9)}${pad('JS raw', 12)}${pad('JS gzip', 12)}${pad('JS brotli', 12)}${pad('CSS raw', 11)}${pad('CSS gzip', 10)}${pad('CSS br', 10)}${pad('total br', 12)}${pad('remoteEntry br', 16)}`,
    );
    for (const [app, s] of Object.entries(r.sizes)) {
      console.log(
        `${pad(app, 16, true)}${pad(s.js.files, 9)}${pad(kib(s.js.raw), 12)}${pad(kib(s.js.gzip), 12)}${pad(kib(s.js.brotli), 12)}${pad(kib(s.css.raw), 11)}${pad(kib(s.css.gzip), 10)}${pad(kib(s.css.brotli), 10)}${pad(kib(s.total.brotli), 12)}${pad(s.remoteEntry ? kib(s.remoteEntry.brotli) : '–', 16)}`,
      );
    }
    console.log(
      "  (a remote's dist also holds its standalone main.js and the fallbacks of every shared module; a visit loads only what it needs)",
    );
  }
  if (r.firstVisit) {
    const f = r.firstVisit;
    console.log(`\nFirst visit to / (Chromium, cache disabled; median of ${f.runs} runs)`);
    console.log(
      `  JS transferred: ${kib(f.js.encoded)} (${f.js.encoded} B on the wire, brotli + headers; bodies alone ${kib(f.js.bodyBrotli)}), ${kib(f.js.decoded)} raw`,
    );
    console.log(
      `  requests before the landing rendered: ${f.beforeRender.all} (${f.beforeRender.js} JS); whole visit: ${f.requests.all} (${f.requests.js} JS)`,
    );
    console.log(`  landing rendered ("I'm a Shopkeeper" visible) at ${f.landingMs} ms  [runs: ${f.landingMsRuns.join(', ')} ms]`);
    for (const file of f.js.files)
      console.log(
        `    ${pad(kib(file.encoded), 11)} ${pad(kib(file.decoded), 11)}  ${file.beforeRender ? '' : '(after render) '}${file.url}`,
      );
    if (f.consoleErrors.length) console.log(`  console errors: ${f.consoleErrors.join(' | ')}`);
  }
  if (r.visits?.mobile?.single) {
    console.log('\nFirst visits to / by profile (median usable time and LCP, deepest chain):');
    for (const row of visitRows())
      console.log(
        `  ${pad(row[0], 34, true)}${row
          .slice(1)
          .map((c) => pad(c, 16))
          .join('')}`,
      );
  }
  if (r.shopVisits && Object.keys(r.shopVisits).length) {
    console.log("\nThe shopkeeper's first visits, signed in (mobile profile; median usable time):");
    for (const row of shopVisitRows())
      console.log(
        `  ${pad(row[0], 34, true)}${row
          .slice(1)
          .map((c) => pad(c, 16))
          .join('')}`,
      );
  }
  if (r.storefront && Object.keys(r.storefront).length) {
    console.log(`\nThe customer's first visit to ${STOREFRONT_VISIT.path} (median time to the product list):`);
    for (const row of storefrontRows())
      console.log(
        `  ${pad(row[0], 34, true)}${row
          .slice(1)
          .map((c) => pad(c, 16))
          .join('')}`,
      );
  }
  if (r.repeatVisits && Object.keys(r.repeatVisits).length) {
    console.log('\nFirst and repeat visits, federated and one bundle (mobile profile; median times):');
    for (const row of pageRows(pageFigures()))
      console.log(
        `  ${pad(row[0], 48, true)}${row
          .slice(1)
          .map((c) => pad(c, 22))
          .join('')}`,
      );
    for (const [key, pair] of Object.entries(r.repeatVisits))
      for (const [build, v] of Object.entries(pair)) if (v) console.log(`  ${key} again, ${build}: ${repeatLine(v)}`);
  }
  if (r.budgets) {
    console.log('\nStatic budgets (tools/budgets.mjs on dist/) against the federated first visits (mobile):');
    for (const line of driftLines(r.budgets)) console.log(`  ${line}`);
  }
  if (r.routerShare)
    console.log(
      `\nRouter shared tree-shaken: ${kib(r.routerShare['tree-shaken'].bytes)}, usable at ${r.routerShare['tree-shaken'].usableMs} ms; shared whole: ${kib(r.routerShare.whole.bytes)}, usable at ${r.routerShare.whole.usableMs} ms (mobile)`,
    );
  if (r.routes)
    console.log(
      `\nRoutes (production build in Chromium): ${r.routes.map((x) => `${x.path}${x.what !== 'page' ? ` [${x.what}]` : ''} ${x.ok ? 'ok' : 'FAIL'}`).join(', ')}`,
    );
  if (r.singleBundle?.firstVisit) {
    const s = r.singleBundle;
    console.log('\nThe same landing as one non-federated bundle (tools/bench/single)');
    console.log(
      `  JS: ${kib(s.js.raw)} raw, ${kib(s.js.gzip)} gzip, ${kib(s.js.brotli)} brotli; on the wire ${kib(s.firstVisit.js.encoded)}; landing at ${s.firstVisit.landingMs} ms with ${s.firstVisit.beforeRender.all} requests`,
    );
    const ratio = /** @type {NonNullable<Report['ratio']>} */ (r.ratio); // set with the single bundle's visits
    console.log(`  federated ÷ single: ${ratio.wire.toFixed(2)}× on the wire, ${ratio.body.toFixed(2)}× brotli bodies`);
  }
  if (r.api) {
    console.log('\nAPI (production build on FerretDB, autocannon)');
    if (r.api.endpoints) {
      console.log(`  ${r.api.connections} connections, ${r.api.durationSec} s per endpoint after a 2 s warm-up`);
      for (const [ep, e] of Object.entries(r.api.endpoints)) {
        console.log(
          `  GET ${pad(ep, 18, true)} ${pad(e.requestsPerSec, 6)} req/s   p50 ${e.latencyMs.p50} ms   p99 ${e.latencyMs.p99} ms   (${e.totalRequests} requests, ${e.items ?? '?'} items, non-2xx ${e.non2xx}, errors ${e.errors})`,
        );
      }
    } else console.log(`  ${r.api.skipped ?? `FAILED: ${r.api.error}`}`);
  }
  if (r.orders) {
    console.log('\nPlacing orders: POST /api/orders (production build on FerretDB; tools/bench/orders-load.mjs)');
    if (r.orders.steady) for (const l of ordersReportLines(r.orders)) console.log(`  ${l}`);
    else console.log(`  ${r.orders.skipped ?? `FAILED: ${r.orders.error}`}`);
  }
  if (r.desk) {
    console.log(
      '\nThe order desk: alerts over 2 API instances with Redis, the list at 1,000 and 10,000 orders (tools/bench/order-desk.mjs)',
    );
    if (r.desk.alerts) for (const l of deskReportLines(r.desk)) console.log(`  ${l}`);
    else console.log(`  ${r.desk.skipped ?? `FAILED: ${r.desk.error}`}`);
  }
  if (r.push) {
    console.log("\nOrder alerts by Web Push: 1 API, the demo shop's devices, a local push service (tools/bench/push.mjs)");
    if (r.push.latencyMs) for (const l of pushReportLines(r.push)) console.log(`  ${l}`);
    else console.log(`  ${r.push.skipped ?? `FAILED: ${r.push.error}`}`);
  }
  if (r.topology) {
    console.log(
      '\nThe production topology: Caddy (HTTPS, HTTP/2) in front of 2 supervised API instances, Redis, FerretDB (tools/bench/topology.mjs)',
    );
    if (r.topology.kill) for (const l of topologyReportLines(r.topology)) console.log(`  ${l}`);
    else console.log(`  ${r.topology.skipped ?? `FAILED: ${r.topology.error}`}`);
  }
  if (r.targets.length) {
    console.log(
      `\nTargets (${ordersMode ? 'placing orders' : deskMode ? 'the order desk' : pushMode ? 'Web Push alerts' : topologyMode ? 'the production topology' : 'sizes, first visits, API, orders, order desk, Web Push alerts, production topology'})`,
    );
    for (const t of r.targets)
      console.log(`  ${t.pass ? 'PASS' : 'FAIL'}  ${pad(t.name, 48, true)} ${pad(t.value, 11)}  (target ${t.limit})`);
  }
  if (r.errors.length) console.log(`\nProblems:\n${r.errors.map((e) => `  - ${e}`).join('\n')}`);
  if (r.sizes) console.log(`\nMarkdown for docs/benchmarks.md:\n\n${markdown()}`);
  else if (ordersMode && r.orders?.steady)
    console.log(`\nMarkdown for docs/benchmarks.md:\n\n${ordersMarkdown(r.orders).join('\n')}`);
  else if (deskMode && r.desk?.alerts)
    console.log(`\nMarkdown for docs/benchmarks.md:\n\n${[...deskMarkdown(r.desk), '', ...targetRows()].join('\n')}`);
  else if (pushMode && r.push?.latencyMs)
    console.log(`\nMarkdown for docs/benchmarks.md:\n\n${[...pushMarkdown(r.push), '', ...targetRows()].join('\n')}`);
  else if (topologyMode && r.topology?.kill)
    console.log(`\nMarkdown for docs/benchmarks.md:\n\n${[...topologyMarkdown(r.topology), '', ...targetRows()].join('\n')}`);
}

/** Rows of the by-profile table: label, then federated/one-bundle for each profile. */
function visitRows() {
  const v = /** @type {Record<string, ProfileVisits>} */ (report.visits);
  const cols = ['desktop', 'mobile'].flatMap((p) => [v[p].federated, v[p].single]);
  return [
    ['', 'Federated', 'One bundle', 'Federated', 'One bundle'],
    ['JS on the wire (brotli)', ...cols.map((c) => kib(c.js.encoded))],
    ['Time until usable', ...cols.map((c) => `${c.landingMs} ms`)],
    ['LCP', ...cols.map((c) => (c.lcpMs ? `${c.lcpMs} ms` : '–'))],
    ['Request chain depth', ...cols.map((c) => String(c.chainDepth))],
    ['Requests before usable (JS)', ...cols.map((c) => `${c.beforeRender.all} (${c.beforeRender.js})`)],
  ];
}

/** Rows of the shopkeeper table: label, then federated/one-bundle for each page. */
function shopVisitRows() {
  const v = Object.entries(report.shopVisits ?? {});
  /** @param {(x: VisitSummary) => string} f @returns {string[]} */
  const cells = (f) => v.flatMap(([, x]) => [f(x.federated), x.single ? f(x.single) : '–']);
  return [
    ['', ...v.flatMap(([route]) => [`${route} fed.`, 'one bundle'])],
    ['JS on the wire (brotli)', ...cells((c) => kib(c.js.encoded))],
    ['Time until usable', ...cells((c) => `${c.landingMs} ms`)],
    ['Request chain depth', ...cells((c) => String(c.chainDepth))],
    ['Requests before usable (JS)', ...cells((c) => `${c.beforeRender.all} (${c.beforeRender.js})`)],
  ];
}

/**
 * The pages of the first/repeat table, with what was measured of each.
 * @returns {import('./pages.mjs').PageFigures[]}
 */
function pageFigures() {
  return PAGES.map((p) => ({
    label: p.label,
    first: firstVisitsAt(p.path),
    repeat: report.repeatVisits?.[p.key],
    drift: report.budgets?.[p.key],
  }));
}

/** Rows of the storefront table: label, then federated/one-bundle for each profile. */
function storefrontRows() {
  const v = Object.entries(report.storefront ?? {});
  /** @param {(x: VisitSummary) => string} f @returns {string[]} */
  const cells = (f) => v.flatMap(([, x]) => [f(x.federated), x.single ? f(x.single) : '–']);
  /** @param {string} name */
  const label = (name) => (name === 'mobile' ? 'mobile' : 'unthrottled');
  return [
    ['', ...v.flatMap(([name]) => [`Federated, ${label(name)}`, `One bundle, ${label(name)}`])],
    ['JS on the wire (brotli)', ...cells((c) => kib(c.js.encoded))],
    ['Time to the product list', ...cells((c) => `${c.landingMs} ms`)],
    ['LCP', ...cells((c) => (c.lcpMs ? `${c.lcpMs} ms` : '–'))],
    ['Requests before the list (JS)', ...cells((c) => `${c.beforeRender.all} (${c.beforeRender.js})`)],
    ['Request chain depth', ...cells((c) => String(c.chainDepth))],
  ];
}

function markdown() {
  const r = report;
  const out = [`### Benchmark (\`npm run bench\`, ${r.generatedAt.slice(0, 10)})`, ''];
  if (r.sizes) {
    out.push(
      '| App | JS raw | JS gzip | JS brotli | CSS raw | CSS gzip | CSS brotli | remoteEntry.js brotli |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const [app, s] of Object.entries(r.sizes))
      out.push(
        `| ${app} | ${kib(s.js.raw)} | ${kib(s.js.gzip)} | ${kib(s.js.brotli)} | ${kib(s.css.raw)} | ${kib(s.css.gzip)} | ${kib(s.css.brotli)} | ${s.remoteEntry ? kib(s.remoteEntry.brotli) : '–'} |`,
      );
    out.push('');
  }
  if (r.visits?.mobile?.single) {
    const [head, ...rows] = visitRows();
    out.push(
      `| First visit to \`/\` (Chromium, cache disabled) | ${head
        .slice(1, 3)
        .map((h) => `${h}, unthrottled`)
        .join(' | ')} | ${head
        .slice(3)
        .map((h) => `${h}, mobile`)
        .join(' | ')} |`,
      '|---|---:|---:|---:|---:|',
      ...rows.map((row) => `| ${row.join(' | ')} |`),
      '',
      `Mobile profile: CPU 4× slower, 150 ms round trip, 1.6 Mbps down. Federated ÷ one bundle on it: **${r.visits.mobile.ratio.bytes.toFixed(2)}×** bytes, **${r.visits.mobile.ratio.time.toFixed(2)}×** time until usable.`,
      '',
    );
  }
  if (r.shopVisits && Object.keys(r.shopVisits).length) {
    const [head, ...rows] = shopVisitRows();
    out.push(
      ...markdownTable(
        [
          "Shopkeeper's first visit, signed in (mobile)",
          ...head.slice(1).map((h) => (h === 'one bundle' ? 'One bundle' : `Federated \`${h.replace(' fed.', '')}\``)),
        ],
        rows,
      ),
      '',
      ...Object.entries(r.shopVisits)
        .filter(([, x]) => x.ratio)
        .map(
          ([route, x]) =>
            `\`${route}\`: federated ÷ one bundle **${x.ratio.bytes.toFixed(2)}×** bytes, **${x.ratio.time.toFixed(2)}×** time until usable.`,
        ),
      '',
    );
  }
  if (r.storefront && Object.keys(r.storefront).length) {
    const [head, ...rows] = storefrontRows();
    out.push(...markdownTable([`Customer's first visit to \`${STOREFRONT_VISIT.path}\``, ...head.slice(1)], rows), '');
  }
  if (r.repeatVisits && Object.keys(r.repeatVisits).length) out.push(...pageMarkdown(pageFigures()), '');
  if (r.budgets) out.push(...driftLines(r.budgets).map((l) => `- ${l}`), '');
  if (r.routerShare) {
    out.push(
      '| Router shared (mobile, first visit to `/`) | JS on the wire | Usable after |',
      '|---|---:|---:|',
      `| tree-shaken (Module Federation shared tree shaking, kept) | ${kib(r.routerShare['tree-shaken'].bytes)} | ${r.routerShare['tree-shaken'].usableMs} ms |`,
      `| whole package | ${kib(r.routerShare.whole.bytes)} | ${r.routerShare.whole.usableMs} ms |`,
      '',
    );
  }
  if (r.api?.endpoints) {
    out.push(
      `| API (production, FerretDB, ${r.api.connections} connections × ${r.api.durationSec} s) | req/s | p99 |`,
      '|---|---:|---:|',
    );
    for (const [ep, e] of Object.entries(r.api.endpoints))
      out.push(`| \`GET ${ep}\` | ${e.requestsPerSec} | ${e.latencyMs.p99} ms |`);
    out.push('');
  }
  if (r.orders?.steady) out.push(...ordersMarkdown(r.orders), '');
  if (r.desk?.alerts) out.push(...deskMarkdown(r.desk), '');
  if (r.push?.latencyMs) out.push(...pushMarkdown(r.push), '');
  if (r.topology?.kill) out.push(...topologyMarkdown(r.topology), '');
  out.push(...targetRows());
  return out.join('\n');
}

/** The targets as a Markdown table (none: no lines). */
function targetRows() {
  if (!report.targets.length) return [];
  return [
    '| Target | Measured | Result |',
    '|---|---:|---|',
    ...report.targets.map((t) => `| ${t.name} ${t.limit} | ${t.value} | ${t.pass ? 'PASS' : 'FAIL'} |`),
  ];
}

try {
  await main();
} catch (e) {
  report.errors.push(e instanceof Error ? e.message : String(e));
  exitCode = 1;
} finally {
  await cleanup();
}
printReport();
if (report.sizes) {
  mkdirSync(path.join(root, 'tmp'), { recursive: true });
  writeFileSync(path.join(root, 'tmp/bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nFigures written to tmp/bench.json');
} else if (ordersMode && report.orders?.steady) {
  mkdirSync(path.join(root, 'tmp'), { recursive: true });
  writeFileSync(path.join(root, 'tmp/bench-orders.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nFigures written to tmp/bench-orders.json');
} else if (deskMode && report.desk?.alerts) {
  mkdirSync(path.join(root, 'tmp'), { recursive: true });
  writeFileSync(path.join(root, 'tmp/bench-desk.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nFigures written to tmp/bench-desk.json');
} else if (pushMode && report.push?.latencyMs) {
  mkdirSync(path.join(root, 'tmp'), { recursive: true });
  writeFileSync(path.join(root, 'tmp/bench-push.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nFigures written to tmp/bench-push.json');
} else if (topologyMode && report.topology?.kill) {
  mkdirSync(path.join(root, 'tmp'), { recursive: true });
  writeFileSync(path.join(root, 'tmp/bench-topology.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nFigures written to tmp/bench-topology.json');
} else console.log('\nNothing was measured; tmp/bench.json is left as it was.');
if (report.errors.length) exitCode = 1;
if (opts.strict && report.targets.some((t) => !t.pass)) exitCode = 1;
process.exit(exitCode);
