import { HttpStatus } from '@nestjs/common';
import { CUSTOMER_LIMITS } from '@chowk/contracts';

/**
 * The placement's own budget: what is left of CUSTOMER_LIMITS.orderDeadlineMs once the answer
 * has been written. Each database operation also has its own deadline (DB_QUERY_TIMEOUT_MS),
 * but a placement makes several, so only this bounds the whole.
 */
export const PLACEMENT_BUDGET_MS = CUSTOMER_LIMITS.orderDeadlineMs - 500;

/** What a 503 of the placement tells the client to wait. */
export const ORDER_RETRY_AFTER_SECONDS = 5;

/** The placement ran out of its budget: answered 503 (orderUnavailable), like a database fault. */
export class PlacementDeadlineError extends Error {
  override readonly name = 'PlacementDeadlineError';
  readonly status = HttpStatus.SERVICE_UNAVAILABLE;
  constructor(readonly budgetMs: number) {
    super(`Placing the order did not finish within ${budgetMs} ms`);
  }
}

/**
 * A deadline the placement checks before each write, so that once the answer (503) has gone no
 * further write starts: a write already sent may still land, which the Idempotency-Key makes
 * harmless (the retry finds that order).
 */
export class Deadline {
  private readonly endsAt: number;

  constructor(readonly budgetMs: number) {
    this.endsAt = Date.now() + budgetMs;
  }

  get remainingMs(): number {
    return this.endsAt - Date.now();
  }

  /** Throws PlacementDeadlineError once the budget is spent. */
  check(): void {
    if (this.remainingMs <= 0) throw new PlacementDeadlineError(this.budgetMs);
  }

  /** `work`, or PlacementDeadlineError when the budget runs out first (work is not cancelled). */
  race<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PlacementDeadlineError(this.budgetMs)), Math.max(0, this.remainingMs));
    });
    return Promise.race([work, expired]).finally(() => clearTimeout(timer));
  }
}
