// A release of the browser apps for a front proxy (tools/prod/caddyfile.mjs): the production
// builds copied out of dist/ with their precompressed copies and the release's remotes.json, and
// the pages' Content-Security-Policy the proxy sends with them.
//
//   node tools/prod/release.mjs --www /srv/chowk/releases/<id> --origin https://chowk.example
//       writes the release and prints the policy (for CHOWK_CSP in /etc/chowk/caddy.env)
//   node tools/prod/release.mjs --www /srv/chowk/www --origin https://chowk.example --only mfe-admin
//       deploys one remote's new build into the live release (the shell is not touched)
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { APPS } from '../apps.mjs';
import { composeLocal, federationName, pointRemote } from '../remotes.mjs';
import { pagePolicy } from '../security-headers.mjs';
import { REMOTE_PATHS } from './caddyfile.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth sending compressed. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|webmanifest)$/;

/** A remote's entry URL on the site at `origin`. @param {string} origin */
const entryOf = (origin) => (/** @type {string} */ project) =>
  `${origin}${REMOTE_PATHS.find((r) => r.project === project)?.path}/remoteEntry.js`;

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` beside every text file under `dir` (or
 * `dir` itself, a file), for Caddy's `precompressed`: served in place of the file when the
 * browser takes them, so each must be rewritten whenever its file is.
 * @param {string} dir
 * @returns {Promise<number>} the files compressed
 */
async function precompress(dir) {
  /** @type {string[]} */
  const files = [];
  /** @param {string} at */
  const walk = (at) => {
    if (!statSync(at).isDirectory()) return void (COMPRESSIBLE.test(at) && files.push(at));
    for (const name of readdirSync(at)) walk(path.join(at, name));
  };
  walk(dir);
  await Promise.all(
    files.map(async (file) => {
      const raw = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip(raw, { level: 9 }),
      ]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
    }),
  );
  return files.length;
}

/** @param {string} project */
function distOf(project) {
  const from = path.join(root, 'dist', project);
  if (!existsSync(path.join(from, project === 'shell' ? 'index.html' : 'remoteEntry.js')))
    throw new Error(`dist/${project} is missing: run npm run build`);
  return from;
}

/**
 * The release the proxy serves: each app's production build copied from dist/ into `www`
 * (so a rebuild changes nothing served until the next release), every text file beside its
 * brotli and gzip copies, and the shell's remotes.json naming each remote under the site's own
 * origin (`<origin>/remotes/<project>/remoteEntry.js`).
 * With `only` (a remote's project), the rest of the release stays as it is: that remote's new
 * build is copied over its folder (its previous hashed files stay, for the pages still open)
 * and its entry in remotes.json is written again from its new remote.json: one remote deployed
 * alone, the shell and the other remotes untouched.
 * @param {{ www: string, origin: string, only?: string, log?: (line: string) => void }} o
 */
export async function prepareRelease({ www, origin, only, log = () => undefined }) {
  const started = Date.now();
  const manifest = path.join(www, 'shell', 'remotes.json');
  if (only) {
    const remote = REMOTE_PATHS.find((r) => r.project === only);
    if (!remote) throw new Error(`${only} is not a remote: ${REMOTE_PATHS.map((r) => r.project).join(', ')}`);
    if (!existsSync(manifest)) throw new Error(`${www} holds no release to deploy ${only} into`);
    cpSync(distOf(only), path.join(www, only), { recursive: true });
    await pointRemote({
      name: federationName(only),
      entry: new URL('remoteEntry.js', `file://${path.join(www, only)}/`).href,
      publicEntry: entryOf(origin)(only),
      manifest,
    });
    const count = (await precompress(path.join(www, only))) + (await precompress(manifest));
    log(`${only} deployed alone into ${www} (${count} files precompressed) in ${Date.now() - started} ms`);
    return { manifest };
  }
  rmSync(www, { recursive: true, force: true });
  for (const app of APPS) cpSync(distOf(app.project), path.join(www, app.project), { recursive: true });
  rmSync(manifest, { force: true });
  await composeLocal({ manifest, dist: www, entryOf: entryOf(origin) });
  const count = await precompress(www);
  log(`release of ${APPS.length} apps in ${www} (${count} files precompressed) in ${Date.now() - started} ms`);
  return { manifest };
}

/**
 * The pages' policy of a release made by prepareRelease.
 * @param {string} www
 */
export const releasePolicy = (www) =>
  pagePolicy({ dir: path.join(www, 'shell'), remotesFile: path.join(www, 'shell', 'remotes.json') });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  /** @param {string} flag */
  const option = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const www = option('--www');
  const origin = option('--origin');
  if (!www || !origin || !/^https:\/\/[^/]+$/.test(origin)) {
    console.error('usage: node tools/prod/release.mjs --www <folder> --origin https://<site> [--only <remote project>]');
    process.exit(2);
  }
  await prepareRelease({ www: path.resolve(www), origin, only: option('--only'), log: (line) => console.error(line) });
  console.log(releasePolicy(path.resolve(www)));
}
