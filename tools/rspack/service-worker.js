// The shell's service worker build: shell/src/sw/sw.ts → dist/shell/sw.js, production only (the
// shell's rspack.config.js adds it beside the app's build). One file, no hash in its name: the
// browser checks /sw.js itself for updates, and the static servers send it `no-cache` like every
// unhashed file (tools/serve.mjs). Caching rules: docs/architecture.md, "Service worker (second
// visits and offline)".
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { root, swcRule } = require('./federation');

/**
 * What the worker precaches: the offline page and the stylesheet it uses, as the shell's build
 * copies them into dist/shell (federation.js). Each revision is a hash of the source, so a change
 * to either changes sw.js itself, and browsers install the new worker and fetch the new copy.
 */
const PRECACHE = [
  { url: '/offline.html', source: 'shell/public/offline.html' },
  { url: '/chowk.css', source: 'libs/ui/src/styles.css' },
];

/** @returns {{ url: string, revision: string }[]} Workbox's precache manifest */
function precacheManifest() {
  return PRECACHE.map(({ url, source }) => ({
    url,
    revision: crypto
      .createHash('sha256')
      .update(fs.readFileSync(path.join(root, source)))
      .digest('hex')
      .slice(0, 16),
  }));
}

/**
 * @param {object} [o]
 * @param {string[]} [o.dependencies] names of configurations to finish first: the app's build
 *   cleans dist/shell (`output.clean`), so the worker is written only after it, into the same folder
 * @returns {import('@rspack/core').Configuration}
 */
function serviceWorker({ dependencies = [] } = {}) {
  return {
    name: 'shell-service-worker',
    dependencies,
    mode: 'production',
    context: path.join(root, 'shell'),
    entry: { sw: './src/sw/sw.ts' },
    target: ['webworker', 'es2020'],
    devtool: false,
    output: {
      path: path.join(root, 'dist/shell'),
      filename: 'sw.js',
      publicPath: '/',
      // The app's build owns the folder and has cleaned it already.
      clean: false,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [swcRule(false)] },
    // Workbox is bundled in: one script, nothing for the worker to import at run time.
    optimization: { minimize: true, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    plugins: [
      new rspack.DefinePlugin({
        // Workbox's modules drop their development logging and assertions on this.
        'process.env.NODE_ENV': JSON.stringify('production'),
        __CHOWK_PRECACHE__: JSON.stringify(precacheManifest()),
      }),
    ],
  };
}

module.exports = { serviceWorker, precacheManifest };
