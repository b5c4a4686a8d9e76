// node --test tools/supervise.test.mjs
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { runningChild, supervise } from './supervise.mjs';

/** A node process that runs until it is killed. */
const idleNode = () =>
  runningChild(spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }), { killAfterMs: 2_000 });

/** @param {number | undefined} pid */
const isAlive = (pid) => {
  try {
    process.kill(/** @type {number} */ (pid), 0);
    return true;
  } catch {
    return false;
  }
};

/** @param {() => boolean} condition @param {number} [timeoutMs] */
async function until(condition, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(10);
  }
}

/**
 * An instance that exits when told to (`crash`), counted by `starts`.
 * @returns {{ start: () => Promise<import('./supervise.mjs').Running & { id: number, crash: () => void }>, starts: () => number, failNext: (n: number) => void }}
 */
function fakes() {
  let started = 0;
  let failures = 0;
  return {
    starts: () => started,
    failNext: (n) => void (failures = n),
    start: async () => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('port taken');
      }
      started += 1;
      /** @type {(exit: import('./supervise.mjs').Exit) => void} */
      let end = () => {};
      /** @type {Promise<import('./supervise.mjs').Exit>} */
      const exited = new Promise((resolve) => (end = resolve));
      let down = false;
      const crash = () => {
        if (!down) end({ code: 1, signal: null });
        down = true;
      };
      return {
        id: started,
        exited,
        crash,
        stop: async () => {
          if (!down) end({ code: null, signal: 'SIGTERM' });
          down = true;
        },
      };
    },
  };
}

describe('supervise', () => {
  it('starts a killed process again, with a log line, and stops it cleanly', async () => {
    /** @type {string[]} */
    const lines = [];
    const sup = await supervise(async () => idleNode(), {
      name: 'Idle',
      log: (line) => lines.push(line),
      describe: (running) => `(pid ${running.pid})`,
      firstDelayMs: 50,
    });
    const first = sup.current.pid;
    assert.ok(isAlive(first));
    process.kill(/** @type {number} */ (first), 'SIGKILL');
    await until(() => sup.current.pid !== first);
    const second = sup.current.pid;
    assert.ok(isAlive(second));
    assert.deepEqual(lines, ['Idle exited (SIGKILL); restarting in 50 ms', `Idle restarted (pid ${second})`]);

    await sup.stop();
    assert.equal(isAlive(second), false);
    await sleep(150); // past the first delay: nothing comes back after stop()
    assert.equal(sup.current.pid, second);
    assert.equal(lines.length, 2);
  });

  it('backs off, doubling up to the maximum, tries a failed start again, and starts over after a stable run', async () => {
    /** @type {string[]} */
    const lines = [];
    const f = fakes();
    const sup = await supervise(f.start, {
      name: 'Fake',
      log: (line) => lines.push(line),
      firstDelayMs: 10,
      maxDelayMs: 40,
      stableMs: 500,
    });
    const crashAndWait = async () => {
      const before = f.starts();
      sup.current.crash();
      await until(() => f.starts() === before + 1);
    };
    await crashAndWait();
    await crashAndWait();
    f.failNext(1);
    await crashAndWait();
    await crashAndWait();
    await crashAndWait();
    assert.deepEqual(lines, [
      'Fake exited (code 1); restarting in 10 ms',
      'Fake restarted',
      'Fake exited (code 1); restarting in 20 ms',
      'Fake restarted',
      'Fake exited (code 1); restarting in 40 ms',
      'Fake did not restart (port taken); trying again in 40 ms',
      'Fake restarted',
      'Fake exited (code 1); restarting in 40 ms',
      'Fake restarted',
      'Fake exited (code 1); restarting in 40 ms',
      'Fake restarted',
    ]);
    // Up longer than stableMs: the next wait is the first one again.
    await sleep(550);
    lines.length = 0;
    await crashAndWait();
    assert.deepEqual(lines, ['Fake exited (code 1); restarting in 10 ms', 'Fake restarted']);
    await sup.stop();
  });

  it('stop() during a backoff wait ends it at once: nothing starts again', async () => {
    /** @type {string[]} */
    const lines = [];
    const f = fakes();
    const sup = await supervise(f.start, { name: 'Fake', log: (line) => lines.push(line), firstDelayMs: 10_000 });
    sup.current.crash();
    await until(() => lines.length === 1);
    const started = Date.now();
    await sup.stop();
    assert.ok(Date.now() - started < 1_000, 'stop() did not wait out the backoff');
    await sleep(50);
    assert.equal(f.starts(), 1);
    assert.deepEqual(lines, ['Fake exited (code 1); restarting in 10000 ms']);
  });

  it('stop() while a restart is starting stops the instance it was starting', async () => {
    const f = fakes();
    /** @type {(() => void) | undefined} */
    let release;
    let slow = false;
    const sup = await supervise(
      async () => {
        if (slow) await new Promise((resolve) => (release = () => resolve(undefined)));
        return f.start();
      },
      { name: 'Fake', log: () => {}, firstDelayMs: 1 },
    );
    slow = true;
    sup.current.crash();
    await until(() => release !== undefined);
    const stopped = sup.stop();
    release?.();
    await stopped;
    assert.equal(f.starts(), 2);
    assert.deepEqual(await Promise.race([sup.current.exited, sleep(100, 'running')]), { code: null, signal: 'SIGTERM' });
  });

  it('restart() replaces the running instance at once, without an exit line or a backoff', async () => {
    /** @type {string[]} */
    const lines = [];
    const sup = await supervise(async () => idleNode(), {
      name: 'Idle',
      log: (line) => lines.push(line),
      describe: (running) => `(pid ${running.pid})`,
      firstDelayMs: 10_000,
    });
    const first = sup.current.pid;
    await sup.restart();
    await until(() => sup.current.pid !== first, 1_000);
    assert.equal(isAlive(first), false);
    assert.deepEqual(lines, [`Idle restarted (pid ${sup.current.pid})`]);
    // A restart asked for while it is down waiting for its backoff: it starts now.
    process.kill(/** @type {number} */ (sup.current.pid), 'SIGKILL');
    await until(() => lines.length === 2);
    const killed = sup.current.pid;
    await sup.restart();
    await until(() => sup.current.pid !== killed, 1_000);
    assert.match(lines[1], /^Idle exited \(SIGKILL\); restarting in 10000 ms$/);
    await sup.stop();
    assert.equal(isAlive(sup.current.pid), false);
  });

  it('a first start that fails rejects: nothing is retried', async () => {
    const f = fakes();
    f.failNext(1);
    await assert.rejects(supervise(f.start, { name: 'Fake', log: () => {}, firstDelayMs: 1 }), /port taken/);
    await sleep(20);
    assert.equal(f.starts(), 0);
  });
});
