// `node tools/rspack-build.mjs <rspack build arguments>`: every app's production build (the
// `build` targets in */project.json). It runs Rspack's own CLI, `rspack build …`, unchanged, and
// once more when the first run was killed by a crash signal of its native part (SIGABRT,
// SIGSEGV, SIGBUS, SIGILL): CI saw `shell:build` print "compiled successfully" for both of its
// compilers and then die of SIGABRT in Rspack's binding while the process ended, once in some
// thirty runs, never reproduced since. A build that fails on its own (an error in the code, exit
// code 1 or 2) is not run again, nor one stopped on purpose (SIGINT, SIGTERM: passed on to it).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The signals a crash of native code ends a process with; anything else is the build's own answer. */
export const CRASH_SIGNALS = new Set(['SIGABRT', 'SIGSEGV', 'SIGBUS', 'SIGILL']);

/**
 * @typedef {object} BuildOptions
 * @property {string} command what to run (node)
 * @property {string[]} args its arguments
 * @property {number} [attempts] runs at most, the first included
 * @property {(line: string) => void} [log]
 */

/**
 * Runs the command with the terminal's output, again after a crash signal up to `attempts` runs.
 * @param {BuildOptions} options
 * @returns {Promise<number>} the exit code to end with: the last run's, or 128 + the signal's number
 */
export async function buildWithRetry({ command, args, attempts = 2, log = console.error }) {
  for (let attempt = 1; ; attempt += 1) {
    const { code, signal } = await runOnce(command, args);
    if (!signal) return code ?? 1;
    if (!CRASH_SIGNALS.has(signal) || attempt >= attempts) return exitCodeOf(signal);
    log(
      `rspack-build: the build was killed by ${signal} (a crash in Rspack's native code); building again (${attempt + 1} of ${attempts}).`,
    );
  }
}

/** @param {NodeJS.Signals} signal 128 + the platform's number of the signal, as a shell reports it */
const exitCodeOf = (signal) => 128 + (constants.signals[signal] ?? 0);

/**
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<{ code: number | null, signal: NodeJS.Signals | null }>}
 */
function runOnce(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    /** @param {NodeJS.Signals} signal */
    const pass = (signal) => child.kill(signal);
    const passed = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);
    for (const signal of passed) process.on(signal, pass);
    const forget = () => {
      for (const signal of passed) process.off(signal, pass);
    };
    child.on('error', (error) => {
      forget();
      reject(error);
    });
    child.on('exit', (code, signal) => {
      forget();
      resolve({ code, signal });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const require = createRequire(import.meta.url);
  // The CLI's bin script (its package exports only the library).
  const cli = join(dirname(require.resolve('@rspack/cli')), '..', 'bin', 'rspack.js');
  process.exitCode = await buildWithRetry({ command: process.execPath, args: [cli, 'build', ...process.argv.slice(2)] });
}
