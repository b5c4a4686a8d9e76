// The lines of a test run's output that name what failed, for a summary at the end of the run:
// CI shows the tail of a long log, and the failures scroll far above it. Used by `npm test`
// (tools/test-all.mjs) and the clock runs (tools/clock-runs.mjs).
//   jest:          "FAIL api/src/….spec.ts" and "● describe › test"
//   Playwright:    "✘  3 [shopkeeper] › e2e/src/….spec.ts:12:1 › test" (list reporter)
//   node --test:   "not ok 2 - test"

// Colour codes (ESC [ … m) around the words.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const FAILURE = /(?:^|\s)(?:FAIL\s|●\s|✘\s|not ok \d)/;
/** jest's console output is headed "● Console": not a failure. */
const NOT_A_FAILURE = /●\s+Console\b/;

/**
 * @param {string} output a run's output, colours and Nx's "project:" prefixes included
 * @param {number} [most] how many lines at the most
 * @returns {string[]} each failing line once, trimmed, in order
 */
export function failureLines(output, most = 40) {
  const found = new Set();
  for (const raw of output.replace(ANSI, '').split('\n')) {
    const line = raw.trim();
    if (FAILURE.test(line) && !NOT_A_FAILURE.test(line)) found.add(line);
    if (found.size >= most) break;
  }
  return [...found];
}
