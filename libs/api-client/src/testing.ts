// For tests only (`@chowk/api-client/testing`): never imported by an app's code.
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { catalogueApi, mainApi, ordersApi } from './index';

/**
 * Test network at the axios adapter: requests still run through the real interceptors
 * (bearer token, device id) and failures through the real error catalogue.
 */
export interface RecordedRequest {
  method: string;
  url: string;
  data: unknown;
  headers: Record<string, unknown>;
}

export interface Reply {
  status: number;
  data?: unknown;
}

/** A reply that never comes (loading states). */
export const NEVER = 'never' as const;
/** No response at all (network down). */
export const NETWORK_DOWN = 'network-down' as const;

export type Route =
  Reply | typeof NEVER | typeof NETWORK_DOWN | ((req: RecordedRequest) => Reply | typeof NEVER | typeof NETWORK_DOWN);

const originals = {
  main: mainApi.defaults.adapter,
  catalogue: catalogueApi.defaults.adapter,
  orders: ordersApi.defaults.adapter,
};

export const ok = (data: unknown, status = 200): Reply => ({ status, data });
export const fail = (status: number, data: unknown = {}): Reply => ({ status, data });

/**
 * Routes are keyed 'METHOD /path' (without the /api base). An unknown route answers 404, so a
 * test that forgets one sees the catalogue's 'Resource not found'. `routes` stays mutable:
 * tests change a reply between two calls.
 */
export function mockHttp(routes: Record<string, Route>) {
  const calls: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const data = typeof config.data === 'string' && config.data ? (JSON.parse(config.data) as unknown) : config.data;
    const request: RecordedRequest = { method, url, data, headers: AxiosHeaders.from(config.headers).toJSON() };
    calls.push(request);
    const route = routes[`${method} ${url}`] ?? fail(404, { message: 'Route not found' });
    const reply = typeof route === 'function' ? route(request) : route;
    if (reply === NEVER) return new Promise<AxiosResponse>(() => undefined);
    if (reply === NETWORK_DOWN) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const response: AxiosResponse = { data: reply.data, status: reply.status, statusText: '', headers: {}, config, request: {} };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  mainApi.defaults.adapter = adapter;
  catalogueApi.defaults.adapter = adapter;
  ordersApi.defaults.adapter = adapter;
  return {
    routes,
    calls,
    /** Requests made with this method and path. */
    made: (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url),
  };
}

export function restoreHttp(): void {
  mainApi.defaults.adapter = originals.main;
  catalogueApi.defaults.adapter = originals.catalogue;
  ordersApi.defaults.adapter = originals.orders;
}
