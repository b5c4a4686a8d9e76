// One Rspack + Module Federation configuration for the shell and every remote, so the
// shared singletons, the ports and the output layout are written once.
const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { usedExports } = require('./used-exports');
const { loadTs } = require('./load-ts');

const root = path.resolve(__dirname, '../..');

/**
 * The folder of an installed package (its package.json may not be in its `exports`).
 * @param {string} name
 */
function pkgDir(name) {
  let dir = path.dirname(require.resolve(name, { paths: [root] }));
  while (!fs.existsSync(path.join(dir, 'package.json')) || require(path.join(dir, 'package.json')).name !== name) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`cannot find the package folder of ${name}`);
    dir = up;
  }
  return dir;
}

/**
 * The contract ports by federation name, and the API's: written once, in tools/ports.json. Read
 * from the file, not imported: only the dev servers use them, never a build's output.
 * @type {Record<string, number> & { api: number }}
 */
const PORTS = JSON.parse(fs.readFileSync(path.join(root, 'tools/ports.json'), 'utf8'));

/**
 * The version a package at `dir` declares.
 * @param {string} dir
 * @returns {string}
 */
const versionOf = (dir) => require(path.join(dir, 'package.json')).version;

/**
 * Shared modules and the rule for each (docs/architecture.md, "Shared modules and versions").
 *
 * - One instance (`singleton`, `strictVersion`): modules that hold state or React context.
 *   Two copies would split the store, the session or the router context, so a remote whose
 *   range the loaded copy does not satisfy must not run: the federation runtime throws, and
 *   the shell shows that remote's contained error naming the module and both versions.
 * - Side by side allowed: stateless libs. A remote built against a version the shell's copy
 *   does not satisfy loads its own copy (its fallback) and works.
 *
 * Every entry carries the real version of the package it provides (`version`, read from the
 * package.json, workspace libs included) and the range the consumer accepts (`requiredVersion`,
 * `^` of the version this build was made against).
 */
const ONE_INSTANCE = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  'react-redux',
  '@chowk/store',
  '@chowk/store/query',
  '@chowk/session',
  // One copy of the translation library; each app makes its own instance with its own words.
  'i18next',
];
const SIDE_BY_SIDE = ['@chowk/ui', '@chowk/api-client'];
// Not shared: react-i18next. Each app passes its own i18next instance to useTranslation (no
// context, no global instance), so copies cannot disagree, and each bundles only that hook,
// tree-shaken (~1 KiB brotli), where the whole package shared would put ~6 KiB on every first visit.
// Not shared at all: @chowk/contracts (rules, texts, enums and pure functions, no state). Each
// app bundles the part it uses; shared, it was provided whole from the shell's entry, every
// remote's rules and texts on every first visit (7.8 KiB brotli more on a storefront's).

/**
 * The router is shared as one instance but tree-shaken to the exports the apps use (Module
 * Federation's shared tree shaking): the whole package would add ~37 KiB brotli to every first
 * visit. The shell provides the exports every app in this repository uses; a remote declares its
 * own, and the runtime refuses it, contained, if the shell's copy lacks one (federation-plugin.ts).
 * CHOWK_ROUTER_SHARE=whole shares the package whole instead (the bench measures both).
 */
const ROUTER = ['react-router', 'react-router-dom'];
const APP_DIRS = ['shell', 'mfe-customer', 'mfe-shopkeeper', 'mfe-admin', 'mfe-static'];

/**
 * @param {boolean} isHost
 * @param {string} projectDir
 * @param {Record<string, string>} libs
 * @param {boolean} isDev
 */
function routerExportsFor(isHost, projectDir, libs, isDev) {
  // Development builds share it whole: the tree-shaken share is a production size optimisation
  // (and the runtime's tree-shaking path does not load in rspack's development output).
  if (process.env.CHOWK_ROUTER_SHARE === 'whole' || isDev) return null;
  const dirs = [...(isHost ? APP_DIRS.map((d) => path.join(root, d)) : [projectDir]), ...Object.values(libs)];
  return usedExports(
    dirs.map((d) => path.join(d, 'src')),
    ROUTER,
  );
}

