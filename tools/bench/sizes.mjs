// Bytes of every JS and CSS file of a build folder: raw, gzip (level 9) and brotli (quality 11).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** @typedef {{ raw: number, gzip: number, brotli: number }} Sizes */

/** @param {Buffer} buf */
export const gzipSize = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
/** @param {Buffer} buf */
export const brotliSize = (buf) =>
  zlib.brotliCompressSync(buf, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
  }).length;

/**
 * @param {string} file
 * @returns {Sizes}
 */
export function fileSizes(file) {
  const buf = readFileSync(file);
  return { raw: buf.length, gzip: gzipSize(buf), brotli: brotliSize(buf) };
}

/** @param {Sizes} a @param {Sizes} b @returns {Sizes} */
const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const zero = () => ({ raw: 0, gzip: 0, brotli: 0 });

/**
 * Every .js / .css file under `dir` (recursively), with per-kind and overall totals.
 * @param {string} dir
 */
export function buildSizes(dir) {
  /** @type {({ file: string, kind: 'js' | 'css' } & Sizes)[]} */
  const files = [];
  /** @param {string} d */
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(js|mjs|css)$/.test(e.name))
        files.push({ file: path.relative(dir, p), kind: e.name.endsWith('.css') ? 'css' : 'js', ...fileSizes(p) });
    }
  };
  walk(dir);
  files.sort((a, b) => b.raw - a.raw);
  const js = files.filter((f) => f.kind === 'js').reduce(add, zero());
  const css = files.filter((f) => f.kind === 'css').reduce(add, zero());
  return {
    js: { files: files.filter((f) => f.kind === 'js').length, ...js },
    css: { files: files.filter((f) => f.kind === 'css').length, ...css },
    total: add(js, css),
    files,
  };
}
