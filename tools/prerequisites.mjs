// Everything the tests need beyond npm, in one list, provisioned by one step: `npm test` runs it
// first, `.ci/run` and the GitHub workflow call it too. What is missing is installed (Debian's
// packages with apt-get when run as root, FerretDB from the Go module proxy, Schemathesis from
// PyPI); a missing system package that cannot be installed stops at once with the command to run.
//
//   node tools/prerequisites.mjs            check and install all of it
//   node tools/prerequisites.mjs --system   only Debian's packages (e.g. `sudo` in a workflow)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installFerretDB, FERRETDB_VERSION } from './ferretdb.mjs';
import { postgresBinDir } from './postgres.mjs';
import { installSchemathesis, SCHEMATHESIS_VERSION } from './schemathesis.mjs';

/** @param {string} cmd */
const onPath = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' }).status === 0;

/**
 * The Debian packages, each with how to tell it is already there (an override by environment
 * variable counts: a CI runner may bring its own Chrome or PostgreSQL).
 * @type {{ pkg: string, why: string, present: () => boolean }[]}
 */
export const SYSTEM_PACKAGES = [
  {
    pkg: 'chromium',
    why: 'the browser tests and the bench (Playwright drives /usr/bin/chromium)',
    present: () => existsSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium'),
  },
  {
    pkg: 'redis-server',
    why: 'the rate-limit, live-event and WhatsApp specs start their own redis-server',
    present: () => (process.env.REDIS_SERVER ? existsSync(process.env.REDIS_SERVER) : onPath('redis-server')),
  },
  {
    pkg: 'postgresql',
    why: 'FerretDB stores its data in a PostgreSQL cluster of its own (tools/postgres.mjs)',
    present: () => postgresBinDir() !== undefined,
  },
  {
    pkg: 'caddy',
    why: 'the production topology (npm run serve:prod) and its test put Caddy in front of the API instances',
    present: () => (process.env.CADDY ? existsSync(process.env.CADDY) : onPath('caddy')),
  },
  {
    pkg: 'faketime',
    why: '.ci/run runs the unit and API suites with the clock moved (a year ahead, 23:58 India time)',
    present: () => onPath('faketime'),
  },
];

/** Installs the missing Debian packages when root; otherwise throws with the exact command. */
export function provisionSystemPackages() {
  const missing = SYSTEM_PACKAGES.filter((p) => !p.present());
  if (!missing.length) return;
  const names = missing.map((p) => p.pkg);
  const command = `apt-get install -y --no-install-recommends ${names.join(' ')}`;
  const root = process.getuid?.() === 0;
  if (!root || !onPath('apt-get')) {
    throw new Error(
      `Missing for the tests: ${missing.map((p) => `${p.pkg} (${p.why})`).join('; ')}.\n` +
        `Install them, then run the tests again:\n\n  sudo apt-get update && sudo ${command}\n`,
    );
  }
  console.log(`[prerequisites] installing ${names.join(', ')} from Debian's packages`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], { stdio: 'inherit', env });
  const still = missing.filter((p) => !p.present());
  if (still.length)
    throw new Error(`apt-get installed ${names.join(' ')}, but ${still.map((p) => p.pkg).join(', ')} is still missing`);
}

/** Everything: Debian's packages, then FerretDB (Go) and Schemathesis (Python) into .tools/. */
export function provision() {
  provisionSystemPackages();
  installFerretDB();
  installSchemathesis();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  try {
    if (process.argv.includes('--system')) provisionSystemPackages();
    else provision();
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  const pg = postgresBinDir();
  console.log(
    `[prerequisites] ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      [
        `chromium ${process.env.CHROMIUM_PATH || '/usr/bin/chromium'}`,
        `redis-server ${process.env.REDIS_SERVER || 'on PATH'}`,
        `PostgreSQL ${pg ? path.basename(path.dirname(pg)) : '?'}`,
        `caddy ${process.env.CADDY || 'on PATH'}`,
        'faketime',
        ...(process.argv.includes('--system') ? [] : [`FerretDB ${FERRETDB_VERSION}`, `Schemathesis ${SCHEMATHESIS_VERSION}`]),
      ].join(', '),
  );
}