/**
 * The package a shared request belongs to (`react-dom/client` → `react-dom`, `@chowk/store/query` → `@chowk/store`).
 * @param {string} request
 */
const packageOf = (request) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

/** Where each workspace lib's sources are. */
const WORKSPACE_LIBS = {
  '@chowk/contracts': 'libs/contracts',
  '@chowk/api-client': 'libs/api-client',
  '@chowk/session': 'libs/session',
  '@chowk/store': 'libs/store',
  '@chowk/ui': 'libs/ui',
};

/**
 * The workspace lib folders a build uses: the repository's, unless CHOWK_LIBS (JSON, lib name →
 * folder) names another checkout of a lib, e.g. to build one remote against a newer release of
 * @chowk/ui (the deploy-skew test does exactly that).
 * @returns {Record<string, string>}
 */
function libDirs() {
  const overrides = process.env.CHOWK_LIBS ? JSON.parse(process.env.CHOWK_LIBS) : {};
  return Object.fromEntries(Object.entries(WORKSPACE_LIBS).map(([lib, dir]) => [lib, path.resolve(root, overrides[lib] ?? dir)]));
}

/**
 * One shared module's entry (Module Federation's SharedConfig, as this file writes it).
 * @typedef {object} SharedModule
 * @property {boolean} singleton
 * @property {boolean} strictVersion
 * @property {string} version
 * @property {string} requiredVersion
 * @property {{ mode: 'runtime-infer', usedExports: string[] }} [treeShaking]
 * @property {boolean} [eager]
 */

/**
 * The shared table every app uses.
 * @param {Record<string, string>} [libs]
 * @param {string[] | null} [routerExports]
 * @returns {Record<string, SharedModule>}
 */
function sharedModules(libs = libDirs(), routerExports = null) {
  /** @type {(request: string, singleton: boolean) => [string, SharedModule]} */
  const entry = (request, singleton) => {
    const pkg = packageOf(request);
    const version = versionOf(libs[pkg] ?? pkgDir(pkg));
    /** @type {SharedModule} */
    const config = { singleton, strictVersion: singleton, version, requiredVersion: `^${version}` };
    if (routerExports && ROUTER.includes(pkg)) config.treeShaking = { mode: 'runtime-infer', usedExports: routerExports };
    return [request, config];
  };
  return Object.fromEntries([...ONE_INSTANCE.map((r) => entry(r, true)), ...SIDE_BY_SIDE.map((r) => entry(r, false))]);
}

/** @param {boolean} isDev */
const swcRule = (isDev) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: isDev } },
      target: 'es2020',
    },
  },
  type: 'javascript/auto',
});

/**
 * The workspace libs resolve to their sources (also used by the bench's single bundle).
 * @param {Record<string, string>} [libs]
 */
const resolveOptions = (libs = libDirs()) => ({
  extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'],
  alias: {
    '@chowk/contracts$': path.join(libs['@chowk/contracts'], 'src/index.ts'),
    '@chowk/api-client$': path.join(libs['@chowk/api-client'], 'src/index.ts'),
    '@chowk/session$': path.join(libs['@chowk/session'], 'src/index.ts'),
    '@chowk/store$': path.join(libs['@chowk/store'], 'src/index.ts'),
    '@chowk/store/query$': path.join(libs['@chowk/store'], 'src/query.ts'),
    '@chowk/ui$': path.join(libs['@chowk/ui'], 'src/index.ts'),
  },
});

/**
 * The federation runtime packages ship ES modules next to CommonJS, but the plugins import
 * the CommonJS files (absolute `.cjs` paths, `require.resolve` aliases). CommonJS cannot be
 * tree-shaken or concatenated, so every app carried all of runtime-core, sdk and the
 * bundler runtime, snapshot and Node loaders included. Point them at the ES modules: the
 * DefinePlugin flags the plugin sets (disableSnapshot, target web) then drop the dead code.
 */
