// A release of the production builds (dist/: this runs after them, as the tools' e2e target):
// every app copied with precompressed copies that match their files, remotes.json naming each
// remote under the site's origin, and one remote deployed alone into a live release.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import zlib from 'node:zlib';
import { APPS } from '../apps.mjs';
import { prepareRelease, releasePolicy } from './release.mjs';

const work = mkdtempSync(path.join(os.tmpdir(), 'chowk-release-'));
after(() => rmSync(work, { recursive: true, force: true }));
const origin = 'https://chowk.example.in';

/** @param {string} dir @returns {string[]} */
const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(path.join(dir, f)).isFile());

describe('a release', () => {
  const www = path.join(work, 'www');

  it('copies every app, precompresses its text files and names the remotes under the origin', async () => {
    const { manifest } = await prepareRelease({ www, origin });
    for (const app of APPS) assert.ok(existsSync(path.join(www, app.project)), app.project);
    const remotes = JSON.parse(readFileSync(manifest, 'utf8'));
    assert.deepEqual(
      Object.values(remotes).map((r) => r.entry),
      APPS.filter((a) => !a.host).map((a) => `${origin}/remotes/${a.project}/remoteEntry.js`),
    );
    const shell = path.join(www, 'shell');
    for (const file of filesUnder(shell).filter((f) => /\.(js|html|json)$/.test(f))) {
      const raw = readFileSync(path.join(shell, file));
      assert.deepEqual(zlib.brotliDecompressSync(readFileSync(path.join(shell, `${file}.br`))), raw, `${file}.br`);
      assert.deepEqual(zlib.gunzipSync(readFileSync(path.join(shell, `${file}.gz`))), raw, `${file}.gz`);
    }
    // The remotes share the page's origin: its policy needs nothing beyond 'self' for them.
    assert.match(releasePolicy(www), new RegExp(`script-src 'self' ${origin.replace(/\./g, '\\.')}`));
  });

  it('takes one remote alone: its folder and manifest entry change, nothing else', async () => {
    const admin = path.join(www, 'mfe-admin');
    const old = path.join(admin, 'old-chunk.0a1b2c3d.js');
    writeFileSync(old, '/* a previous release, still asked for by open pages */');
    const manifest = path.join(www, 'shell', 'remotes.json');
    const before = JSON.parse(readFileSync(manifest, 'utf8'));
    const shellBefore = readFileSync(path.join(www, 'shell', 'index.html'));
    await prepareRelease({ www, origin, only: 'mfe-admin' });
    const after = JSON.parse(readFileSync(manifest, 'utf8'));
    assert.ok(existsSync(old), "the previous release's files stay");
    assert.deepEqual(after.mfe_customer, before.mfe_customer);
    assert.equal(after.mfe_admin.entry, `${origin}/remotes/mfe-admin/remoteEntry.js`);
    assert.deepEqual(readFileSync(path.join(www, 'shell', 'index.html')), shellBefore);
    assert.deepEqual(zlib.brotliDecompressSync(readFileSync(`${manifest}.br`)), readFileSync(manifest));
    await assert.rejects(prepareRelease({ www, origin, only: 'shell' }), /not a remote/);
  });
});
