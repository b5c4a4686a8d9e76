// First-visit JS budgets, checked on the production builds (dist/<app>/) without a browser:
// `node tools/budgets.mjs` (Nx: `npx nx run tools:budgets`, after the apps' builds). For each page
// of tools/budgets.json it works out the JS files a first visit to that path needs, adds up their
// brotli sizes (quality 11, as tools/bench/sizes.mjs measures), and exits 1, naming the page, its
// total, its budget and its files largest first, when the total is over the budget (or when a
// file the page needs is not in the build).
//
// The model: what a first visit needs, read from the build output alone.
//   1. The shell: every `<script src>` and `<link rel="preload" as="script">` (or modulepreload)
//      of dist/shell/index.html: its entry, and the start-up chunks federation.js's
//      StartupPreloadPlugin writes there (the bootstrap, the tree-shaken router).
//   2. The remote that owns the path: the best match among the routes every remote declares
//      (dist/<remote>/remote.json, written by federation.js's RemoteDeclarationPlugin), each route
//      under the remote's prefix in the shell's remotes.json (dist/shell/remotes.json, else
//      shell/public/remotes.json), which defaults to the remote's `defaultPrefix`. The ranking is
//      shell/src/boot/early.js's, react-router's: an exact match beats a `/*` splat, the first of
//      equals wins. Counted: its `remoteEntry.js` and `preload[module]` of the matched route's
//      exposed module, whatever that list holds.
//   3. The shared modules that module consumes outside the shell's entry (federation.js
//      NOT_EAGER: RTK Query's React API, @chowk/store/query, @chowk/api-client), as early.js
//      preloads them: for each one remote.json lists in `preloadShared[module]`, the shell's copy
//      when the shell provides the module (the federation runtime then uses it; the files are
//      the `window.__chowkShellShared` map inlined in dist/shell/index.html), else the remote's
//      own files.
//   4. `chunks` a page names in budgets.json: rspack chunk names in the matched remote's dist, for
//      what the route loads lazily inside the remote (a React.lazy page). A chunk gets its name
//      from the magic comment `import(/* webpackChunkName: "dashboard" */ '…')`, and production
//      writes it as `<name>.<contenthash:8>.js` (output.chunkFilename in tools/rspack/federation.js).
//      Only that chunk's own file is counted: vendor code split out of it keeps a numeric name. A
//      named chunk missing from the build fails the page (the comment was lost).
// Not counted: widgets (the footer no longer loads on a first visit), and whatever a visit
// loads that the lists above do not name (a lazy chunk nobody named, a shared module no list
// names). `npm run bench` compares each page's static total with the files Chromium actually
// fetched and lists the difference, so such drift shows (docs/benchmarks.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
/**
 * The shell's route matching, from the remote contract itself (early.js carries its plain-JS twin).
 * @type {{ joinRoutePath: (prefix: string, path: string) => string, routeMatchScore: (pattern: string, pathname: string) => 0 | 1 | 2 }}
 */
const { joinRoutePath, routeMatchScore } = require('./rspack/load-ts.js').loadTs(
  path.join(root, 'libs/contracts/src/lib/remote-contract.ts'),
);
export const BUDGETS_FILE = path.join(root, 'tools/budgets.json');
export const DIST_DIR = path.join(root, 'dist');

/**
 * One page's budget (tools/budgets.json).
 * @typedef {object} PageBudget
 * @property {string} path        the URL path of the first visit
 * @property {number} budgetKiB   KiB brotli (quality 11) of every JS file the visit needs
 * @property {string} note        one line: why this number
 * @property {string[]} [chunks]  rspack chunk names in the matched remote that the page loads lazily
 */
/** @typedef {{ $comment?: string, pages: Record<string, PageBudget> }} Budgets */

/**
 * A remote as the shell sees it: its declaration (remote.json) under its prefix.
 * @typedef {object} RemoteSite
 * @property {string} name     federation name (mfe_customer)
 * @property {string} project  dist folder (mfe-customer)
 * @property {string} prefix
 * @property {RemoteInfo} info
 */
