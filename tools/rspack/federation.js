// One Rspack + Module Federation configuration for the shell and every remote, so the
// shared singletons, the ports and the output layout are written once.
const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const rootPkg = require('../../package.json');

const root = path.resolve(__dirname, '../..');

/** The folder of an installed package (its package.json may not be in its `exports`). */
function pkgDir(name) {
  let dir = path.dirname(require.resolve(name, { paths: [root] }));
  while (!fs.existsSync(path.join(dir, 'package.json')) || require(path.join(dir, 'package.json')).name !== name) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`cannot find the package folder of ${name}`);
    dir = up;
  }
  return dir;
}

/** decisions.md §3: the ports are part of the platform contract. */
const PORTS = {
  shell: 4200,
  mfe_customer: 4201,
  mfe_shopkeeper: 4202,
  mfe_admin: 4203,
  mfe_static: 4204,
  api: 3000,
};

const deps = rootPkg.dependencies;

/** The client-side react-router-dom API every app shares, and the package's full ESM entry it re-exports. */
const ROUTER_SUBSET = path.join(__dirname, 'shared/react-router-dom.mjs');
const ROUTER_FULL = path.join(pkgDir('react-router-dom'), 'dist/index.mjs');

/**
 * A name missing from ROUTER_SUBSET would be `undefined` at run time in every app, so fail
 * the build instead, naming the file and the export to add.
 */
