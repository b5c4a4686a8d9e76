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
const singleton = (pkg) => ({ singleton: true, requiredVersion: deps[pkg] ? `^${deps[pkg]}` : false });
const workspaceLib = { singleton: true, requiredVersion: false };

/** Shared singletons (issue 2, decisions.md §2). */
const shared = {
  react: singleton('react'),
  'react/jsx-runtime': { ...singleton('react'), requiredVersion: `^${deps.react}` },
  'react-dom': singleton('react-dom'),
  'react-dom/client': { ...singleton('react-dom'), requiredVersion: `^${deps['react-dom']}` },
  'react-router-dom': singleton('react-router-dom'),
  '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
  '@reduxjs/toolkit/query/react': { ...singleton('@reduxjs/toolkit'), requiredVersion: `^${deps['@reduxjs/toolkit']}` },
  'react-redux': singleton('react-redux'),
  '@chowk/contracts': workspaceLib,
  '@chowk/api-client': workspaceLib,
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
    '@chowk/store$': path.join(root, 'libs/store/src/index.ts'),
    '@chowk/store/query$': path.join(root, 'libs/store/src/query.ts'),
    '@chowk/ui$': path.join(root, 'libs/ui/src/index.ts'),
  },
});

/**
 * @param {object} o
 * @param {string} o.name   federation name (shell, mfe_admin, ...)
 * @param {string} o.dir    project folder (shell, mfe-admin, ...)
 * @param {Record<string,string>} [o.exposes]
 * @param {string} o.title  page title of the standalone HTML
 */
function federatedApp({ name, dir, exposes, title }) {
  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'development';
    const isDev = mode !== 'production';
    const isHost = name === 'shell';
    const standalone = !isHost && (process.env.STANDALONE === '1' || argv.env?.STANDALONE === '1' || Boolean(argv.env?.standalone));
    const projectDir = path.join(root, dir);
    const port = PORTS[name];
    return {
      mode: isDev ? 'development' : 'production',
      context: projectDir,
      entry: { main: './src/main.ts' },
      devtool: isDev ? 'eval-cheap-module-source-map' : false,
      target: ['web', 'es2020'],
      output: {
        path: path.join(root, 'dist', dir),
        // Remotes load their chunks from wherever their entry was served from.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        clean: true,
      },
      resolve: resolveOptions(),
      module: { rules: [swcRule(isDev)] },
      optimization: { minimize: !isDev },
      performance: { hints: false },
      stats: isDev ? 'errors-warnings' : 'errors-warnings',
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: exposes || {},
          // The shell registers remotes at run time from remotes.json (see shell/src/main.ts).
          remotes: {},
          shared,
          // No mf-manifest.json fetch: remotes are addressed by their remoteEntry.js directly.
          manifest: false,
          dts: false,
          experiments: {
            // One copy of the federation runtime: the shell provides it, federated remotes
            // use it. A remote run on its own (STANDALONE=1) bundles its own runtime instead
            // (provideExternalRuntime is only allowed in a pure consumer).
            ...(isHost ? { provideExternalRuntime: true } : standalone ? {} : { externalRuntime: true }),
            // We address remotes by remoteEntry.js, never by mf-manifest.json: drop the snapshot code.
            optimization: { disableSnapshot: true, target: 'web' },
          },
        }),
        new rspack.HtmlRspackPlugin({
          template: path.join(projectDir, 'src/index.html'),
          title,
          inject: 'body',
        }),
        new rspack.CopyRspackPlugin({
          patterns: [
            { from: path.join(root, 'libs/ui/src/styles.css'), to: 'chowk.css' },
            ...(isHost ? [{ from: path.join(projectDir, 'public'), to: '.' }] : []),
          ],
        }),
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isDev ? 'development' : 'production') }),
      ],
      devServer: {
        port,
        host: '127.0.0.1',
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: false },
        static: isHost ? [{ directory: path.join(projectDir, 'public'), watch: true }] : false,
        proxy: [{ context: ['/api'], target: `http://127.0.0.1:${PORTS.api}`, changeOrigin: false }],
      },
    };
  };
}

module.exports = { federatedApp, PORTS, shared, root, swcRule, resolveOptions };
