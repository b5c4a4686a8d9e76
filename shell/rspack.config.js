const { federatedApp } = require('../tools/rspack/federation');
const { serviceWorker } = require('../tools/rspack/service-worker');

const app = federatedApp({ name: 'shell', dir: 'shell', title: 'Chowk' });

/**
 * The shell; in production also its service worker (dist/shell/sw.js), built after the app because
 * the app's build empties dist/shell first. Development builds have no worker: `rspack serve` runs
 * the app alone, as before.
 * @param {Record<string, unknown>} [env]
 * @param {{ mode?: string }} [argv]
 */
module.exports = (env = {}, argv = {}) => {
  const config = { ...app(env, argv), name: 'shell' };
  const mode = argv.mode || process.env.NODE_ENV || 'development';
  return mode === 'production' ? [config, serviceWorker({ dependencies: ['shell'] })] : config;
};
