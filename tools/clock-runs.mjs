// Tests pass on any day and at any hour: the unit and API suites run twice more under Debian's
// faketime (libfaketime), with the clock (a) a year ahead and (b) from 23:58 India time today,
// so the run crosses midnight in India. `.ci/run` calls it after `npm test`.
//
//   node tools/clock-runs.mjs
//
// The offset is relative ('+Ns'): the clock keeps running, and every process of the run (nx,
// jest and its workers, the API's PostgreSQL) inherits LD_PRELOAD and FAKETIME, so they agree on
// the time. Go binaries (FerretDB) read the real clock whatever; that is harmless, as every date
// the tests store comes from Node. redis-server cannot run under libfaketime (see below).
// Exits non-zero, naming the run, if either fails.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { failureLines } from './failure-lines.mjs';

const DAY_S = 86_400;
/** India is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;
/** The suites under the moved clock: every jest project; not the browser (e2e), fuzz (api-fuzz) or node --test (tools) ones. */
const TEST_COMMAND = [
  'npx',
  'nx',
  'run-many',
  '-t',
  'test',
  '--exclude=e2e,api-fuzz,tools',
  '--parallel=1',
  '--outputStyle=stream',
];

/** @param {number} ms */
const utc = (ms) => `${new Date(ms).toISOString().slice(0, 19)}Z`;
/** @param {number} ms */
const india = (ms) => `${new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')} IST`;
/** @param {number} seconds */
const offsetSpec = (seconds) => `${seconds < 0 ? '-' : '+'}${Math.abs(seconds)}s`;
/** @param {number} ms */
const minutes = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${s % 60} s`;
};

/** @param {string} cmd @returns {string | undefined} */
function which(cmd) {
  const found = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/**
 * Seconds from now to 23:58 India time (18:28 UTC) of India's current day; negative when that
 * is past already. The run then starts two minutes before midnight in India.
 */
function secondsToIndia2358() {
  const now = Date.now();
  const indiaDay = new Date(now + IST_OFFSET_MS);
  const at = Date.UTC(indiaDay.getUTCFullYear(), indiaDay.getUTCMonth(), indiaDay.getUTCDate(), 23, 58) - IST_OFFSET_MS;
  return Math.ceil((at - now) / 1000);
}

/**
 * A run that does not move the clock proves nothing: check that libfaketime moves Node's Date
 * by `seconds` (within a minute) before trusting it.
 * @param {number} seconds
 */
function assertFaketimeMovesNode(seconds) {
  const before = Date.now();
  const out = execFileSync(
    'faketime',
    ['-f', offsetSpec(seconds), process.execPath, '-e', 'process.stdout.write(String(Date.now()))'],
    {
      encoding: 'utf8',
      env: { ...process.env, FAKETIME_DONT_FAKE_MONOTONIC: '1' },
    },
  );
  const moved = Number(out) - before;
  if (!Number.isFinite(moved) || Math.abs(moved - seconds * 1000) > 60_000) {
    throw new Error(`faketime -f ${offsetSpec(seconds)} did not move Node's clock (it read ${utc(Number(out))})`);
  }
}

/**
 * The API suite's database must start under libfaketime: FerretDB (Go) ignores it, PostgreSQL
 * runs with it (it starts and serves; its postmaster writes a few log lines at the real time).
 * Started here once as api/jest/global-setup.mjs does, so a failure says so before a long run.
 * @param {number} seconds
 */
function assertDatabaseStarts(seconds) {
  if (process.env.MONGODB_URI) return; // the API suite uses that server instead
  const ferretdb = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ferretdb.mjs');
  const script = [
    "import { mkdtempSync, rmSync } from 'node:fs';",
    "import os from 'node:os';",
    "import path from 'node:path';",
    `import { startFerretDB } from ${JSON.stringify(ferretdb)};`,
    "const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chowk-clock-db-'));",
    'try { const db = await startFerretDB({ dataDir }); await db.stop(); } finally { rmSync(dataDir, { recursive: true, force: true }); }',
  ].join('\n');
  const run = spawnSync('faketime', ['-f', offsetSpec(seconds), process.execPath, '--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, FAKETIME_DONT_FAKE_MONOTONIC: '1' },
    timeout: 90_000,
  });
  if (run.status !== 0) {
    throw new Error(
      `FerretDB over PostgreSQL did not start under faketime -f ${offsetSpec(seconds)}:\n${run.stderr || run.error}`,
    );
  }
}

