// The three first visits the budgets cover (tools/budgets.json: the landing, the storefront,
// the shop dashboard) on the mobile profile, for run.mjs: their repeat visits (the page opened
// again once the first visit settled, HTTP cache on, the federated build's service worker
// allowed), one table of first and repeat visits with federated and one bundle side by side,
// and each page's static budget total (tools/budgets.mjs, read from dist/ without a browser)
// against the files Chromium fetched on the federated first visit, so drift between the two
// shows file by file.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkBudgets } from '../budgets.mjs';
import { measureRepeatVisit, PROFILES } from './first-visit.mjs';
import { brotliSize } from './sizes.mjs';
import { markdownTable } from './support.mjs';

/** @typedef {import('./first-visit.mjs').FirstVisit} FirstVisit */
/** @typedef {import('./first-visit.mjs').RepeatVisit} RepeatVisit */
/** @typedef {import('./first-visit.mjs').ReadyMark} ReadyMark */
/** @typedef {RepeatVisit & { runs: number, landingMsRuns: number[], jsEncodedRuns: number[] }} RepeatSummary */
/** @typedef {{ federated?: RepeatSummary, single?: RepeatSummary }} RepeatPair */
/** @typedef {{ federated: FirstVisit, single?: FirstVisit }} FirstPair */

/**
 * A page's static budget against its federated first visit.
 * @typedef {object} BudgetDrift
 * @property {string} path
 * @property {number} budgetBytes
 * @property {number} staticBytes  tools/budgets.mjs's total (brotli 11 of the files its model counts)
 * @property {number | null} measuredBytes  brotli 11 of the JS files the first visit fetched (null: not measured)
 * @property {{ file: string, bytes: number }[]} notCounted  fetched, but not in the static model
 * @property {{ file: string, bytes: number }[]} notFetched  in the static model, but not fetched
 */

/**
 * One page of the table.
 * @typedef {{ label: string, first?: FirstPair, repeat?: RepeatPair, drift?: BudgetDrift }} PageFigures
 */

/** @param {number | null | undefined} n */
const kib = (n) => (n == null ? '–' : `${(n / 1024).toFixed(1)} KiB`);
/** @param {number} n */
const signedKib = (n) => `${n < 0 ? '−' : '+'}${(Math.abs(n) / 1024).toFixed(1)} KiB`;
/** @param {number[]} xs */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * `runs` repeat visits (each in a context of its own): the first run's figures, with the median times.
 * @param {string} url
 * @param {import('@playwright/test').Browser} browser
 * @param {number} runs
 * @param {{ ready?: ReadyMark, storage?: Record<string, string>, serviceWorker: boolean }} options
 * @returns {Promise<RepeatSummary>}
 */
export async function repeatVisits(url, browser, runs, options) {
  /** @type {RepeatVisit[]} */
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await measureRepeatVisit(url, { browser, profile: PROFILES.mobile, ...options }));
  return {
    ...all[0],
    runs: all.length,
    landingMs: median(all.map((r) => r.landingMs)),
    landingMsRuns: all.map((r) => r.landingMs),
    lcpMs: median(all.map((r) => r.lcpMs ?? 0)),
    jsEncodedRuns: all.map((r) => r.js.encoded),
    consoleErrors: [...new Set(all.flatMap((r) => r.consoleErrors))],
  };
}

/**
 * A one-line summary of a repeat visit, for the log.
 * @param {RepeatSummary} v
 */
export const repeatLine = (v) =>
  `${kib(v.js.encoded)} JS on the wire, ${v.beforeRender.all} network requests before ready, ready at ${v.landingMs} ms, LCP ${v.lcpMs} ms; ${servedBy(v)}${v.consoleErrors.length ? `; console errors: ${v.consoleErrors.join(' | ')}` : ''}`;

/**
 * How a repeat visit was served, for the table's row (the brief's "say so in the row").
 * @param {RepeatSummary} v
 */
export function servedBy(v) {
  const r = v.repeat;
  const cached = `${r.fromCache} from the HTTP cache`;
  if (r.serviceWorker === 'none') return `HTTP cache only, no service worker (${cached})`;
  return `service worker (${r.fromServiceWorker} answered, ${r.swFetches} fetched by it unthrottled) and HTTP cache (${r.fromCache})`;
}

/**
 * Each budgeted page's static total (tools/budgets.mjs on dist/) against the JS files its
 * federated first visit fetched, file by file, both as brotli 11 of the files on disk.
 * @param {(pagePath: string) => FirstVisit | undefined} visitAt  the federated first visit (mobile) of a path
 * @param {Record<string, { project: string, dir: string }>} origins  each contract origin's app and dist folder
 * @returns {Record<string, BudgetDrift>} by the page's name in tools/budgets.json
 */
