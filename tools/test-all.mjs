// `npm test`: every suite. First what the tests need beyond npm (tools/prerequisites.mjs:
// installed when missing, or a stop with the command to run), then formatting, lint, type
// checks, unit tests, the API tests against FerretDB over PostgreSQL, the OpenAPI fuzz test
// (api-fuzz), then the production builds with the Playwright tests in Chromium against them
// (every browser-test group, e2e/groups/*: one after the other, each on up to two workers).
// `npm run test:affected` runs the same targets for what a change can reach (`nx affected`).
// Ends with one plain 'N passed, N failed' line summed over every jest and Playwright run.
import { spawn } from 'node:child_process';
import { failureLines } from './failure-lines.mjs';
import { provision } from './prerequisites.mjs';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const totals = { passed: 0, failed: 0 };
// Colour codes (ESC [ … m) around the numbers.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** @param {string} text */
function count(text) {
  const plain = text.replace(ANSI, '');
  // jest: "Tests:       2 failed, 65 passed, 67 total"
  for (const m of plain.matchAll(/^.*Tests:\s+(.*)\d+ total$/gm)) {
    totals.failed += Number(/(\d+) failed/.exec(m[1])?.[1] ?? 0);
    totals.passed += Number(/(\d+) passed/.exec(m[1])?.[1] ?? 0);
  }
  // Playwright's list reporter: "  17 passed (24.7s)" and "  1 failed"
  for (const m of plain.matchAll(/^(?:\S+:)?\s+(\d+) (passed|failed)(?: \(.*\))?$/gm))
    totals[/** @type {'passed' | 'failed'} */ (m[2])] += Number(m[1]);
  // node --test (tools:test): "# pass 12" and "# fail 0"
  for (const m of plain.matchAll(/^(?:\S+:)?\s*# (pass|fail) (\d+)$/gm))
    totals[m[1] === 'pass' ? 'passed' : 'failed'] += Number(m[2]);
}

/** @param {string[]} args @returns {Promise<void>} */
const run = (args) =>
  new Promise((resolve) => {
    console.log(`\n$ npx ${args.join(' ')}`);
    const child = spawn('npx', args, { env, stdio: ['inherit', 'pipe', 'pipe'] });
    let out = '';
    /** @param {import('node:stream').Readable} stream @param {NodeJS.WriteStream} sink */
    const pass = (stream, sink) =>
      stream.on('data', (chunk) => {
        sink.write(chunk);
        out += chunk;
      });
    pass(child.stdout, process.stdout);
    pass(child.stderr, process.stderr);
    child.on('close', (code) => {
      count(out);
      if (code !== 0) {
        // What failed, again at the end: CI shows the log's tail.
        const failing = failureLines(out);
        if (failing.length) console.error(`\nFailing:\n${failing.map((line) => `  ${line}`).join('\n')}`);
        console.error(`\nFailed: npx ${args.join(' ')}`);
        console.log(`${totals.passed} passed, ${Math.max(totals.failed, 1)} failed`);
        process.exit(code ?? 1);
      }
      resolve();
    });
  });

try {
  provision();
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
await run(['prettier', '--check', '.']);
await run(['nx', 'run-many', '-t', 'lint', 'typecheck', '--parallel=2', '--outputStyle=stream']);
// Unit tests, the fuzz test (after the API's build) and the tools' tests two at a time; the API
// suite alone (`parallelism: false`: its own FerretDB, PostgreSQL and redis, and timed specs).
await run(['nx', 'run-many', '-t', 'test', '--parallel=2', '--outputStyle=stream']);
// The apps' builds, their first-visit JS budgets (tools/budgets.json), then the browser-test groups,
// which depend on them (a group's cache key is the build output its pages load), one group at a
// time (`parallelism: false`). A lib's build is its type check (tsc, no output): run above.
await run(['nx', 'run-many', '-t', 'build', 'budgets', 'e2e', '--exclude=tag:type:lib', '--parallel=2', '--outputStyle=stream']);
console.log('\nAll suites passed.');
console.log(`${totals.passed} passed, ${totals.failed} failed`);
