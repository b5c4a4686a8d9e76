// Builds tools/bench/single (a page as ONE non-federated bundle) with the Rspack API.
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildSizes } from './sizes.mjs';

const require = createRequire(import.meta.url);

/**
 * @param {string} outputPath
 * @param {string} [entry] the entry file in tools/bench/single: entry.tsx (the landing) or entry-shop.tsx
 */
export async function buildSingleBundle(outputPath, entry = 'entry.tsx') {
  const { rspack } = require('@rspack/core');
  const config = require('./single/rspack.config.js')({}, { outputPath, entry });
  await new Promise((resolve, reject) =>
    rspack(config).run((err, stats) => {
      if (err) return reject(err);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(undefined);
    }),
  );
  return { dir: outputPath, ...buildSizes(outputPath) };
}

/** @param {string} root @param {string} [name] */
export const singleBundleDir = (root, name = 'single') => path.join(root, 'tmp/bench', name);
