import { Module } from '@nestjs/common';
import { ThrottleClock, ThrottleStore } from './throttle.store';

/** What `@Throttle` routes need: import it in the module of their controller. */
@Module({
  providers: [ThrottleClock, ThrottleStore],
  exports: [ThrottleStore],
})
export class ThrottleModule {}