function checkRouterSubset() {
  const text = fs.readFileSync(ROUTER_SUBSET, 'utf8');
  const provided = new Set(
    text
      .slice(text.indexOf('export {') + 8, text.indexOf('} from'))
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  );
  const runtimeExports = new Set(Object.keys(require(path.join(pkgDir('react-router-dom'), 'dist/index.js'))));
  const missing = new Map();
  const walk = (dir) => {
    for (const e of fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'node_modules' && e.name !== 'dist') walk(p);
      } else if (/\.[jt]sx?$/.test(e.name) && !/\.(spec|test)\.[jt]sx?$/.test(e.name)) {
        const src = fs.readFileSync(p, 'utf8');
        if (!src.includes('react-router-dom')) continue;
        if (/import\s+\*\s+as\s+\w+\s+from\s+['"]react-router-dom['"]/.test(src))
          missing.set('* (namespace import)', path.relative(root, p));
        for (const m of src.matchAll(/(import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]react-router-dom['"]/g)) {
          if (m[2]) continue;
          for (const item of m[3].split(',')) {
            const name = item
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0]
              .trim();
            if (name && runtimeExports.has(name) && !provided.has(name)) missing.set(name, path.relative(root, p));
          }
        }
      }
    }
  };
  for (const dir of ['shell', 'mfe-customer', 'mfe-shopkeeper', 'mfe-admin', 'mfe-static', 'libs']) walk(path.join(root, dir));
  if (missing.size) {
    const list = [...missing].map(([name, file]) => `  - ${name} (imported in ${file})`).join('\n');
    throw new Error(
      `react-router-dom exports used by the apps but not shared:\n${list}\nAdd them to ${path.relative(root, ROUTER_SUBSET)}.`,
    );
  }
}

const singleton = (pkg) => ({ singleton: true, requiredVersion: deps[pkg] ? `^${deps[pkg]}` : false });
const workspaceLib = { singleton: true, requiredVersion: false };

/** Shared singletons (issue 2, decisions.md §2). */
const shared = {
  react: singleton('react'),
  'react/jsx-runtime': { ...singleton('react'), requiredVersion: `^${deps.react}` },
  'react-dom': singleton('react-dom'),
  'react-dom/client': { ...singleton('react-dom'), requiredVersion: `^${deps['react-dom']}` },
  // Shared as its client-side API only: see tools/rspack/shared/react-router-dom.mjs.
  'react-router-dom': {
    ...singleton('react-router-dom'),
    import: ROUTER_SUBSET,
    // The provided module is our file, so name the package's version explicitly.
    version: require(path.join(pkgDir('react-router-dom'), 'package.json')).version,
  },
  '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
  '@reduxjs/toolkit/query/react': { ...singleton('@reduxjs/toolkit'), requiredVersion: `^${deps['@reduxjs/toolkit']}` },
  'react-redux': singleton('react-redux'),
  '@chowk/contracts': workspaceLib,
  '@chowk/api-client': workspaceLib,
  '@chowk/session': workspaceLib,
  '@chowk/store': workspaceLib,
  '@chowk/store/query': workspaceLib,
  '@chowk/ui': workspaceLib,
};

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

/** The workspace libs resolve to their sources (also used by the bench's single bundle). */
const resolveOptions = () => ({
  extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'],
  alias: {
    '@chowk/contracts$': path.join(root, 'libs/contracts/src/index.ts'),
    '@chowk/api-client$': path.join(root, 'libs/api-client/src/index.ts'),
    '@chowk/session$': path.join(root, 'libs/session/src/index.ts'),
    '@chowk/store$': path.join(root, 'libs/store/src/index.ts'),
    '@chowk/store/query$': path.join(root, 'libs/store/src/query.ts'),
    '@chowk/ui$': path.join(root, 'libs/ui/src/index.ts'),
    // The full react-router-dom that ROUTER_SUBSET re-exports from (not in the package's `exports`).
    'react-router-dom/dist/index.mjs$': ROUTER_FULL,
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

/** Shared modules the shell's first render needs: bundled into its entry (one request, no waterfall). */
const HOST_EAGER = new Set([
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@reduxjs/toolkit',
  'react-redux',
  '@chowk/contracts',
  // Not @chowk/api-client: axios loads with the first API call, not with the first render.
  '@chowk/session',
  '@chowk/store',
  '@chowk/ui',
]);

/**
 * @param {object} o
 * @param {string} o.name   federation name (shell, mfe_admin, ...)
 * @param {string} o.dir    project folder (shell, mfe-admin, ...)
 * @param {Record<string,string>} [o.exposes]
 * @param {string} o.title  page title of the standalone HTML
 */
function federatedApp({ name, dir, exposes, title }) {
  return (env = {}, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'development';
    const isDev = mode !== 'production';
    const isHost = name === 'shell';
    const standalone =
      // `rspack serve --env STANDALONE=1` (the serve-standalone target) or STANDALONE=1 in the environment.
      !isHost && (process.env.STANDALONE === '1' || env.STANDALONE === '1' || env.STANDALONE === true);
    const projectDir = path.join(root, dir);
    const port = PORTS[name];
    checkRouterSubset();
    const esmRuntime = federationRuntimeAsEsm();
    return {
      mode: isDev ? 'development' : 'production',
      context: projectDir,
      entry: { main: './src/main.ts' },
      devtool: isDev ? 'eval-cheap-module-source-map' : false,
      target: ['web', 'es2020'],
      output: {
        path: path.join(root, 'dist', dir),
        // Remotes load their chunks from wherever their entry was served from.
        publicPath: isHost || standalone ? '/' : 'auto',
        uniqueName: name,
        filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        clean: true,
      },
      resolve: { ...resolveOptions(), alias: { ...resolveOptions().alias, ...esmRuntime.alias } },
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
            ? Object.fromEntries(Object.entries(shared).map(([k, v]) => [k, HOST_EAGER.has(k) ? { ...v, eager: true } : v]))
            : shared,
          // Load a remote's remoteEntry.js only when one of its modules is needed, reusing the
          // singletons already loaded, instead of fetching every remote at start to compare versions.
          shareStrategy: 'loaded-first',
          // No mf-manifest.json fetch: remotes are addressed by their remoteEntry.js directly.
          manifest: false,
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
        new rspack.HtmlRspackPlugin({
          // One page template for every app; only the shell preloads the remotes manifest, so
          // it downloads in parallel with the scripts instead of after them.
          template: path.join(__dirname, 'index.html'),
          templateParameters: {
            headExtra: isHost ? '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous" />' : '',
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
      },
    };
  };
}

module.exports = { federatedApp, PORTS, shared, root, swcRule, resolveOptions };