export function budgetDrift(visitAt, origins) {
  /** @type {Record<string, BudgetDrift>} */
  const out = {};
  for (const r of checkBudgets().results) {
    const counted = new Map(r.files.map((f) => [`${f.app}/${f.file}`, f.bytes]));
    const visit = visitAt(r.path);
    /** @type {Map<string, number>} */
    const fetched = new Map();
    for (const f of visit?.js.files ?? []) {
      const u = new URL(f.url);
      const app = origins[u.origin];
      if (!app) continue;
      const rel = decodeURIComponent(u.pathname).replace(/^\/+/, '');
      const file = path.join(app.dir, rel);
      // Rebuilt since the visit: a file that is gone weighs nothing here (the sizes table has the build).
      const bytes = counted.get(`${app.project}/${rel}`) ?? (existsSync(file) ? brotliSize(readFileSync(file)) : 0);
      fetched.set(`${app.project}/${rel}`, bytes);
    }
    out[r.name] = {
      path: r.path,
      budgetBytes: r.budgetBytes,
      staticBytes: r.total,
      measuredBytes: visit ? [...fetched.values()].reduce((a, b) => a + b, 0) : null,
      notCounted: visit ? [...fetched].filter(([f]) => !counted.has(f)).map(([file, bytes]) => ({ file, bytes })) : [],
      notFetched: visit ? [...counted].filter(([f]) => !fetched.has(f)).map(([file, bytes]) => ({ file, bytes })) : [],
    };
  }
  return out;
}

/**
 * The table: a label, then federated and one bundle for each page.
 * @param {PageFigures[]} pages
 * @returns {string[][]}
 */
export function pageRows(pages) {
  /**
   * @param {(v: FirstVisit | RepeatSummary) => string} f
   * @param {'first' | 'repeat'} which
   */
  const cells = (f, which) =>
    pages.flatMap((p) => {
      const pair = p[which];
      return [pair?.federated ? f(pair.federated) : '–', pair?.single ? f(pair.single) : '–'];
    });
  /** @param {FirstVisit | RepeatSummary} v */
  const requests = (v) => `${v.beforeRender.all} (${v.beforeRender.js})`;
  /** @param {BudgetDrift | undefined} d */
  const budget = (d) =>
    !d
      ? '–'
      : `${kib(d.staticBytes)} of ${kib(d.budgetBytes)}${d.measuredBytes == null ? '' : `, ${signedKib(d.staticBytes - d.measuredBytes)}`}`;
  return [
    ['Mobile profile', ...pages.flatMap((p) => [`${p.label}, federated`, 'one bundle'])],
    ['First visit: JS on the wire (brotli)', ...cells((v) => kib(v.js.encoded), 'first')],
    ['First visit: requests before ready (JS)', ...cells(requests, 'first')],
    ['First visit: time to ready', ...cells((v) => `${v.landingMs} ms`, 'first')],
    ['First visit: LCP', ...cells((v) => (v.lcpMs ? `${v.lcpMs} ms` : '–'), 'first')],
    ['Repeat visit: JS on the wire (brotli)', ...cells((v) => kib(v.js.encoded), 'repeat')],
    ['Repeat visit: network requests before ready (JS)', ...cells(requests, 'repeat')],
    ['Repeat visit: time to ready', ...cells((v) => `${v.landingMs} ms`, 'repeat')],
    ['Repeat visit: LCP', ...cells((v) => (v.lcpMs ? `${v.lcpMs} ms` : '–'), 'repeat')],
    [
      'Repeat visit: served by',
      ...pages.flatMap((p) =>
        [p.repeat?.federated, p.repeat?.single].map((v) =>
          !v ? '–' : v.repeat.serviceWorker === 'none' ? 'HTTP cache only (no service worker)' : 'service worker + HTTP cache',
        ),
      ),
    ],
    ['Static budget total (tools/budgets.mjs), drift', ...pages.flatMap((p) => [budget(p.drift), '–'])],
  ];
}

/**
 * The table as Markdown, with what ready means and how the drift reads.
 * @param {PageFigures[]} pages
 */
export function pageMarkdown(pages) {
  const [head, ...rows] = pageRows(pages);
  return [
    ...markdownTable(head, rows),
    '',
    "Ready: the landing's \"I'm a Shopkeeper\" button, the storefront's first item, the dashboard with the shop's data. The repeat visit opens the page again in the same browser context once the first visit settled (HTTP cache on; the federated build's service worker allowed and waited for); its bytes and requests are what reached the network. Drift: the static total minus the brotli 11 of the JS files the federated first visit fetched (negative: the static model misses files).",
  ];
}

/**
 * The files behind each page's drift, one line each (the log and the Markdown).
 * @param {Record<string, BudgetDrift>} drift
 * @returns {string[]}
 */
export function driftLines(drift) {
  /** @param {{ file: string, bytes: number }[]} files */
  const list = (files) =>
    files.length
      ? files
          .sort((a, b) => b.bytes - a.bytes)
          .map((f) => `${f.file} ${kib(f.bytes)}`)
          .join(', ')
      : 'none';
  return Object.entries(drift).map(([name, d]) =>
    d.measuredBytes == null
      ? `${name} (${d.path}): static ${kib(d.staticBytes)} of ${kib(d.budgetBytes)}; not measured`
      : `${name} (${d.path}): static ${kib(d.staticBytes)} of ${kib(d.budgetBytes)}, fetched ${kib(d.measuredBytes)} (${signedKib(d.staticBytes - d.measuredBytes)}); fetched but not counted: ${list(d.notCounted)}; counted but not fetched: ${list(d.notFetched)}`,
  );
}
