import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { mainApi } from '@chowk/api-client';

export type CannedReply = { status: number; data?: unknown } | 'network-error';
export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, unknown>;
}

let original: AxiosAdapter | undefined;

/**
 * Replaces the transport under the real axios instance: request and response interceptors
 * (headers, the shared error catalogue) still run; only the network is canned.
 */
export function mockApi(reply: (call: RecordedCall) => CannedReply | Promise<CannedReply>) {
  const calls: RecordedCall[] = [];
  original ??= mainApi.defaults.adapter as AxiosAdapter;
  mainApi.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const call: RecordedCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers: config.headers.toJSON(),
    };
    calls.push(call);
    const r = await reply(call);
    if (r === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = { data: r.data, status: r.status, statusText: String(r.status), headers: {}, config };
    if (r.status >= 200 && r.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${r.status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
  };
  return calls;
}

/** Call in afterEach. */
export function restoreApi() {
  if (original) mainApi.defaults.adapter = original;
  original = undefined;
}

/** A reply the test releases when it wants, to observe the busy state. */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