const MF_DIR = path.dirname(pkgDir('@module-federation/runtime'));
const MF_CJS = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;
const federationRuntimeAsEsm = () => ({
  alias: {
    '@module-federation/runtime': path.join(MF_DIR, 'runtime/dist/index.js'),
    '@module-federation/runtime-tools': path.join(MF_DIR, 'runtime-tools/dist/index.js'),
  },
  plugin: new rspack.NormalModuleReplacementPlugin(MF_CJS, (data) => {
    if (data.createData?.resource) return; // only the plugins' absolute requests, before resolution
    const esm = ['.js', '.mjs'].map((ext) => data.request.replace(/\.cjs$/, ext)).find((f) => fs.existsSync(f));
    if (esm) data.request = esm;
  }),
});

/**
 * Shared modules the shell's first render needs: bundled into its entry (one request, no
 * waterfall). Every shared module but the lazy ones: RTK Query's React API and the store's
 * query helpers arrive with a remote that uses them, and @chowk/api-client (ky) with the
 * first API call. A tree-shaken share (the router) cannot be eager; it is preloaded instead.
 */
const NOT_EAGER = ['@reduxjs/toolkit/query/react', '@chowk/store/query', '@chowk/api-client'];
const HOST_EAGER = new Set([...ONE_INSTANCE, ...SIDE_BY_SIDE].filter((request) => !NOT_EAGER.includes(request)));

/** The shell's static splash (the markup of the root guard's pulsing logo), shown until the app mounts. */
const BOOT_SPLASH =
  '<div class="splash" data-boot-splash role="status" aria-label="Loading Chowk"><div><span class="logo logo-pulse">' +
  '<span class="logo-mark" aria-hidden="true"><svg viewBox="0 0 24 24" width="20" height="20" focusable="false">' +
  '<path d="M10 2h4v8h8v4h-8v8h-4v-8H2v-4h8z" fill="currentColor"/></svg></span><span class="logo-word">Chowk</span></span></div></div>';

/**
 * shell/src/boot/early.js, minified for inlining into the shell's index.html.
 * @param {boolean} isDev
 * @returns {string}
 */
function earlyScript(isDev) {
  const source = fs.readFileSync(path.join(root, 'shell/src/boot/early.js'), 'utf8');
  if (isDev) return source;
  return require('@swc/core').minifySync(source, { compress: true, mangle: true, ecma: 2017 }).code;
}

/** @typedef {{ path: string, assets: { js: { sync: string[] } } }} ManifestEntry an mf-manifest.json expose */

/**
 * The shared modules (share keys) the chunks holding `files` consume: what loading those chunks
 * makes the federation runtime fetch besides them.
 * @param {import('@rspack/core').Compilation} compilation
 * @param {string[]} files
 * @returns {Set<string>}
 */
function consumedShares(compilation, files) {
  /** @type {Set<string>} */
  const keys = new Set();
  for (const chunk of compilation.chunks) {
    if (![...chunk.files].some((f) => files.includes(f))) continue;
    for (const m of compilation.chunkGraph.getChunkModules(chunk))
      for (const c of compilation.moduleGraph.getOutgoingConnections(m)) {
        // Static imports only: an `import()` loads its shared module when it runs.
        if (!c.module || c.dependency.type === 'import()') continue;
        const match = /^consume shared module \([^)]*\) ((?:@[^/@]+\/)?[^@]+)@/.exec(c.module.identifier());
        if (match) keys.add(match[1]);
      }
  }
  return keys;
}

/**
 * The files each shared module this build provides loads when the federation runtime picks this
 * build's copy (the provide's lazy chunks; mf-manifest.json lists the consume fallbacks' too).
 * @param {import('@rspack/core').Compilation} compilation
 * @returns {Map<string, string[]>}
 */
function providedFiles(compilation) {
  /** @type {Map<string, string[]>} */
  const files = new Map();
  for (const m of compilation.modules) {
    const match = /^provide shared module \([^)]*\) ((?:@[^/@]+\/)?[^@]+)@/.exec(m.identifier());
    if (!match) continue;
    const chunks = m.blocks.flatMap((b) => compilation.chunkGraph.getBlockChunkGroup(b)?.chunks ?? []);
    files.set(match[1], [...new Set(chunks.flatMap((c) => [...c.files]))]);
  }
  return files;
}