/**
 * The part of a remote's remote.json (libs/contracts remote-contract.ts RemoteBuildInfo) read here.
 * @typedef {object} RemoteInfo
 * @property {{ path: string, module: string }[]} routes
 * @property {string} [defaultPrefix]
 * @property {Record<string, string[]>} [preload]  exposed module → its files, relative to remoteEntry.js
 * @property {Record<string, Record<string, string[]>>} [preloadShared]  exposed module → shared module → this remote's files
 */

/** @typedef {{ app: string, file: string, why: string }} NeededFile */
/** @typedef {NeededFile & { bytes: number }} CountedFile */

/**
 * @typedef {object} PageResult
 * @property {string} name
 * @property {string} path
 * @property {number} budgetBytes
 * @property {number} total        brotli bytes of every counted file
 * @property {boolean} pass
 * @property {CountedFile[]} files largest first
 * @property {{ remote: string, route: string, module: string } | null} match
 * @property {string[]} gaps       notes: what the model could not count
 * @property {string[]} errors     what this page names but the build does not hold (fails the page)
 */

// ---------------------------------------------------------------- sizes
/** @type {Map<string, number>} */
const brotliCache = new Map();

/**
 * Brotli quality 11 of a file, as tools/bench/sizes.mjs measures (cached: the shell's entry is
 * counted on every page).
 * @param {string} file
 */
export function brotliBytes(file) {
  let n = brotliCache.get(file);
  if (n === undefined) {
    const buf = readFileSync(file);
    n = zlib.brotliCompressSync(buf, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
    }).length;
    brotliCache.set(file, n);
  }
  return n;
}

/** @param {number} bytes */
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

// ---------------------------------------------------------------- config
/**
 * What is wrong with a budgets file (nothing: an empty list).
 * @param {unknown} value
 * @returns {string[]}
 */
export function budgetProblems(value) {
  const b = /** @type {Partial<Budgets> | null} */ (value);
  if (!b || typeof b !== 'object' || !b.pages || typeof b.pages !== 'object') return ['no "pages" object'];
  /** @type {string[]} */
  const problems = [];
  for (const [name, p] of Object.entries(b.pages)) {
    if (typeof p?.path !== 'string' || !p.path.startsWith('/')) problems.push(`${name}: "path" must start with /`);
    if (!(typeof p?.budgetKiB === 'number' && p.budgetKiB > 0)) problems.push(`${name}: "budgetKiB" must be a positive number`);
    if (typeof p?.note !== 'string' || !p.note.trim()) problems.push(`${name}: "note" must say why the number`);
    if (p?.chunks !== undefined && !(Array.isArray(p.chunks) && p.chunks.every((x) => typeof x === 'string' && x)))
      problems.push(`${name}: "chunks" must be a list of names`);
  }
  return problems;
}

/**
 * @param {string} [file]
 * @returns {Budgets}
 */
export function readBudgets(file = BUDGETS_FILE) {
  const value = JSON.parse(readFileSync(file, 'utf8'));
  const problems = budgetProblems(value);
  if (problems.length) throw new Error(`${path.relative(root, file)}: ${problems.join('; ')}`);
  return value;
}

/**
 * The README's budget table (Markdown), from the budgets file.
 * @param {Budgets} budgets
 */
export function budgetTable(budgets) {
  return [
    '| page | first visit | JS budget (brotli) | why |',
    '| --- | --- | ---: | --- |',
    ...Object.entries(budgets.pages).map(
      ([name, p]) => `| ${name} | \`${p.path}\` | ${p.budgetKiB.toFixed(1)} KiB | ${p.note} |`,
    ),
  ].join('\n');
}

// ---------------------------------------------------------------- the shell
/**
 * The attributes of one HTML tag (`<script defer src="/x.js">` → { defer: '', src: '/x.js' }).
 * @param {string} attrs the text between the tag's name and its `>`
 */
function attributes(attrs) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const m of attrs.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g))
    out[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  return out;
}

