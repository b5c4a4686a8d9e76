import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '@nestjs/common';

/**
 * Work that runs beside an answer, never in its way: a new order's alerts (WhatsApp, Web Push).
 * `start` never throws and never waits: a failure is logged as a warning, with what the work was
 * for. `idle` resolves once nothing is running (tests), and `drain` lets a deploy's stop wait for
 * what is running, up to a bound (each job is bounded by its provider's timeout already).
 */
export class BackgroundWork {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  /**
   * Runs `work`; a failure is logged as "<what> not sent: <reason>". Answers when it is over, for
   * a caller that follows it (never rejects).
   */
  start(what: string, work: () => Promise<void>): Promise<void> {
    const job: Promise<void> = Promise.resolve()
      .then(work)
      .catch((error: unknown) => this.logger.warn(`${what} not sent: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => this.running.delete(job));
    this.running.add(job);
    return job;
  }

  /** Resolves once no job is running, those started meanwhile included. */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  /** For `beforeApplicationShutdown`: the jobs running finish, or `withinMs` passes. */
  async drain(withinMs: number): Promise<void> {
    await Promise.race([this.idle(), sleep(withinMs, undefined, { ref: false })]);
  }
}
