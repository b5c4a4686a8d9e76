// node --test tools/rspack-build.test.mjs
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { buildWithRetry } from './rspack-build.mjs';

const dir = mkdtempSync(join(tmpdir(), 'rspack-build-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A stand-in build: each run appends a line to its own file, then does what `outcomes` says for
 * that run (the last outcome repeats): an exit code, or a signal it kills itself with.
 * @param {string} name
 * @param {(number | NodeJS.Signals)[]} outcomes
 */
function standIn(name, outcomes) {
  const runs = join(dir, name);
  const script = `
    const fs = require('node:fs');
    fs.appendFileSync(${JSON.stringify(runs)}, 'run\\n');
    const n = fs.readFileSync(${JSON.stringify(runs)}, 'utf8').split('\\n').length - 2;
    const outcomes = ${JSON.stringify(outcomes)};
    const outcome = outcomes[Math.min(n, outcomes.length - 1)];
    if (typeof outcome === 'number') process.exit(outcome);
    process.kill(process.pid, outcome);
    setInterval(() => {}, 1000);`;
  return {
    options: { command: process.execPath, args: ['-e', script] },
    runs: () => readFileSync(runs, 'utf8').trim().split('\n').length,
  };
}

describe('rspack-build', () => {
  it('builds once more after a crash signal and ends with the second run’s code', async () => {
    const build = standIn('abort-then-pass', ['SIGABRT', 0]);
    const lines = /** @type {string[]} */ ([]);
    assert.equal(await buildWithRetry({ ...build.options, log: (line) => lines.push(line) }), 0);
    assert.equal(build.runs(), 2);
    assert.match(lines.join('\n'), /killed by SIGABRT.*building again \(2 of 2\)/);
  });

  it('gives up after the last attempt with the crash as a shell reports it (128 + 6)', async () => {
    const build = standIn('abort-always', ['SIGABRT']);
    assert.equal(await buildWithRetry({ ...build.options, log: () => {} }), 134);
    assert.equal(build.runs(), 2);
  });

  it('does not run again a build that failed on its own', async () => {
    const build = standIn('compile-error', [1]);
    assert.equal(await buildWithRetry({ ...build.options, log: () => {} }), 1);
    assert.equal(build.runs(), 1);
  });

  it('does not run again a build stopped on purpose (SIGTERM)', async () => {
    const build = standIn('stopped', ['SIGTERM']);
    assert.equal(await buildWithRetry({ ...build.options, log: () => {} }), 143);
    assert.equal(build.runs(), 1);
  });
});