/**
 * The files the shell's index.html loads or preloads as scripts (same origin only).
 * @param {string} html
 * @returns {NeededFile[]}
 */
export function shellScripts(html) {
  /** @type {NeededFile[]} */
  const files = [];
  /** @param {string} url @param {string} why */
  const add = (url, why) => {
    const u = new URL(url, 'http://shell.invalid/');
    if (u.origin === 'http://shell.invalid')
      files.push({ app: 'shell', file: decodeURIComponent(u.pathname).replace(/^\/+/, ''), why });
  };
  for (const [, tag, attrText] of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const a = attributes(attrText);
    if (tag.toLowerCase() === 'script' && a.src) add(a.src, 'shell <script>');
    const rel = (a.rel ?? '').toLowerCase().split(/\s+/);
    if (
      tag.toLowerCase() === 'link' &&
      a.href &&
      (rel.includes('modulepreload') || (rel.includes('preload') && a.as === 'script'))
    )
      add(a.href, 'shell preload');
  }
  return files;
}

// ---------------------------------------------------------------- the remotes
/**
 * The shell's remotes manifest: dist/shell/remotes.json as built or composed (tools/remotes.mjs),
 * else the checked-in shell/public/remotes.json.
 * @param {string} distDir
 * @returns {Record<string, string | { entry: string, prefix?: string }>}
 */
function readRemotesManifest(distDir) {
  const built = path.join(distDir, 'shell/remotes.json');
  return JSON.parse(readFileSync(existsSync(built) ? built : path.join(root, 'shell/public/remotes.json'), 'utf8'));
}

/**
 * Every remote of the shell's manifest whose build holds a remote.json, in the manifest's order
 * (the order early.js ranks them in). `missing` names the others.
 * @param {string} distDir
 * @returns {{ remotes: RemoteSite[], missing: string[] }}
 */
export function readRemotes(distDir) {
  /** @type {RemoteSite[]} */
  const remotes = [];
  /** @type {string[]} */
  const missing = [];
  for (const [name, entry] of Object.entries(readRemotesManifest(distDir))) {
    // tools/remotes.mjs federationName(), inverted: mfe_customer is built into dist/mfe-customer.
    const project = name.replace(/_/g, '-');
    const file = path.join(distDir, project, 'remote.json');
    if (!existsSync(file)) {
      missing.push(project);
      continue;
    }
    const info = JSON.parse(readFileSync(file, 'utf8'));
    const prefix = (typeof entry === 'object' && entry.prefix) || info.defaultPrefix || '/';
    remotes.push({ name, project, prefix, info });
  }
  return { remotes, missing };
}

/**
 * The remote route that owns a path: the best score, the first of equals.
 * @param {RemoteSite[]} remotes
 * @param {string} pathname
 */
export function matchRoute(remotes, pathname) {
  /** @type {{ remote: RemoteSite, route: string, module: string, score: number } | null} */
  let best = null;
  for (const remote of remotes)
    for (const r of remote.info.routes ?? []) {
      const pattern = joinRoutePath(remote.prefix, r.path);
      const score = routeMatchScore(pattern, pathname);
      if (score && (!best || score > best.score)) best = { remote, route: pattern, module: r.module, score };
    }
  return best;
}

/**
 * The files of a named rspack chunk in a build folder: `<name>.<hash>.js` (production) or
 * `<name>.js` (development).
 * @param {string} dir
 * @param {string} name
 */
export function namedChunkFiles(dir, name) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`^${escaped}(\\.[0-9a-f]+)?\\.js$`);
  return existsSync(dir) ? readdirSync(dir).filter((f) => re.test(f)) : [];
}

/**
 * The shared modules the shell provides, each with its files: the map the shell's build inlines
 * into index.html for early.js (`window.__chowkShellShared`: the files outside its entry and
 * start-up preloads; none for what the entry carries).
 * @param {string} html the shell's index.html
 * @returns {Record<string, string[]>}
 */
