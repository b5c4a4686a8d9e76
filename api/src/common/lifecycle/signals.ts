import type { LoggerService } from '@nestjs/common';
import type { ShutdownOutcome } from './shut-down';

/**
 * What stops the API gracefully: a process manager's or a container's stop (SIGTERM), Ctrl-C
 * (SIGINT), a closed terminal (SIGHUP). Any other signal keeps Node's own behaviour.
 */
export const SHUTDOWN_SIGNALS: readonly NodeJS.Signals[] = ['SIGTERM', 'SIGINT', 'SIGHUP'];

export interface ShutdownSignalOptions {
  log: Pick<LoggerService, 'log' | 'warn' | 'error'>;
  /** `process.exit` unless a test passes its own. */
  exit?: (code: number) => void;
}

/**
 * On the first shutdown signal, runs `shutDown` and exits: 0 once the app has closed, 1 when it
 * did not in time or failed. A second signal exits 1 at once: whoever sends it (Ctrl-C twice, a
 * supervisor out of patience) wants the process gone now. Answers the function that removes the
 * listeners.
 */
export function exitOnShutdownSignals(
  shutDown: () => Promise<ShutdownOutcome>,
  { log, exit = (code) => process.exit(code) }: ShutdownSignalOptions,
): () => void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) {
      log.warn(`${signal} again: exiting now`);
      exit(1);
      return;
    }
    stopping = true;
    log.log(`${signal}: shutting down`);
    shutDown().then(
      ({ closed }) => exit(closed ? 0 : 1),
      (error: unknown) => {
        log.error(`The shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        exit(1);
      },
    );
  };
  for (const signal of SHUTDOWN_SIGNALS) process.on(signal, onSignal);
  return () => {
    for (const signal of SHUTDOWN_SIGNALS) process.off(signal, onSignal);
  };
}
