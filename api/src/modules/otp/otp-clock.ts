import { Injectable } from '@nestjs/common';

/**
 * The time one-time codes are judged by (sent, expired, cool-down, hourly caps). Injected so a
 * test can move it (`jest.spyOn(app.get(OtpClock), 'now')`) rather than wait ten minutes; apart
 * from the orders' business clock, so moving one does not expire the other's codes.
 */
@Injectable()
export class OtpClock {
  now(): Date {
    return new Date();
  }
}