export function shellSharedFiles(html) {
  const inline = /window\.__chowkShellShared=(\{.*?\})<\/script>/s.exec(html);
  return inline ? JSON.parse(inline[1]) : {};
}

// ---------------------------------------------------------------- one page
/**
 * The JS files a first visit to `page.path` needs, by the model of this file's head comment.
 * @param {string} distDir
 * @param {PageBudget} page
 * @param {RemoteSite[]} remotes
 * @returns {{ files: NeededFile[], match: PageResult['match'], gaps: string[], errors: string[] }}
 */
export function neededFiles(distDir, page, remotes) {
  /** @type {Map<string, NeededFile>} app/file → file, the first reason kept */
  const files = new Map();
  /** @param {NeededFile} f */
  const add = (f) => {
    const file = path.posix.normalize(f.file);
    if (!files.has(`${f.app}/${file}`)) files.set(`${f.app}/${file}`, { ...f, file });
  };
  /** @type {string[]} */
  const gaps = [];
  /** @type {string[]} */
  const errors = [];
  const html = readFileSync(path.join(distDir, 'shell/index.html'), 'utf8');
  shellScripts(html).forEach(add);

  const best = matchRoute(remotes, page.path);
  if (!best) {
    errors.push(`no remote route matches ${page.path}: only the shell is counted`);
    return { files: [...files.values()], match: null, gaps, errors };
  }
  const { project: app, info } = best.remote;
  add({ app, file: 'remoteEntry.js', why: 'remoteEntry.js' });
  const preload = info.preload?.[best.module];
  if (!preload) gaps.push(`${app}/remote.json has no preload list for ${best.module}`);
  for (const f of preload ?? []) add({ app, file: f, why: `preload ${best.module}` });

  for (const name of page.chunks ?? []) {
    const found = namedChunkFiles(path.join(distDir, app), name);
    if (!found.length)
      errors.push(`chunk "${name}" is not in dist/${app}: does its import() carry /* webpackChunkName: "${name}" */?`);
    for (const f of found) add({ app, file: f, why: `chunk ${name}` });
  }

  // Shared modules outside the shell's entry: the shell's copy when the shell provides the module
  // (the federation runtime uses it, and early.js preloads it), else the remote's own files.
  const shell = shellSharedFiles(html);
  const listed = info.preloadShared?.[best.module] ?? {};
  for (const [key, own] of Object.entries(listed)) {
    if (shell[key]) shell[key].forEach((f) => add({ app: 'shell', file: f, why: `shared ${key}, the shell's copy` }));
    else own.forEach((f) => add({ app, file: f, why: `shared ${key}` }));
  }
  return { files: [...files.values()], match: { remote: app, route: best.route, module: best.module }, gaps, errors };
}

/**
 * One page measured against its budget.
 * @param {string} distDir
 * @param {string} name
 * @param {PageBudget} page
 * @param {RemoteSite[]} remotes
 * @returns {PageResult}
 */
export function measurePage(distDir, name, page, remotes) {
  const { files, match, gaps, errors } = neededFiles(distDir, page, remotes);
  /** @type {CountedFile[]} */
  const counted = [];
  for (const f of files) {
    const file = path.join(distDir, f.app, f.file);
    if (existsSync(file)) counted.push({ ...f, bytes: brotliBytes(file) });
    else errors.push(`${f.app}/${f.file} (${f.why}) is not in dist/`);
  }
  counted.sort((a, b) => b.bytes - a.bytes);
  const total = counted.reduce((n, f) => n + f.bytes, 0);
  const budgetBytes = Math.round(page.budgetKiB * 1024);
  const pass = total <= budgetBytes && !errors.length;
  return { name, path: page.path, budgetBytes, total, pass, files: counted, match, gaps, errors };
}

/**
 * Every page of the budgets file, measured on the builds in `distDir`.
 * @param {{ distDir?: string, budgets?: Budgets }} [options]
 * @returns {{ results: PageResult[], missing: string[] }} `missing`: remotes of the manifest without a build
 */
