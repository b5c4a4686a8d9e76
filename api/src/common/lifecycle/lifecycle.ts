import { Global, Injectable, Module } from '@nestjs/common';

/**
 * Where this instance is in its graceful shutdown (shut-down.ts). Draining: it has been told to
 * stop and still serves everything, but its health check answers 503 so the proxy in front takes
 * it out of its pool. The long-lived answers (the order event streams) register here to be ended
 * once the proxy has had that time, and the requests the instance holds then finish before any
 * module closes.
 */
@Injectable()
export class Lifecycle {
  private isDraining = false;
  private readonly streamEnders: (() => number)[] = [];

  get draining(): boolean {
    return this.isDraining;
  }

  /** Marks the instance draining; false when it already was (a shutdown runs once). */
  startDraining(): boolean {
    if (this.isDraining) return false;
    this.isDraining = true;
    return true;
  }

  /** `endAll` ends the streams a module holds, and those opened later at once; it answers how many it ended. */
  onStreamsEnd(endAll: () => number): void {
    this.streamEnders.push(endAll);
  }

  /** Ends every open stream (their clients reconnect to another instance); answers how many. */
  endStreams(): number {
    return this.streamEnders.reduce((ended, endAll) => ended + endAll(), 0);
  }
}

/** One lifecycle for the whole app: the health check reads it, the streams register with it. */
@Global()
@Module({ providers: [Lifecycle], exports: [Lifecycle] })
export class LifecycleModule {}