/**
 * Writes `remote.json` beside a remote's `remoteEntry.js`: the declaration of `src/remote.ts`
 * (checked against the contract and the remote's exposes: a bad one fails the build), the
 * remote's version, and per exposed module the files it needs at once (from Module Federation's
 * own mf-manifest.json) and the shared modules it consumes that the shell's entry does not carry,
 * with this remote's files for each: the shell preloads them. See libs/contracts remote-contract.ts.
 */
class RemoteDeclarationPlugin {
  /** @param {{ name: string, projectDir: string, exposes?: Record<string, string> }} options */
  constructor({ name, projectDir, exposes }) {
    this.name = name;
    this.projectDir = projectDir;
    this.exposes = Object.keys(exposes || {});
  }
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { remoteDefinitionProblems } = loadTs(path.join(root, 'libs/contracts/src/lib/remote-contract.ts'));
    const file = path.join(this.projectDir, 'src/remote.ts');
    compiler.hooks.thisCompilation.tap('RemoteDeclarationPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemoteDeclarationPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        () => {
          let remote;
          try {
            remote = loadTs(file).remote;
          } catch (e) {
            compilation.errors.push(new rspack.WebpackError(`${path.relative(root, file)}: ${/** @type {Error} */ (e).message}`));
            return;
          }
          const problems = remoteDefinitionProblems(remote, this.exposes);
          if (remote?.name !== this.name) problems.push(`name is ${remote?.name}, the federation name is ${this.name}`);
          if (problems.length) {
            compilation.errors.push(
              new rspack.WebpackError(`${path.relative(root, file)} breaks the remote contract:\n  - ${problems.join('\n  - ')}`),
            );
            return;
          }
          const manifest = compilation.getAsset('mf-manifest.json');
          /** @type {ManifestEntry[]} */
          const exposed = manifest ? JSON.parse(manifest.source.source().toString()).exposes : [];
          const preload = Object.fromEntries(exposed.map((e) => [e.path, e.assets.js.sync]));
          const sharedFiles = providedFiles(compilation);
          const preloadShared = Object.fromEntries(
            exposed.map((e) => [
              e.path,
              Object.fromEntries(
                [...consumedShares(compilation, e.assets.js.sync)]
                  .filter((key) => !HOST_EAGER.has(key) && sharedFiles.get(key)?.length)
                  .map((key) => [key, sharedFiles.get(key)]),
              ),
            ]),
          );
          const version = require(path.join(this.projectDir, 'package.json')).version;
          const info = { ...remote, version, preload, preloadShared };
          compilation.emitAsset('remote.json', new rspack.sources.RawSource(`${JSON.stringify(info, null, 2)}\n`));
        },
      );
    });
  }
}

/**
 * An inline script naming the shared modules the shell provides, each with the files to fetch
 * for it (none when its entry or its start-up preloads carry it): the start-up script
 * (shell/src/boot/early.js) preloads the shell's copy of what a remote's page needs, because the
 * federation runtime uses the shell's copy of a module both provide.
 * @param {import('@rspack/core').Compilation} compilation
 * @param {Set<string>} preloaded the start-up files index.html already preloads
 */