export function checkBudgets({ distDir = DIST_DIR, budgets = readBudgets() } = {}) {
  if (!existsSync(path.join(distDir, 'shell/index.html')))
    throw new Error(`${path.join(distDir, 'shell/index.html')} is missing: build the apps first (npm run build)`);
  const { remotes, missing } = readRemotes(distDir);
  const results = Object.entries(budgets.pages).map(([name, page]) => measurePage(distDir, name, page, remotes));
  return { results, missing };
}

// ---------------------------------------------------------------- reporting
/**
 * A page's files, largest first, one a line.
 * @param {PageResult} r
 */
const fileLines = (r) => r.files.map((f) => `    ${kib(f.bytes).padStart(10)}  ${f.app}/${f.file}  (${f.why})`);

/**
 * Why a page fails: over its budget (the total, the budget, its files largest first), or a
 * file or chunk it needs is not in the build.
 * @param {PageResult} r
 */
export function failureMessage(r) {
  const head =
    r.total > r.budgetBytes
      ? `${r.name} (${r.path}) is over its JS budget: ${kib(r.total)} brotli > ${kib(r.budgetBytes)} (+${kib(r.total - r.budgetBytes)}), ${r.files.length} files, largest first:`
      : `${r.name} (${r.path}): ${kib(r.total)} brotli of ${kib(r.budgetBytes)}, but the build lacks what it needs:`;
  return [head, ...r.errors.map((e) => `    error: ${e}`), ...fileLines(r), ...r.gaps.map((g) => `    note: ${g}`)].join('\n');
}

/**
 * The report of a check: one line per page, then why each failing page fails.
 * @param {PageResult[]} results
 * @param {{ verbose?: boolean }} [options] verbose: the files of every page
 */
export function reportLines(results, { verbose = false } = {}) {
  /** @type {string[]} */
  const lines = [];
  for (const r of results) {
    const where = r.match ? `${r.match.remote} ${r.match.module} (${r.match.route})` : 'shell only';
    lines.push(
      `${r.pass ? 'PASS' : 'FAIL'}  ${r.name.padEnd(12)} ${r.path.padEnd(28)} ${kib(r.total).padStart(10)} of ${kib(r.budgetBytes).padStart(10)}  ${r.files.length} files; ${where}`,
    );
    if (!r.pass) lines.push(failureMessage(r));
    else lines.push(...(verbose ? fileLines(r) : []), ...r.gaps.map((g) => `    note: ${g}`));
  }
  return lines;
}

/**
 * `node tools/budgets.mjs [--files] [--markdown] [--dist DIR] [--budgets FILE]`: --files lists
 * every page's files, --markdown prints the README's table; --dist and --budgets read other
 * builds or budgets (the tests' fixtures).
 * @param {string[]} args
 * @returns {number} the exit code
 */
function main(args) {
  /** @param {string} flag */
  const value = (flag) => (args.includes(flag) ? path.resolve(args[args.indexOf(flag) + 1] ?? '') : undefined);
  const file = value('--budgets') ?? BUDGETS_FILE;
  const budgets = readBudgets(file);
  if (args.includes('--markdown')) {
    console.log(budgetTable(budgets));
    return 0;
  }
  const { results, missing } = checkBudgets({ budgets, distDir: value('--dist') });
  console.log(`First-visit JS budgets (brotli 11 of the files each visit needs in dist/; ${path.relative(root, file)}):`);
  for (const line of reportLines(results, { verbose: args.includes('--files') })) console.log(line);
  if (missing.length) console.log(`(no remote.json in dist/ for ${missing.join(', ')}: their routes were not matched)`);
  const failed = results.filter((r) => !r.pass);
  if (failed.length)
    console.error(
      `\nFirst-visit JS budget failed for ${failed.map((r) => `${r.name} (${kib(r.total)} of ${kib(r.budgetBytes)})`).join(', ')}`,
    );
  return failed.length ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (e) {
    console.error(`budgets: ${e instanceof Error ? e.message : e}`);
    process.exitCode = 1;
  }
}
