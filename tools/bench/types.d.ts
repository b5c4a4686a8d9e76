// Ambient types for the bench's scripts (type-checked with checkJs: tools/bench/tsconfig.json).

/** Set in the page by the bench's init scripts (tools/bench/first-visit.mjs). */
interface Window {
  /** performance.now() when the landing's button was first laid out and visible. */
  __landingAt?: number;
  /** startTime of the latest Largest Contentful Paint candidate. */
  __lcp?: number;
}

/** autocannon ships no types: the part tools/bench/api.mjs uses. */
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      /** seconds */
      duration?: number;
      /** seconds */
      timeout?: number;
    }
    interface Histogram {
      average: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
      max: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      non2xx: number;
      errors: number;
      timeouts: number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}
