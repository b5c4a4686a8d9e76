import { Injectable } from '@nestjs/common';
import { FixedWindowCounter, type FixedWindowLimits } from './fixed-window-counter';

/** The time the throttled routes count by; a provider so that tests can move it (no sleeping). */
@Injectable()
export class ThrottleClock {
  now(): number {
    return Date.now();
  }
}

/** One counter per throttled route, shared by every guard instance of the app. */
@Injectable()
export class ThrottleStore {
  private readonly counters = new Map<string, FixedWindowCounter>();

  constructor(private readonly clock: ThrottleClock) {}

  counterFor(route: string, limits: FixedWindowLimits): FixedWindowCounter {
    let counter = this.counters.get(route);
    if (!counter) {
      counter = new FixedWindowCounter({ ...limits, clock: () => this.clock.now() });
      this.counters.set(route, counter);
    }
    return counter;
  }
}