function shellSharedScript(compilation, preloaded) {
  const entry = new Set(compilation.entrypoints.get('main')?.getFiles() ?? []);
  const map = Object.fromEntries(
    [...providedFiles(compilation)].map(([key, files]) => [key, files.filter((f) => !entry.has(f) && !preloaded.has(f))]),
  );
  // JSON in a script: `<` escaped so no file name could close the element.
  return `<script>window.__chowkShellShared=${JSON.stringify(map).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The shell's index.html preloads the chunks its start-up needs besides main.js: the bootstrap
 * (behind main.ts's async boundary) and the tree-shaken router (shared, so not in main.js). Without
 * it they are requested only once main.js has run: a whole level of the request chain later.
 */
class StartupPreloadPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartupPreloadPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const html = compilation.getAsset('index.html');
          if (!html) return;
          /** @param {{ request?: string, module?: { resource?: string, identifier?: () => string } }} origin a chunk group's origin */
          const startup = (origin) =>
            (origin.request === './bootstrap' && /[\\/]src[\\/]main\.ts$/.test(origin.module?.resource ?? '')) ||
            ROUTER.some((pkg) => (origin.module?.identifier?.() ?? '').startsWith(`provide shared module (default) ${pkg}@`));
          /** @type {Set<string>} */
          const files = new Set();
          for (const group of compilation.chunkGroups)
            if ((group.origins ?? []).some(startup))
              for (const chunk of group.chunks) for (const f of chunk.files) if (f.endsWith('.js')) files.add(f);
          const links = [...files].map((f) => `<link rel="preload" as="script" href="/${f}">`).join('');
          // The shared map before the start-up script (a script after the stylesheet would wait for it).
          const text = html.source
            .source()
            .toString()
            .replace('<script>', `${shellSharedScript(compilation, files)}<script>`)
            .replace('</head>', `${links}</head>`);
          compilation.updateAsset('index.html', new rspack.sources.RawSource(text));
        },
      );
    });
  }
}

/**
 * @param {object} o
 * @param {string} o.name   federation name (shell, mfe_admin, ...)
 * @param {string} o.dir    project folder (shell, mfe-admin, ...)
 * @param {Record<string,string>} [o.exposes]
 * @param {string} o.title  page title of the standalone HTML
 */
function federatedApp({ name, dir, exposes, title }) {
  /**
   * @param {Record<string, unknown>} [env]  `rspack --env` values
   * @param {{ mode?: string }} [argv]
   * @returns {import('@rspack/core').Configuration}
   */
  return (env = {}, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'development';
    const isDev = mode !== 'production';
    const isHost = name === 'shell';
    const standalone =
      // `rspack serve --env STANDALONE=1` (the serve-standalone target) or STANDALONE=1 in the environment.
      !isHost && (process.env.STANDALONE === '1' || env.STANDALONE === '1' || env.STANDALONE === true);
    const projectDir = path.join(root, dir);
    const port = PORTS[name];
    const esmRuntime = federationRuntimeAsEsm();
    const libs = libDirs();
    const shared = sharedModules(libs, routerExportsFor(isHost, projectDir, libs, isDev));
    return {
      mode: isDev ? 'development' : 'production',
      context: projectDir,
      entry: { main: './src/main.ts' },
      devtool: isDev ? 'eval-cheap-module-source-map' : false,
      target: ['web', 'es2020'],
      // Rspack's dev server compiles dynamic imports on first use (on by default for the web) and
      // asks for them at the page's origin: a remote's code runs in the shell's page, so its lazy
      // chunks (the landing's shop-code form, checkout, …) were asked of the shell's server and
      // never came. Every app compiles its whole tree up front instead.
      lazyCompilation: false,
      output: {
        path: path.join(root, 'dist', dir),
        // Remotes load their chunks from wherever their entry was served from.
        publicPath: isHost || standalone ? '/' : 'auto',
        uniqueName: name,
        filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        clean: true,
      },
      resolve: { ...resolveOptions(libs), alias: { ...resolveOptions(libs).alias, ...esmRuntime.alias } },
      module: { rules: [swcRule(isDev)] },
      optimization: { minimize: !isDev },
      performance: { hints: false },
      stats: isDev ? 'errors-warnings' : 'errors-warnings',
      plugins: [
        esmRuntime.plugin,
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: exposes || {},
          // The shell registers remotes at run time from remotes.json (see shell/src/main.ts).
          remotes: {},
          // The shell provides HOST_EAGER in its entry chunk; remotes consume them from it.
          shared: isHost
            ? Object.fromEntries(
                Object.entries(shared).map(([k, v]) => [k, HOST_EAGER.has(k) && !v.treeShaking ? { ...v, eager: true } : v]),
              )
            : shared,
          // Load a remote's remoteEntry.js only when one of its modules is needed, reusing the
          // singletons already loaded, instead of fetching every remote at start to compare versions.
          shareStrategy: 'loaded-first',
          // No mf-manifest.json fetch: remotes are addressed by their remoteEntry.js directly.
          manifest: true,
          dts: false,
          experiments: {
            // One copy of the federation runtime: the shell provides it, federated remotes
            // use it. A remote run on its own (STANDALONE=1) bundles its own runtime instead
            // (provideExternalRuntime is only allowed in a pure consumer).
            ...(isHost ? { provideExternalRuntime: true } : standalone ? {} : { externalRuntime: true }),
            // We address remotes by remoteEntry.js, never by mf-manifest.json: drop the snapshot code.
            optimization: { disableSnapshot: true, target: 'web', ...(isHost ? {} : { disableRemote: true }) },
          },
        }),
        ...(isHost || standalone ? [] : [new RemoteDeclarationPlugin({ name, projectDir, exposes })]),
        ...(isHost ? [new StartupPreloadPlugin(), new (require('./app-icons').AppIconsPlugin)()] : []),
        new rspack.HtmlRspackPlugin({
          // One page template for every app; only the shell inlines shell/src/boot/early.js, which
          // fetches the remotes manifest and preloads the current route's remote files at once.
          template: path.join(__dirname, 'index.html'),
          templateParameters: {
            // The shell shows the root splash from the first byte; React replaces it when it mounts.
            rootContent: isHost ? BOOT_SPLASH : '',
            headExtra: isHost
              ? `<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous"><script>${earlyScript(isDev)}</script>`
              : '',
          },
          title,
          inject: 'body',
          // A remote's page is its standalone mode: only its own entry (not remoteEntry.js, a
          // second copy of the runtime), from the root so deep links like /admin/area load it.
          chunks: ['main'],
          publicPath: '/',
        }),
        new rspack.CopyRspackPlugin({
          patterns: [
            { from: path.join(root, 'libs/ui/src/styles.css'), to: 'chowk.css' },
            // The Devanagari and Tamil subsets chowk.css names (tools/fonts.mjs): /fonts/<name>.<hash>.woff2.
            { from: '*.woff2', context: path.join(root, 'libs/ui/src/fonts'), to: 'fonts/[name][ext]' },
            { from: path.join(root, 'shell/public/favicon.svg'), to: 'favicon.svg', force: true },
            ...(isHost ? [{ from: path.join(projectDir, 'public'), to: '.' }] : []),
          ],
        }),
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isDev ? 'development' : 'production') }),
      ],
      devServer: {
        port,
        host: '127.0.0.1',
        // The page is opened as localhost:4200 while remotes are fetched cross-port.
        allowedHosts: 'all',
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // A remote's reload client runs inside the shell's page: point it at its own server.
        client: { overlay: false, webSocketURL: `ws://localhost:${port}/ws` },
        static: isHost ? [{ directory: path.join(projectDir, 'public'), watch: true }] : false,
        proxy: [{ context: ['/api'], target: `http://127.0.0.1:${PORTS.api}`, changeOrigin: false, xfwd: true }],
        setupMiddlewares: (middlewares) => [
          { name: 'uncompressed-event-streams', middleware: uncompressedEventStreams },
          { name: 'form-post-to-page', middleware: formPostToPage },
          ...middlewares,
        ],
      },
    };
  };
}

