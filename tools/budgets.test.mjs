// tools/budgets.mjs on a fixture of fake builds in a temporary folder: which files a first visit
// counts (the shell's scripts, the best-matching remote's entry and preload list, shared modules,
// named chunks, never widgets), and the failure over budget with its message.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  brotliBytes,
  budgetProblems,
  budgetTable,
  checkBudgets,
  failureMessage,
  matchRoute,
  neededFiles,
  readBudgets,
  readRemotes,
  shellScripts,
} from './budgets.mjs';

/** @typedef {import('./budgets.mjs').Budgets} Budgets */
/** @typedef {import('./budgets.mjs').PageBudget} PageBudget */

const SCRIPT = fileURLToPath(new URL('./budgets.mjs', import.meta.url));

/** @type {string} */
let tmp;
/** @type {string} */
let dist;

/**
 * Writes a file under dist/; a .js file gets `kib` KiB of random bytes (brotli cannot shrink
 * them, so its size is known to within a few bytes).
 * @param {string} rel
 * @param {string | number} content text, or the KiB of a fake script
 */
function put(rel, content) {
  const file = path.join(dist, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, typeof content === 'number' ? randomBytes(content * 1024) : content);
}

/** @param {unknown} value */
const json = (value) => JSON.stringify(value, null, 2);

/** The shell's page: two scripts, a preload, and what must not count. */
const SHELL_HTML =
  '<!doctype html><html><head><link rel="preload" href="/remotes.json" as="fetch" crossorigin>' +
  '<script>window.inline = 1</script><link rel="stylesheet" href="/chowk.css">' +
  '<link rel="preload" as="script" href="/boot.11111111.js">' +
  '<script>window.__chowkShellShared={"@chowk/api-client":["api.22222222.js"],"react":[]}</script></head>' +
  '<body><div id="root"></div><script defer src="/main.00000000.js"></script></body></html>';

before(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'chowk-budgets-'));
  dist = path.join(tmp, 'dist');
  put('shell/index.html', SHELL_HTML);
  put('shell/main.00000000.js', 40);
  put('shell/boot.11111111.js', 4);
  put('shell/api.22222222.js', 6);
  put('shell/unused.33333333.js', 50); // in dist, never loaded: must not count
  // mfe_shop under a prefix the manifest sets; mfe_site and mfe_cust (bare URLs) under their defaultPrefix.
  put(
    'shell/remotes.json',
    json({
      mfe_site: 'http://localhost:4204/remoteEntry.js',
      mfe_shop: { entry: 'http://localhost:4202/remoteEntry.js', prefix: '/shop' },
      mfe_cust: 'http://localhost:4201/remoteEntry.js',
      mfe_gone: 'http://localhost:4299/remoteEntry.js',
    }),
  );
  put(
    'mfe-site/remote.json',
    json({
      name: 'mfe_site',
      defaultPrefix: '/',
      routes: [
        { path: '', module: './Landing' },
        { path: 'shop/:code/menu', module: './ShopMenu' },
      ],
      widgets: { footer: './Footer' },
      preload: { './Landing': ['landing.44444444.js'], './Footer': ['footer.55555555.js'], './ShopMenu': ['menu.js'] },
    }),
  );
  put('mfe-site/remoteEntry.js', 8);
  put('mfe-site/landing.44444444.js', 3);
  put('mfe-site/footer.55555555.js', 20);
  put('mfe-site/menu.js', 1);
  // A remote whose pages consume no shared module outside the shell's entry: no preloadShared.
  put(
    'mfe-cust/remote.json',
    json({
      name: 'mfe_cust',
      defaultPrefix: '/',
      routes: [
        { path: 'customer/*', module: './Customer' },
        { path: 'orders/*', module: './Orders' },
      ],
      preload: { './Customer': ['customer.js'], './Orders': ['orders.js', 'cust-api.js'] },
    }),
  );
  put('mfe-cust/remoteEntry.js', 8);
  put('mfe-cust/customer.js', 2);
  put('mfe-cust/orders.js', 2);
  put('mfe-cust/cust-api.js', 6);
  put(
    'mfe-shop/remote.json',
    json({
      name: 'mfe_shop',
      defaultPrefix: '/',
      routes: [{ path: '*', module: './ShopRoutes' }],
      preload: { './ShopRoutes': ['routes.66666666.js', 'common.77777777.js'] },
      preloadShared: {
        './ShopRoutes': {
          '@chowk/api-client': ['own-api.88888888.js'],
          '@reduxjs/toolkit/query/react': ['rtkq.99999999.js'],
        },
      },
    }),
  );
  put('mfe-shop/remoteEntry.js', 8);
  put('mfe-shop/routes.66666666.js', 2);
  put('mfe-shop/common.77777777.js', 12);
  put('mfe-shop/own-api.88888888.js', 6);
  put('mfe-shop/rtkq.99999999.js', 14);
  put('mfe-shop/dashboard.abcdef12.js', 5);
  put('mfe-shop/reports.abcdef34.js', 30);
});

