import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failureLines } from './failure-lines.mjs';

const ESC = String.fromCharCode(27);

test('names the failing jest files and tests, Playwright tests and node tests, once each', () => {
  const output = [
    `api: ${ESC}[7m${ESC}[1m${ESC}[31m FAIL ${ESC}[39m${ESC}[22m${ESC}[27m api/src/database/database-faults.spec.ts`,
    'api:  PASS  api/src/modules/orders/orders.spec.ts',
    'api:   ● database faults › paused (SIGSTOP): a read answers 503',
    'api:   ● Console',
    'api:   ● database faults › paused (SIGSTOP): a read answers 503',
    'e2e-platform:   ✘   1 [platform] › e2e/src/deploy.spec.ts:54:1 › a remote built against a newer @chowk/ui',
    'e2e-platform:   ✓   2 [platform] › e2e/src/deploy.spec.ts:80:1 › fails contained',
    'tools: not ok 2 - backs off',
    'tools: ok 3 - starts over',
    'Tests:       1 failed, 65 passed, 66 total',
  ].join('\n');
  assert.deepEqual(failureLines(output), [
    'api:  FAIL  api/src/database/database-faults.spec.ts',
    'api:   ● database faults › paused (SIGSTOP): a read answers 503',
    'e2e-platform:   ✘   1 [platform] › e2e/src/deploy.spec.ts:54:1 › a remote built against a newer @chowk/ui',
    'tools: not ok 2 - backs off',
  ]);
});

test('a passing run names nothing; the list stops at `most`', () => {
  assert.deepEqual(failureLines('PASS a.spec.ts\n✓ works\nok 1 - fine\nFAILED nothing here'), []);
  const many = Array.from({ length: 10 }, (_, i) => `● test ${i}`).join('\n');
  assert.equal(failureLines(many, 3).length, 3);
});
