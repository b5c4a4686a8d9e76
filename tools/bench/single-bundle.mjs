// Builds tools/bench/single (the landing as ONE non-federated bundle) with the Rspack API.
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildSizes } from './sizes.mjs';

const require = createRequire(import.meta.url);

/** @param {string} outputPath */
export async function buildSingleBundle(outputPath) {
  const { rspack } = require('@rspack/core');
  const config = require('./single/rspack.config.js')({}, { outputPath });
  await new Promise((resolve, reject) =>
    rspack(config).run((err, stats) => {
      if (err) return reject(err);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(undefined);
    }),
  );
  return { dir: outputPath, ...buildSizes(outputPath) };
}

/** @param {string} root */
export const singleBundleDir = (root) => path.join(root, 'tmp/bench/single');