after(() => rmSync(tmp, { recursive: true, force: true }));

/** @param {PageBudget} page @returns {string[]} app/file of every counted file */
function counted(page) {
  const { remotes } = readRemotes(dist);
  return neededFiles(dist, page, remotes)
    .files.map((f) => `${f.app}/${f.file}`)
    .sort();
}

/** @param {Record<string, PageBudget>} pages @returns {Budgets} */
const budgets = (pages) => ({ pages });

describe('route matching (the remote contract’s, as shell/src/boot/early.js ranks)', () => {
  it("uses the manifest's prefix, else the remote's defaultPrefix, and lets an exact match beat a splat", () => {
    const { remotes, missing } = readRemotes(dist);
    assert.deepEqual(missing, ['mfe-gone']);
    assert.deepEqual(
      remotes.map((r) => [r.project, r.prefix]),
      [
        ['mfe-site', '/'],
        ['mfe-shop', '/shop'],
        ['mfe-cust', '/'],
      ],
    );
    assert.equal(matchRoute(remotes, '/')?.module, './Landing');
    assert.deepEqual(matchRoute(remotes, '/shop/dashboard')?.route, '/shop/*');
    // mfe_site's exact `shop/:code/menu` beats mfe_shop's `/shop/*`, listed before or after it.
    assert.equal(matchRoute(remotes, '/shop/X/menu')?.module, './ShopMenu');
    assert.equal(matchRoute([...remotes].reverse(), '/shop/X/menu')?.module, './ShopMenu');
    assert.equal(matchRoute(remotes, '/nowhere'), null);
  });

  it("keeps the first of equal matches, in the order of the shell's manifest", () => {
    /** @param {string} project @param {string} module @returns {import('./budgets.mjs').RemoteSite} */
    const site = (project, module) => ({ name: project, project, prefix: '/', info: { routes: [{ path: '*', module }] } });
    assert.equal(matchRoute([site('a', './A'), site('b', './B')], '/x')?.module, './A');
    assert.equal(matchRoute([site('b', './B'), site('a', './A')], '/x')?.module, './B');
  });
});

describe("the shell's scripts", () => {
  it('are its <script src> and <link rel=preload as=script> files, nothing inline, no stylesheet, no fetch', () => {
    assert.deepEqual(
      shellScripts(SHELL_HTML).map((f) => f.file),
      ['boot.11111111.js', 'main.00000000.js'],
    );
    assert.deepEqual(
      shellScripts('<link href="/a.js" rel="modulepreload"><script src="https://cdn.example/x.js"></script>').map((f) => f.file),
      ['a.js'],
    );
  });
});

describe('the files a first visit needs', () => {
  it('the landing: the shell, the remote entry and the route module, never the footer widget', () => {
    assert.deepEqual(counted({ path: '/', budgetKiB: 1, note: 'x' }), [
      'mfe-site/landing.44444444.js',
      'mfe-site/remoteEntry.js',
      'shell/boot.11111111.js',
      'shell/main.00000000.js',
    ]);
  });

  it("shared modules of preloadShared: the shell's copy when the shell provides it, else the remote's", () => {
    assert.deepEqual(counted({ path: '/shop/x', budgetKiB: 1, note: 'x' }).slice(0, 2), [
      'mfe-shop/common.77777777.js',
      'mfe-shop/remoteEntry.js',
    ]);
    const files = counted({ path: '/shop/dashboard', budgetKiB: 1, note: 'x' });
    assert.ok(files.includes('shell/api.22222222.js'), "the shell's @chowk/api-client");
    assert.ok(!files.includes('mfe-shop/own-api.88888888.js'), "not the remote's copy as well");
    assert.ok(files.includes('mfe-shop/rtkq.99999999.js'), 'RTK Query: the shell does not provide it');
  });

  it('named chunks by their rspack name, nothing else of the lazy code', () => {
    const shop = counted({ path: '/shop/dashboard', budgetKiB: 1, note: 'x', chunks: ['dashboard'] });
    assert.ok(shop.includes('mfe-shop/dashboard.abcdef12.js'));
    assert.ok(!shop.includes('mfe-shop/reports.abcdef34.js'));
  });
});

