// The shell's remotes.json, the one per-environment file of the browser apps: which remote
// lives where, under which prefix, and what it declares (its remote.json, inlined so the shell's
// index.html can preload a route's files from the first response: see shell/src/boot/early.js).
//
//   node tools/remotes.mjs point <name> <remoteEntry URL> [--prefix /p] [--manifest file]
//       Repoints one remote (the deploy step of a remote team): reads remote.json beside the
//       entry (over HTTP, or from a local folder for file: URLs) and writes that remote's entry.
//       The shell is not rebuilt; its next page load uses the new remote.
//   node tools/remotes.mjs compose [--manifest file]
//       Writes every remote of this repository as served by `npm run serve` (dist/, contract ports).
//
// The manifest defaults to dist/shell/remotes.json. A hand-written entry may also be a bare URL
// ("mfe_admin": "https://…/remoteEntry.js"): the shell then reads remote.json itself, one
// request later.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from './apps.mjs';

/** @typedef {import('../libs/contracts/src/lib/remote-contract').RemoteBuildInfo} RemoteBuildInfo */
/** @typedef {import('../libs/contracts/src/lib/remote-contract').RemotesManifestEntry} RemotesManifestEntry */
/** @typedef {{ entry: string, prefix?: string, remote: RemoteBuildInfo }} PointedEntry */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_MANIFEST = path.join(root, 'dist/shell/remotes.json');

/**
 * The federation name of a remote project (`mfe-admin` → `mfe_admin`).
 * @param {string} project
 */
export const federationName = (project) => project.replace(/-/g, '_');

/**
 * remote.json of the remote whose entry is `entry` (an http(s) or file URL).
 * @param {string} entry
 * @returns {Promise<RemoteBuildInfo>}
 */
export async function readRemoteInfo(entry) {
  const url = new URL('remote.json', entry);
  if (url.protocol === 'file:') return JSON.parse(readFileSync(fileURLToPath(url), 'utf8'));
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url.href} answered ${res.status}`);
  return res.json();
}

/**
 * @param {string} file
 * @returns {Record<string, RemotesManifestEntry>}
 */
function readManifest(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/**
 * @param {string} file
 * @param {Record<string, RemotesManifestEntry>} manifest
 */
function writeManifest(file, manifest) {
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * Points `name` at `entry` in the manifest file, with its declaration inlined.
 * @param {{ name: string, entry: string, prefix?: string, manifest?: string, publicEntry?: string }} options
 * @returns {Promise<PointedEntry>} the new entry
 */
export async function pointRemote({ name, entry, prefix, manifest = DEFAULT_MANIFEST, publicEntry = entry }) {
  const remote = await readRemoteInfo(entry);
  if (remote.name !== name) throw new Error(`${entry} is ${remote.name}, not ${name}`);
  const current = readManifest(manifest);
  const keepPrefix = typeof current[name] === 'object' ? current[name].prefix : undefined;
  const next = { entry: publicEntry, ...((prefix ?? keepPrefix) ? { prefix: prefix ?? keepPrefix } : {}), remote };
  writeManifest(manifest, { ...current, [name]: next });
  return next;
}

/**
 * Every remote of this repository from `dist` (dist/ by default; a release folder with the same
 * layout for tools/prod), each at the address `entryOf` gives: by default its contract port, as
 * `npm run serve` serves it.
 * @param {{ manifest?: string, host?: string, dist?: string, entryOf?: (project: string, port: number) => string }} [options]
 */
export async function composeLocal({
  manifest = DEFAULT_MANIFEST,
  host = 'localhost',
  dist = path.join(root, 'dist'),
  entryOf = (_project, port) => `http://${host}:${port}/remoteEntry.js`,
} = {}) {
  for (const app of APPS.filter((a) => !a.host)) {
    const dir = path.join(dist, app.project);
    await pointRemote({
      name: federationName(app.project),
      entry: new URL('remoteEntry.js', `file://${dir}/`).href,
      publicEntry: entryOf(app.project, app.port),
      manifest,
    });
  }
  return readManifest(manifest);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...rest] = process.argv.slice(2);
  /** @param {string} flag */
  const option = (flag) => (rest.includes(flag) ? rest[rest.indexOf(flag) + 1] : undefined);
  const manifest = path.resolve(option('--manifest') ?? DEFAULT_MANIFEST);
  if (command === 'point') {
    const [name, entry] = rest.filter((a, i) => !a.startsWith('--') && !rest[i - 1]?.startsWith('--'));
    if (!name || !entry)
      throw new Error('usage: node tools/remotes.mjs point <name> <remoteEntry URL> [--prefix /p] [--manifest file]');
    const next = await pointRemote({ name, entry, prefix: option('--prefix'), manifest });
    console.log(`${name} → ${next.entry} (${next.remote.routes.length} routes, version ${next.remote.version}) in ${manifest}`);
  } else if (command === 'compose') {
    const m = await composeLocal({ manifest });
    console.log(`${Object.keys(m).length} remotes in ${manifest}`);
  } else {
    console.error('usage: node tools/remotes.mjs point <name> <remoteEntry URL> | compose  [--manifest file]');
    process.exit(2);
  }
}
