// For tests only.
import { catalogueApi } from '@chowk/api-client';
import { type Answer, interceptHttp, NETWORK_DOWN } from '@chowk/api-client/testing';

export interface HeldCall {
  params: Record<string, unknown>;
  /** Answer the call: data with 200, or a status and body. */
  respond: (data: unknown, status?: number) => void;
  /** Answer with no response at all (network down). */
  dropConnection: () => void;
}

/**
 * Holds the catalogue API's calls to `url` (after `mockHttp`, which answers every other one)
 * until the test answers them, recording the query parameters: for loading states,
 * out-of-order answers and the filters sent. `auto` answers at once instead.
 * `restoreHttp()` puts the real network back.
 */
export function holdCalls(url: string, auto?: (params: Record<string, unknown>) => { status?: number; data: unknown }) {
  const calls: HeldCall[] = [];
  interceptHttp(catalogueApi, (request) => {
    if (request.url !== url) return undefined;
    return new Promise<Answer>((resolve) => {
      const params = { ...request.params };
      const respond = (data: unknown, status = 200) => resolve({ status, data });
      const dropConnection = () => resolve(NETWORK_DOWN);
      calls.push({ params, respond, dropConnection });
      if (auto) {
        const answer = auto(params);
        respond(answer.data, answer.status);
      }
    });
  });
  return calls;
}

/** A stand-in IntersectionObserver: tests say when a target comes into range. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.disconnected = true;
    this.targets.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  /** The live observers' targets come into range. */
  static intersectAll() {
    for (const o of FakeIntersectionObserver.instances.filter((i) => !i.disconnected)) {
      const entries = [...o.targets].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length) o.callback(entries, o as unknown as IntersectionObserver);
    }
  }
  static install() {
    FakeIntersectionObserver.instances = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  }
  static uninstall() {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  }
}
