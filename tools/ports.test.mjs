// The ports are written once, in tools/ports.json. The few places that cannot read it (the
// shell's deploy manifest, the API's defaults) must still agree with it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { API_PORT, APPS, PORTS } from './apps.mjs';

/** @param {string} file a path from the repository's root */
const read = (file) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

describe('ports.json, the one place the ports are written', () => {
  it('gives every app a port of its own, the API and the dev database too', () => {
    const ports = Object.values(PORTS);
    assert.equal(new Set(ports).size, ports.length);
    for (const app of APPS) assert.equal(typeof app.port, 'number', app.project);
    if (!process.env.API_PORT) assert.equal(API_PORT, PORTS.api);
  });

  it("agrees with the shell's remotes.json (a deploy artifact, written by hand)", () => {
    /** @type {Record<string, string>} */
    const remotes = JSON.parse(read('shell/public/remotes.json'));
    for (const [name, entry] of Object.entries(remotes))
      assert.equal(entry, `http://localhost:${PORTS[/** @type {keyof typeof PORTS} */ (name)]}/remoteEntry.js`, name);
    assert.deepEqual(
      Object.keys(remotes).sort(),
      Object.keys(PORTS)
        .filter((k) => k.startsWith('mfe_'))
        .sort(),
    );
  });

  it("agrees with the API's defaults (the API does not read tools/)", () => {
    assert.match(read('api/src/config/env.validation.ts'), new RegExp(`export const DEFAULT_PORT = ${PORTS.api};`));
    const origins = /DEFAULT_APP_ORIGINS[^=]*= Object\.freeze\((\[[^\]]*\])\)/.exec(read('api/src/config/app-config.ts'));
    assert.ok(origins, 'DEFAULT_APP_ORIGINS is in api/src/config/app-config.ts');
    for (const origin of JSON.parse(origins[1].replace(/'/g, '"'))) assert.equal(new URL(origin).port, String(PORTS.shell));
  });
});
