// Production build of the API: one CommonJS file per entry in dist/api. Our code and the
// workspace libraries (@chowk/*, from source) are bundled; every npm package stays an
// external `require`, resolved from node_modules at run time (Nest loads optional packages
// lazily, and native/ESM-only dependencies keep working as they do in development).
const path = require('node:path');
const { defineConfig } = require('@rspack/cli');

const root = path.resolve(__dirname, '..');

/** A bare import of an npm package (not relative, not absolute, not one of our libraries). */
const isPackageImport = (request) => !request.startsWith('.') && !path.isAbsolute(request) && !request.startsWith('@chowk/');

module.exports = defineConfig({
  context: __dirname,
  target: 'node20.19',
  entry: {
    main: './src/main.ts',
    seed: './src/seed.ts',
  },
  output: {
    path: path.join(root, 'dist/api'),
    filename: '[name].js',
    chunkFormat: 'commonjs',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: {
    extensions: ['.ts', '.js', '.json'],
    alias: {
      '@chowk/contracts': path.join(root, 'libs/contracts/src/index.ts'),
    },
  },
  externalsType: 'commonjs',
  externals: [
    ({ request }, callback) => (request && isPackageImport(request) ? callback(null, `commonjs ${request}`) : callback()),
  ],
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', decorators: true },
            // Nest reads constructor parameter types from decorator metadata.
            transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
            target: 'es2022',
            keepClassNames: true,
          },
        },
        type: 'javascript/auto',
      },
    ],
  },
  optimization: {
    // Server code: readable stack traces beat a few kilobytes.
    minimize: false,
    splitChunks: false,
  },
  devtool: 'source-map',
  node: { __dirname: false, __filename: false },
  stats: 'errors-warnings',
  performance: { hints: false },
  infrastructureLogging: { level: 'warn' },
});
