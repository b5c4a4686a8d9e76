import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The time of day as the business rules read it (a shop's opening hours, an order's date and
 * time in India). Injected rather than `new Date()` so a test can set the hour: replace `now`
 * (`jest.spyOn(app.get(Clock), 'now')`). Durations such as timeouts keep using the real clock.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

/** One clock for every module (orders, shops' plans, payments), so a test sets it once. */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
