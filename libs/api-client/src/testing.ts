// For tests only (`@chowk/api-client/testing`): never imported by an app's code.
// @ts-expect-error -- whatwg-fetch ships no types; what it gives are the DOM's Headers, Request and Response.
import * as fetchPolyfill from 'whatwg-fetch';
import { type ApiClient, catalogueApi, mainApi, ordersApi, type SentRequest, type Transport } from './index';

/*
 * jsdom has no Request or Response, and ky builds a Request for every call: the polyfill's, which
 * read and make jsdom's own Blobs. Not its fetch (XMLHttpRequest underneath): the only network a
 * test has is the canned one below, and whatever else calls fetch (live streams) finds none, as before.
 */
const scope = globalThis as Record<string, unknown>;
if (typeof scope.Request !== 'function' || typeof scope.Response !== 'function') {
  Object.assign(scope, { Headers: fetchPolyfill.Headers, Request: fetchPolyfill.Request, Response: fetchPolyfill.Response });
}
if ((scope.fetch as { polyfill?: boolean } | undefined)?.polyfill) delete scope.fetch;

/**
 * Test network at the client's transport (ky's fetch): requests still run through the real client
 * (bearer token, device id, timeout) and failures through the real error catalogue.
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
  /** Response headers (e.g. Content-Disposition); a Blob `data` is the body as it is, anything else JSON. */
  headers?: Record<string, string>;
}

/** A reply that never comes (loading states). */
export const NEVER = 'never' as const;
/** No response at all (network down). */
export const NETWORK_DOWN = 'network-down' as const;

/** What the test network answers with. */
export type Answer = Reply | typeof NEVER | typeof NETWORK_DOWN;

export type Route = Answer | ((req: RecordedRequest) => Answer);

/** A request as an interceptor sees it: recorded, with the query parameters the call gave. */
export interface InterceptedRequest extends RecordedRequest {
  params: Record<string, unknown>;
}

/** An answer (a promise of one holds the call until the test settles it), or undefined to pass the request on. */
export type Intercept = (req: InterceptedRequest) => Answer | Promise<Answer> | undefined;

export const ok = (data: unknown, status = 200): Reply => ({ status, data });
export const fail = (status: number, data: unknown = {}): Reply => ({ status, data });

const clients = [mainApi, catalogueApi, ordersApi];
const originals = new Map(clients.map((client) => [client, { transport: client.transport, timeout: client.timeout }]));
const intercepts = new Map<ApiClient, Intercept[]>();
let current: { routes: Record<string, Route>; calls: RecordedRequest[] } = { routes: {}, calls: [] };

/** Header names as the client writes them ('X-Device-Id'), not as fetch keeps them ('x-device-id'). */
const headerName = (name: string) => name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase());

const isBinary = (body: unknown) => body instanceof Blob || body instanceof FormData || body instanceof ArrayBuffer;

function record(request: Request, sent: SentRequest): RecordedRequest {
  const headers: Record<string, unknown> = {};
  request.headers.forEach((value, name) => (headers[headerName(name)] = value));
  // JSON bodies as the server would read them; a file is the file itself.
  const data = sent.body === undefined || isBinary(sent.body) ? sent.body : (JSON.parse(JSON.stringify(sent.body)) as unknown);
  return { method: request.method.toUpperCase(), url: sent.path, data, headers };
}

/** Rejects as fetch does when the call's signal aborts (its caller moved on, or the client's timeout). */
const whenAborted = (signal: AbortSignal | null | undefined, reject: (reason: unknown) => void) => {
  const abort = () => reject(signal?.reason ?? new DOMException('The request was aborted', 'AbortError'));
  if (signal?.aborted) abort();
  else signal?.addEventListener('abort', abort, { once: true });
};

function answer(reply: Answer | Promise<Answer>, request: Request): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    whenAborted(request.signal, reject);
    void Promise.resolve(reply).then((a) => {
      if (a === NEVER) return;
      if (a === NETWORK_DOWN) return reject(new TypeError('Failed to fetch'));
      const blob = a.data instanceof Blob;
      const body = a.data === undefined ? null : blob ? (a.data as Blob) : JSON.stringify(a.data);
      const headers = { ...(body !== null && !blob && { 'Content-Type': 'application/json' }), ...a.headers };
      resolve(new Response(body, { status: a.status, headers }));
    }, reject);
  });
}

function cannedTransport(client: ApiClient): Transport {
  return (request, sent) => {
    const recorded = record(request, sent);
    const seen: InterceptedRequest = { ...recorded, params: { ...sent.params } };
    for (const intercept of [...(intercepts.get(client) ?? [])].reverse()) {
      const reply = intercept(seen);
      if (reply !== undefined) return answer(reply, request);
    }
    current.calls.push(recorded);
    const route = current.routes[`${recorded.method} ${recorded.url}`] ?? fail(404, { message: 'Route not found' });
    return answer(typeof route === 'function' ? route(recorded) : route, request);
  };
}

/** The canned network under `client` (no timeout: a held call waits for the test, as the test says). */
function install(client: ApiClient): void {
  client.transport = cannedTransport(client);
  client.timeout = false;
}

/**
 * Routes are keyed 'METHOD /path' (without the /api base). An unknown route answers 404, so a
 * test that forgets one sees the catalogue's 'Resource not found'. `routes` stays mutable:
 * tests change a reply between two calls.
 */
export function mockHttp(routes: Record<string, Route>) {
  const calls: RecordedRequest[] = [];
  current = { routes, calls };
  intercepts.clear();
  clients.forEach(install);
  return {
    routes,
    calls,
    /** Requests made with this method and path. */
    made: (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url),
  };
}

/**
 * Answers `client`'s requests that `intercept` takes before mockHttp's routes see them (those are
 * not in its `calls`): with an answer, or a promise of one that holds the call until the test
 * settles it; undefined passes the request on (to an earlier interceptor, then the routes). The
 * latest interceptor asks first. Lasts until the next mockHttp or restoreHttp; without mockHttp,
 * every request it passes on answers 404.
 */
export function interceptHttp(client: ApiClient, intercept: Intercept): void {
  intercepts.set(client, [...(intercepts.get(client) ?? []), intercept]);
  install(client);
}

export function restoreHttp(): void {
  intercepts.clear();
  current = { routes: {}, calls: [] };
  for (const [client, original] of originals) Object.assign(client, original);
}