describe('the check', () => {
  it('adds the brotli sizes and passes within the budget', () => {
    const { results } = checkBudgets({ distDir: dist, budgets: budgets({ landing: { path: '/', budgetKiB: 60, note: 'x' } }) });
    const [r] = results;
    const expected = [
      'shell/main.00000000.js',
      'shell/boot.11111111.js',
      'mfe-site/remoteEntry.js',
      'mfe-site/landing.44444444.js',
    ]
      .map((f) => brotliBytes(path.join(dist, f)))
      .reduce((a, b) => a + b);
    assert.equal(r.total, expected);
    assert.ok(r.total > 55 * 1024 && r.total < 56 * 1024, `${r.total}`);
    assert.equal(r.pass, true);
    assert.deepEqual(
      r.files.map((f) => f.bytes),
      [...r.files.map((f) => f.bytes)].sort((a, b) => b - a),
      'largest first',
    );
  });

  it('fails over the budget, naming the page, the total, the budget and the files largest first', () => {
    const { results } = checkBudgets({
      distDir: dist,
      budgets: budgets({ dashboard: { path: '/shop/dashboard', budgetKiB: 50, note: 'x', chunks: ['dashboard'] } }),
    });
    const [r] = results;
    assert.equal(r.pass, false);
    const message = failureMessage(r);
    const [head, ...lines] = message.split('\n');
    assert.match(
      head,
      /^dashboard \(\/shop\/dashboard\) is over its JS budget: \d+\.\d KiB brotli > 50\.0 KiB \(\+\d+\.\d KiB\), 8 files/,
    );
    assert.match(lines[0], /^\s+40\.\d KiB {2}shell\/main\.00000000\.js {2}\(shell <script>\)$/);
    assert.match(lines[1], /^\s+14\.\d KiB {2}mfe-shop\/rtkq\.99999999\.js/);
    assert.ok(lines.some((l) => l.includes('mfe-shop/dashboard.abcdef12.js  (chunk dashboard)')));
  });

  it('fails a page whose named chunk is not in the build, and says which magic comment to check', () => {
    const { results } = checkBudgets({
      distDir: dist,
      budgets: budgets({ shop: { path: '/shop/orders', budgetKiB: 500, note: 'x', chunks: ['orders'] } }),
    });
    assert.equal(results[0].pass, false);
    assert.match(
      failureMessage(results[0]),
      /chunk "orders" is not in dist\/mfe-shop: does its import\(\) carry \/\* webpackChunkName: "orders" \*\/\?/,
    );
  });

  it('exits 1 from the command line with the message, 0 within budget', () => {
    const file = path.join(tmp, 'budgets.json');
    writeFileSync(file, json(budgets({ landing: { path: '/', budgetKiB: 20, note: 'too small on purpose' } })));
    /** @type {any} */
    let error;
    try {
      execFileSync(process.execPath, [SCRIPT, '--dist', dist, '--budgets', file], { encoding: 'utf8', stdio: 'pipe' });
    } catch (e) {
      error = e;
    }
    assert.equal(error?.status, 1);
    assert.match(error.stdout, /FAIL {2}landing/);
    assert.match(error.stdout, /landing \(\/\) is over its JS budget: 5\d\.\d KiB brotli > 20\.0 KiB/);
    assert.match(error.stderr, /First-visit JS budget failed for landing/);
    writeFileSync(file, json(budgets({ landing: { path: '/', budgetKiB: 60, note: 'enough' } })));
    const out = execFileSync(process.execPath, [SCRIPT, '--dist', dist, '--budgets', file], { encoding: 'utf8' });
    assert.match(out, /PASS {2}landing/);
  });
});

describe('tools/budgets.json', () => {
  it('is valid: a path, a positive budget and a note for every page', () => {
    const b = readBudgets();
    assert.ok(Object.keys(b.pages).length >= 3);
    assert.deepEqual(budgetProblems(b), []);
    assert.deepEqual(budgetProblems({ pages: { x: { path: 'shop', budgetKiB: 0, note: '', chunks: [1] } } }), [
      'x: "path" must start with /',
      'x: "budgetKiB" must be a positive number',
      'x: "note" must say why the number',
      'x: "chunks" must be a list of names',
    ]);
  });

  it('renders the README table', () => {
    const table = budgetTable(budgets({ landing: { path: '/', budgetKiB: 140, note: 'why' } }));
    assert.equal(
      table,
      [
        '| page | first visit | JS budget (brotli) | why |',
        '| --- | --- | ---: | --- |',
        '| landing | `/` | 140.0 KiB | why |',
      ].join('\n'),
    );
  });
});
