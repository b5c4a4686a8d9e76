// What a remote team does to ship on its own, scripted for the deploy tests: copy the remote's
// sources (and, for a skew test, a newer release of a shared lib), change them, build only that
// remote for production, serve the build on a free port, and repoint the shell's remotes.json.
// The shell's files are never rebuilt.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const root = path.resolve(__dirname, '..');
const WORK = path.join(root, 'tmp/deploy');
export const SHELL_DIST = path.join(root, 'dist/shell');
export const MANIFEST = path.join(SHELL_DIST, 'remotes.json');

const load = (file: string) => import(pathToFileURL(path.join(root, file)).href);

/** A fresh copy of `from` (repo-relative) under tmp/deploy/<name>; returns its repo-relative path. */
export function copyProject(from: string, name: string): string {
  const to = path.join(WORK, name);
  rmSync(to, { recursive: true, force: true });
  cpSync(path.join(root, from), to, {
    recursive: true,
    filter: (src) => !/(^|[\\/])(node_modules|dist)([\\/]|$)/.test(path.relative(root, src)),
  });
  return path.relative(root, to);
}

/** Edits a file of a copied project in place. */
export function edit(dir: string, file: string, change: (text: string) => string): void {
  const p = path.join(root, dir, file);
  writeFileSync(p, change(readFileSync(p, 'utf8')));
}

/** A copy of a workspace lib released as `version` (its package.json), optionally with more code. */
export function releaseLib(lib: string, version: string, append = ''): string {
  const dir = copyProject(`libs/${lib}`, `${lib}-${version}`);
  edit(dir, 'package.json', (t) => t.replace(/"version": "[^"]+"/, `"version": "${version}"`));
  if (append) edit(dir, 'src/index.ts', (t) => `${t}\n${append}\n`);
  return dir;
}

/**
 * Builds a copied remote for production, as its own CI would: its rspack.config.js from the
 * original, pointed at the copy; CHOWK_LIBS swaps workspace libs for other releases.
 * @returns the folder of the build
 */
export function buildRemote(project: string, dir: string, libs: Record<string, string> = {}): string {
  edit(dir, 'rspack.config.js', (t) =>
    t
      .replace("require('../tools/rspack/federation')", `require(${JSON.stringify(path.join(root, 'tools/rspack/federation'))})`)
      .replace(`dir: '${project}'`, `dir: ${JSON.stringify(dir)}`),
  );
  const res = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'),
      'build',
      '-c',
      path.join(root, dir, 'rspack.config.js'),
      '--mode',
      'production',
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, CHOWK_LIBS: JSON.stringify(libs) } },
  );
  if (res.status !== 0) throw new Error(`building ${dir} failed:\n${res.stdout}\n${res.stderr}`);
  const out = path.join(root, 'dist', dir);
  if (!existsSync(path.join(out, 'remoteEntry.js'))) throw new Error(`${out} has no remoteEntry.js`);
  return out;
}

/** Serves a build folder on a free loopback port, as its own static host would (CORS for the shell). */
export async function serveBuild(dir: string): Promise<{ entry: string; close: () => Promise<void> }> {
  const { createStaticServer } = await load('tools/serve.mjs');
  const server: Server = createStaticServer({ dir, cors: true });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    entry: `http://127.0.0.1:${port}/remoteEntry.js`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The deploy step: points one remote of the shell's remotes.json at a new entry. */
export async function repoint(name: string, entry: string): Promise<void> {
  const { pointRemote } = await load('tools/remotes.mjs');
  await pointRemote({ name, entry, manifest: MANIFEST });
}

/** A fingerprint of the shell's build (every file but remotes.json), to show it stays untouched. */
export function shellFingerprint(): string {
  const hash = createHash('sha256');
  // Its folders too (icons/): every file, by its path under dist/shell.
  const files = (readdirSync(SHELL_DIST, { recursive: true }) as string[])
    .filter((f) => f !== 'remotes.json' && statSync(path.join(SHELL_DIST, f)).isFile())
    .sort();
  for (const f of files) hash.update(f).update(readFileSync(path.join(SHELL_DIST, f)));
  return hash.digest('hex');
}
