// `npm run bench`: a page built as ONE non-federated bundle, the baseline for the federated
// first visit: the landing (entry.tsx) or the shopkeeper's pages (entry-shop.tsx). Same compiler settings as tools/rspack/federation.js (swc rule,
// lib aliases, targets, production NODE_ENV), but no ModuleFederationPlugin: one initial chunk.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { root, swcRule, resolveOptions } = require('../../rspack/federation');

/**
 * @param {unknown} _env
 * @param {{ outputPath?: string, entry?: string }} [argv]
 * @returns {import('@rspack/core').Configuration}
 */
module.exports = (_env, argv = {}) => ({
  mode: 'production',
  context: __dirname,
  entry: { main: `./${argv.entry || 'entry.tsx'}` },
  devtool: false,
  target: ['web', 'es2020'],
  output: {
    path: argv.outputPath || path.join(root, 'tmp/bench/single'),
    publicPath: '/',
    filename: '[name].[contenthash:8].js',
    clean: true,
  },
  resolve: resolveOptions(),
  module: { rules: [swcRule(false)] },
  optimization: { minimize: true },
  performance: { hints: false },
  stats: 'errors-warnings',
  plugins: [
    // One bundle for the first render; what the landing imports lazily (the shop-code form, the
    // newsletter form) stays lazy, as in the federated build, so both load the same code first.
    new rspack.HtmlRspackPlugin({ template: path.join(__dirname, 'index.html'), inject: 'body' }),
    new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(root, 'libs/ui/src/styles.css'), to: 'chowk.css' }] }),
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
  ],
});
