// For tests only.
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { catalogueApi } from '@chowk/api-client';

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
 * `restoreHttp()` puts the real adapter back.
 */
export function holdCalls(url: string, auto?: (params: Record<string, unknown>) => { status?: number; data: unknown }) {
  const calls: HeldCall[] = [];
  const next = catalogueApi.defaults.adapter as AxiosAdapter;
  catalogueApi.defaults.adapter = (config: InternalAxiosRequestConfig) => {
    if (config.url !== url) return next(config);
    return new Promise<AxiosResponse>((resolve, reject) => {
      const params = { ...((config.params as Record<string, unknown>) ?? {}) };
      const respond = (data: unknown, status = 200) => {
        const response: AxiosResponse = { data, status, statusText: '', headers: {}, config, request: {} };
        if (status >= 200 && status < 300) resolve(response);
        else
          reject(new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response));
      };
      const dropConnection = () => reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {}));
      calls.push({ params, respond, dropConnection });
      if (auto) {
        const answer = auto(params);
        respond(answer.data, answer.status);
      }
    });
  };
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
