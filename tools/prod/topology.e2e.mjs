// flock /tmp/chowk-ports.lock node --test tools/prod/topology.e2e.mjs
// The production topology proved under load and faults (issue 23): the whole topology from the
// production builds in dist/ (FerretDB, Redis, 2 API instances, Caddy on HTTPS) on free ports and
// a throwaway folder, then the proofs of tools/prod/proofs.mjs, shorter than the benchmark's:
// an instance SIGKILLed under 50 customers' orders, a rolling restart under the same load (not
// one failed request), open shop screens across both, and twenty desks in one Chromium over
// HTTP/2. A proof passes when proofFailures() finds nothing; its figures are printed either way.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { freeTopologyPorts, proofFailures, runKillProof, runRollProof, runTabsProof } from './proofs.mjs';
import { siteProblems } from './site-checks.mjs';
import { startTopology } from './topology.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const INSTANCES = 2;

/** @param {string} line */
const log = (line) => console.log(`  ${line}`);

describe('the production topology under load and faults', { timeout: 300_000 }, () => {
  /** @type {Awaited<ReturnType<typeof startTopology>> | undefined} */
  let topology;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chowk-topology-'));

  before(async () => {
    for (const build of ['dist/api/main.js', 'dist/shell/index.html'])
      assert.ok(existsSync(path.join(root, build)), `${build} is missing: build for production first (npx nx run-many -t build)`);
    topology = await startTopology({
      instances: INSTANCES,
      dataDir,
      ports: await freeTopologyPorts(INSTANCES),
      // A fresh database: the dev seed, and nothing of the developer's environment.
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
      log,
    });
  });

  after(async () => {
    await topology?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** @param {import('./proofs.mjs').KillProof | import('./proofs.mjs').RollProof | import('./proofs.mjs').TabsProof} result */
  const holds = (result) => {
    log(JSON.stringify(result));
    assert.deepEqual(proofFailures(result), []);
  };

  it("the proxy's rules as a browser meets them: HTTP/2, compression, caching, headers, routes", async () => {
    assert.deepEqual(await siteProblems(/** @type {NonNullable<typeof topology>} */ (topology)), []);
  });

  it('an instance SIGKILLed under 50 customers: no order lost or doubled, every screen sees every order', async () => {
    holds(await runKillProof(/** @type {NonNullable<typeof topology>} */ (topology), { durationSec: 15, log }));
  });

  it('a rolling restart under the same load: not one failed request, every screen sees every order', async () => {
    holds(await runRollProof(/** @type {NonNullable<typeof topology>} */ (topology), { durationSec: 30, log }));
  });

  it('twenty desks in one Chromium hold their streams at once over HTTP/2; pages still load; a new order shows live', async () => {
    holds(await runTabsProof(/** @type {NonNullable<typeof topology>} */ (topology), { log }));
  });
});