/**
 * The dev server gzips what it answers, proxied /api answers included, and a gzip stream holds
 * small writes back until it has a block's worth: a live order stream (text/event-stream) would
 * reach the page in bursts, or not at all. Such a request is sent on without Accept-Encoding, so
 * nothing compresses it (the proxy itself passes each chunk on as it comes, and ends the API's
 * request when the page leaves).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} _res
 * @param {() => void} next
 */
function uncompressedEventStreams(req, _res, next) {
  if (req.url?.startsWith('/api/') && String(req.headers.accept ?? '').includes('text/event-stream')) {
    delete req.headers['accept-encoding'];
  }
  next();
}

/**
 * A page reached by a form POST (the payment gateway returns the browser to /payment/callback
 * with redirect mode POST) is answered 303 See Other to the same address: the page loads by GET
 * and a reload does not post again. The posted fields are not read: the app asks the API, which
 * asks the gateway. /api is the API's.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {() => void} next
 */
function formPostToPage(req, res, next) {
  if (req.method !== 'POST' || !req.url || req.url === '/api' || req.url.startsWith('/api/')) return next();
  req.resume();
  res.writeHead(303, { Location: req.url }).end();
}

module.exports = { federatedApp, PORTS, sharedModules, root, swcRule, resolveOptions };
