import { mainApi } from '@chowk/api-client';
import { interceptHttp, NETWORK_DOWN, restoreHttp } from '@chowk/api-client/testing';

export type CannedReply = { status: number; data?: unknown } | 'network-error';
export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, unknown>;
}

/**
 * Replaces the network under the real HTTP client: its headers and the shared error catalogue
 * still run; only the network is canned.
 */
export function mockApi(reply: (call: RecordedCall) => CannedReply | Promise<CannedReply>) {
  const calls: RecordedCall[] = [];
  interceptHttp(mainApi, async (request) => {
    const call: RecordedCall = { method: request.method, url: request.url, body: request.data, headers: request.headers };
    calls.push(call);
    const r = await reply(call);
    return r === 'network-error' ? NETWORK_DOWN : r;
  });
  return calls;
}

/** Call in afterEach. */
export function restoreApi() {
  restoreHttp();
}

/** A reply the test releases when it wants, to observe the busy state. */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
