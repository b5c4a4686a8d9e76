// The bench's comparison of the two supported ways to share react-router: the apps ship it
// tree-shaken (Module Federation shared tree shaking); this builds the shell and the static
// remote with CHOWK_ROUTER_SHARE=whole into tmp/bench/router-<share>/ so the landing can be
// measured both ways in one run.
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * @param {import('@rspack/core').Configuration} config
 * @returns {Promise<void>}
 */
function build(config) {
  const { rspack } = require('@rspack/core');
  return new Promise((resolve, reject) =>
    rspack(config).run((err, stats) => {
      if (err) return reject(err);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    }),
  );
}

/**
 * @param {{ root: string, share: string }} options
 * @returns {Promise<{dirs: Record<string,string>, writeManifest: (m: object) => void}>}
 */
export async function buildRouterVariant({ root, share }) {
  const before = process.env.CHOWK_ROUTER_SHARE;
  process.env.CHOWK_ROUTER_SHARE = share;
  /** @type {Record<string, string>} */
  const dirs = {};
  try {
    for (const project of ['shell', 'mfe-static']) {
      const configFile = path.join(root, project, 'rspack.config.js');
      delete require.cache[configFile];
      // The shell's production configuration is a list, the app and then its service worker
      // (tools/rspack/service-worker.js): the variant's first visits block service workers, so
      // only the app is built.
      /** @type {import('@rspack/core').Configuration & { output: import('@rspack/core').Output }} */
      const config = [require(configFile)({}, { mode: 'production' })].flat()[0];
      dirs[project] = path.join(root, 'tmp/bench', `router-${share}`, project);
      mkdirSync(dirs[project], { recursive: true });
      config.output.path = dirs[project];
      await build(config);
    }
  } finally {
    if (before === undefined) delete process.env.CHOWK_ROUTER_SHARE;
    else process.env.CHOWK_ROUTER_SHARE = before;
  }
  return {
    dirs,
    writeManifest: (manifest) => writeFileSync(path.join(dirs.shell, 'remotes.json'), `${JSON.stringify(manifest)}\n`),
  };
}
