import { setTimeout as delay } from 'node:timers/promises';
import { NestApplication } from '@nestjs/core';
import { listen } from '../../modules/orders/events/testing/live-streams';
import { createTestApp } from '../../testing/test-app';
import { shutDownGracefully, type ShutdownOutcome } from './shut-down';
import { exitOnShutdownSignals } from './signals';

const signal = (name: NodeJS.Signals) => process.emit(name, name);

/** Resolves once `condition` holds (checked every 10 ms), or fails after `ms`. */
async function until(condition: () => boolean, what: string, ms = 5_000): Promise<void> {
  for (const start = Date.now(); !condition(); await delay(10)) {
    if (Date.now() - start > ms) throw new Error(`waited ${ms} ms for ${what}`);
  }
}

/**
 * The signals as `process` emits them on delivery: jest gives a test file a `process` of its own,
 * which a real signal to this process never reaches (main.ts listens on the real one).
 */
describe('exitOnShutdownSignals', () => {
  const log = { log: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const exit = jest.fn();
  let remove: (() => void) | undefined;

  afterEach(() => {
    jest.restoreAllMocks();
    remove?.();
    remove = undefined;
    exit.mockReset();
    for (const fn of Object.values(log)) fn.mockReset();
  });

  it('SIGTERM: shuts down once and exits 0 when the app has closed', async () => {
    let finish: (outcome: ShutdownOutcome) => void = () => undefined;
    const shutDown = jest.fn(() => new Promise<ShutdownOutcome>((resolve) => (finish = resolve)));
    remove = exitOnShutdownSignals(shutDown, { log, exit });
    signal('SIGTERM');
    await until(() => shutDown.mock.calls.length === 1, 'the shutdown');
    expect(log.log).toHaveBeenCalledWith('SIGTERM: shutting down');
    expect(exit).not.toHaveBeenCalled();
    finish({ cut: 0, closed: true });
    await until(() => exit.mock.calls.length === 1, 'the exit');
    expect(exit).toHaveBeenCalledWith(0);
    expect(shutDown).toHaveBeenCalledTimes(1);
  });

  it('a second signal exits 1 at once', async () => {
    const shutDown = jest.fn(() => new Promise<ShutdownOutcome>(() => undefined));
    remove = exitOnShutdownSignals(shutDown, { log, exit });
    signal('SIGINT');
    await until(() => shutDown.mock.calls.length === 1, 'the shutdown');
    signal('SIGTERM');
    await until(() => exit.mock.calls.length === 1, 'the exit');
    expect(exit).toHaveBeenCalledWith(1);
    expect(log.warn).toHaveBeenCalledWith('SIGTERM again: exiting now');
    expect(shutDown).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['modules that did not close in time', () => Promise.resolve({ cut: 0, closed: false })],
    ['a shutdown that failed', () => Promise.reject(new Error('boom'))],
  ])('exits 1 after %s', async (_, shutDown) => {
    remove = exitOnShutdownSignals(shutDown, { log, exit });
    signal('SIGHUP');
    await until(() => exit.mock.calls.length === 1, 'the exit');
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('the whole path on a real app: SIGTERM, health 503, the app closed, exit 0', async () => {
    const t = await createTestApp(__filename);
    const origin = await listen(t);
    const close = jest.spyOn(NestApplication.prototype, 'close');
    remove = exitOnShutdownSignals(() => shutDownGracefully(t.app, { drainMs: 300, timeoutMs: 2_000, log }), {
      log,
      exit,
    });
    signal('SIGTERM');
    await until(() => log.log.mock.calls.length >= 2, 'the drain');
    const health = await fetch(`${origin}/api/health`);
    expect({ status: health.status, body: await health.json() }).toEqual({ status: 503, body: { status: 'draining', db: 'up' } });
    await until(() => exit.mock.calls.length === 1, 'the exit');
    expect(exit).toHaveBeenCalledWith(0);
    expect(close).toHaveBeenCalledTimes(1);
  });
});
