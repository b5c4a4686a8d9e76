// Schemathesis (property-based fuzzing of the OpenAPI document) for the API's fuzz test.
// Installed with pip from PyPI into a virtualenv in .tools/schemathesis; nothing else is downloaded.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SCHEMATHESIS_VERSION = '4.32.5';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const venv = path.join(root, '.tools', 'schemathesis');
export const schemathesisBin = path.join(venv, 'bin', 'schemathesis');
/** Written after a successful install: a half-finished venv is installed again. */
const stamp = path.join(venv, 'installed-version.txt');

function python() {
  for (const candidate of /** @type {string[]} */ ([process.env.PYTHON, 'python3', 'python'].filter(Boolean))) {
    try {
      const version = execFileSync(candidate, ['-c', 'import sys; print("%d.%d" % sys.version_info[:2])'], {
        encoding: 'utf8',
      }).trim();
      const [major, minor] = version.split('.').map(Number);
      if (major === 3 && minor >= 9) return candidate;
    } catch {
      // not this one
    }
  }
  throw new Error('Schemathesis needs Python 3.9+ (python3) with the venv module');
}

export function installSchemathesis({ force = false } = {}) {
  const installed = existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === SCHEMATHESIS_VERSION;
  if (!force && installed && existsSync(schemathesisBin)) return schemathesisBin;
  rmSync(venv, { recursive: true, force: true });
  execFileSync(python(), ['-m', 'venv', venv], { stdio: 'inherit' });
  const pip = path.join(venv, 'bin', 'pip');
  execFileSync(
    pip,
    ['install', '--quiet', '--disable-pip-version-check', '--no-input', `schemathesis==${SCHEMATHESIS_VERSION}`],
    { stdio: 'inherit', env: { ...process.env, PIP_DISABLE_PIP_VERSION_CHECK: '1' } },
  );
  execFileSync(path.join(venv, 'bin', 'python'), [
    '-c',
    `open(${JSON.stringify(stamp)}, "w").write("${SCHEMATHESIS_VERSION}\\n")`,
  ]);
  return schemathesisBin;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cmd = process.argv[2];
  if (cmd === 'install') {
    console.log(`Schemathesis ${SCHEMATHESIS_VERSION} at ${installSchemathesis({ force: process.argv.includes('--force') })}`);
  } else {
    console.error('usage: node tools/schemathesis.mjs install [--force]');
    process.exit(2);
  }
}
