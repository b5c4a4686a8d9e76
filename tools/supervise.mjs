// Restart-with-backoff for the long-running parts of `npm start` (tools/dev.mjs): FerretDB
// (superviseFerretDB in tools/ferretdb.mjs) and the API share this one loop.

/** @typedef {{ code: number | null, signal: NodeJS.Signals | null }} Exit */

/**
 * Something running: `exited` resolves once it is down, whatever ended it; `stop()` ends it on
 * purpose and resolves once it is down (at once when it already is).
 * @typedef {{ exited: Promise<Exit>, stop: () => Promise<void> }} Running
 */

/**
 * @template {Running} T
 * @typedef {object} Supervised
 * @property {T} current the instance started last (the running one, unless it is down and waiting for its restart)
 * @property {() => Promise<void>} restart ends the running instance and starts another at once (no
 *   backoff: asked for, say after a rebuild), or cuts the wait short when it is down; resolves once it is stopped
 * @property {() => Promise<void>} stop ends it for good (no restart after this) and resolves once it is down
 */

/**
 * @typedef {object} SuperviseOptions
 * @property {string} name as the log lines say it ("FerretDB", "API")
 * @property {(line: string) => void} [log]
 * @property {(instance: any) => string} [describe] what "restarted" adds, e.g. `on mongodb://…`
 * @property {number} [firstDelayMs] the first wait before a restart
 * @property {number} [maxDelayMs] waits double up to this
 * @property {number} [stableMs] an instance up this long starts the next backoff from the beginning
 */

/**
 * Starts something with `start()` and starts it again whenever it dies (a crash, a `kill -9`):
 * each exit is logged; attempts wait `firstDelayMs`, doubling up to `maxDelayMs`, and a failed
 * start (`start()` rejects) is tried again after the next wait; an instance that stayed up
 * `stableMs` starts the next backoff from the beginning. Resolves once the first start succeeded
 * (its failure rejects: nothing is retried then). After `stop()` nothing is restarted.
 * @template {Running} T
 * @param {() => Promise<T>} start
 * @param {SuperviseOptions} options
 * @returns {Promise<Supervised<T>>}
 */
export async function supervise(
  start,
  { name, log = console.log, describe = () => '', firstDelayMs = 500, maxDelayMs = 30_000, stableMs = 60_000 },
) {
  let current = await start();
  let stopping = false;
  /** restart() ended the running instance: its exit is no crash. */
  let asked = false;
  /** @type {Promise<T> | undefined} a start under way */
  let starting;
  /** @type {(() => void) | undefined} ends the wait before the next start early (restart, stop) */
  let wake;
  const restartedAs = (/** @type {T} */ instance) => [`${name} restarted`, describe(instance)].filter(Boolean).join(' ');

  const loop = (async () => {
    let delay = firstDelayMs;
    for (;;) {
      const startedAt = Date.now();
      const { code, signal } = await current.exited;
      if (stopping) return;
      if (Date.now() - startedAt >= stableMs) delay = firstDelayMs;
      let wait = delay;
      if (asked) {
        asked = false;
        wait = 0;
      } else log(`${name} exited (${signal ?? `code ${code}`}); restarting in ${delay} ms`);
      for (;;) {
        if (wait > 0) {
          await new Promise((resolve) => {
            const timer = setTimeout(resolve, wait);
            wake = () => {
              clearTimeout(timer);
              resolve(undefined);
            };
          });
          wake = undefined;
          delay = Math.min(delay * 2, maxDelayMs);
        }
        if (stopping) return;
        try {
          starting = start();
          current = await starting;
          log(restartedAs(current));
          break;
        } catch (error) {
          wait = delay;
          log(`${name} did not restart (${error instanceof Error ? error.message : error}); trying again in ${delay} ms`);
        } finally {
          starting = undefined;
        }
      }
    }
  })();

  /** Lets a start under way finish, so that `current` is the instance to act on. */
  const settle = async () => {
    while (starting) await starting.catch(() => undefined);
  };

  /** @returns {Promise<void>} */
  const restart = async () => {
    if (stopping) return;
    if (wake) return wake(); // down and waiting: start now
    if (starting) {
      // A start under way may have read its files before the change that asks for this restart.
      await settle();
      return restart();
    }
    asked = true;
    await current.stop();
  };

  return {
    get current() {
      return current;
    },
    restart,
    async stop() {
      stopping = true;
      wake?.();
      await settle();
      await current.stop();
      await loop;
    },
  };
}

/**
 * A child process as a `Running`: `stop()` sends SIGTERM (and SIGCONT, for a paused one), then
 * SIGKILL after `killAfterMs`. Whatever ends this process takes the child with it (SIGKILL).
 * @param {import('node:child_process').ChildProcess} child
 * @param {{ killAfterMs?: number }} [options]
 * @returns {Running & { pid: number | undefined }}
 */
export function runningChild(child, { killAfterMs = 10_000 } = {}) {
  let down = child.exitCode !== null || child.signalCode !== null;
  const onExit = () => {
    if (!down) child.kill('SIGKILL');
  };
  process.once('exit', onExit);
  /** @type {Promise<Exit>} */
  const exited = down
    ? Promise.resolve({ code: child.exitCode, signal: child.signalCode })
    : new Promise((resolve) => {
        /** @param {number | null} code @param {NodeJS.Signals | null} signal */
        const ended = (code, signal) => {
          down = true;
          process.off('exit', onExit);
          resolve({ code, signal });
        };
        child.once('exit', ended);
        child.once('error', () => child.pid === undefined && ended(null, null)); // it never ran (ENOENT…)
      });
  if (down) process.off('exit', onExit);
  return {
    pid: child.pid,
    exited,
    stop: async () => {
      if (down) return;
      child.kill('SIGTERM');
      child.kill('SIGCONT');
      const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