/**
 * redis-server (jemalloc) deadlocks under libfaketime at start-up ("Unexpected recursive calls
 * to clock_gettime()"). The specs start it through REDIS_SERVER (api/src/testing/redis-server.ts):
 * point that at a wrapper that starts the real one without libfaketime. Its TTLs are durations,
 * the same on either clock.
 * @param {string} dir
 * @returns {Record<string, string>}
 */
function redisWithoutFaketime(dir) {
  const real = process.env.REDIS_SERVER ?? which('redis-server');
  if (!real) return {}; // the specs then fail with how to install it
  const wrapper = path.join(dir, 'redis-server');
  writeFileSync(wrapper, `#!/bin/sh\nunset LD_PRELOAD FAKETIME\nexec '${real.replace(/'/g, `'\\''`)}' "$@"\n`);
  chmodSync(wrapper, 0o755);
  return { REDIS_SERVER: wrapper };
}

/**
 * @param {string} name
 * @param {number} seconds the clock's offset
 * @param {Record<string, string>} extraEnv
 * @returns {Promise<{ name: string, ok: boolean, ms: number, failures: string[] }>}
 */
function clockRun(name, seconds, extraEnv) {
  const startsAt = Date.now() + seconds * 1000;
  console.log(`\n=== Clock run: ${name} (faketime -f ${offsetSpec(seconds)})`);
  console.log(`=== Starts at ${utc(startsAt)} = ${india(startsAt)}`);
  console.log(`$ faketime -f ${offsetSpec(seconds)} ${TEST_COMMAND.join(' ')}\n`);
  const env = {
    ...process.env,
    ...extraEnv,
    // Timers and timeouts keep the real pace: only the wall clock moves.
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
    // Every task really runs: a cached pass from the real clock proves nothing.
    NX_SKIP_NX_CACHE: 'true',
    NX_DAEMON: 'false',
    NX_NO_CLOUD: 'true',
    NX_TUI: 'false',
  };
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('faketime', ['-f', offsetSpec(seconds), ...TEST_COMMAND], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Kept for the summary at the end (failure-lines.mjs): CI shows the log's tail.
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      output += chunk;
    });
    child.on('error', (error) => {
      console.error(`Could not start faketime: ${error.message}`);
      resolve({ name, ok: false, ms: performance.now() - started, failures: [] });
    });
    child.on('close', (code, signal) => {
      const ms = performance.now() - started;
      const ok = code === 0;
      console.log(`\n=== Clock run ${name}: ${ok ? 'passed' : `FAILED (${signal ?? `exit code ${code}`})`} in ${minutes(ms)}`);
      resolve({ name, ok, ms, failures: ok ? [] : failureLines(output) });
    });
  });
}

if (!which('faketime')) {
  console.error("faketime is not installed: run `node tools/prerequisites.mjs` (Debian's faketime package)");
  process.exit(1);
}
const yearAhead = 365 * DAY_S;
const toMidnight = secondsToIndia2358();
try {
  assertFaketimeMovesNode(yearAhead);
  assertFaketimeMovesNode(toMidnight);
  assertDatabaseStarts(yearAhead);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const shims = mkdtempSync(path.join(os.tmpdir(), 'chowk-clock-runs-'));
process.on('exit', () => rmSync(shims, { recursive: true, force: true }));
const extraEnv = redisWithoutFaketime(shims);

const results = [
  await clockRun('a year ahead (+365 days)', yearAhead, extraEnv),
  // Computed again just before the run: the first one took a while.
  await clockRun('from 23:58 India time, across midnight', secondsToIndia2358(), extraEnv),
];
console.log('\nClock runs:');
for (const r of results) {
  console.log(`  ${r.ok ? 'passed' : 'FAILED'}  ${r.name}  (${minutes(r.ms)})`);
  for (const line of r.ok ? [] : r.failures) console.log(`      ${line}`);
}
const failed = results.filter((r) => !r.ok);
if (failed.length) {
  console.error(`\nFailed clock run${failed.length > 1 ? 's' : ''}: ${failed.map((r) => r.name).join('; ')}`);
  process.exit(1);
}
console.log('\nBoth clock runs passed.');
