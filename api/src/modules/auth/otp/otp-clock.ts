import { Injectable } from '@nestjs/common';

/**
 * The time one-time codes are judged by (sent, expired, cool-down, hourly caps). Injected so a
 * test can move it (`jest.spyOn(app.get(Clock), 'now')`) rather than wait ten minutes.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
