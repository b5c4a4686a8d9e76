import ky, { isHTTPError } from 'ky';
import { DEVICE_ID_HEADER, LIMITS, STORAGE_KEYS } from '@chowk/contracts';
import { ApiError, describeFailure } from './errors';
import { apiLanguage, clearUserSession, getDeviceId, hooks, storage } from '@chowk/session';

/** A query string's values: undefined and null are left out. */
export type QueryParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** An upload's progress as the browser reports it (`total` when it is known). */
export interface UploadProgressEvent {
  loaded: number;
  total?: number;
}

/** What one call may ask besides its method, path and body. */
export interface RequestOptions {
  /**
   * Which bearer token to send: the user's (default), the admin's, a signed-in customer's, or
   * none.
   */
  session?: 'user' | 'admin' | 'customer' | 'none';
  /** Reject without toasts (the caller shows its own state, e.g. the start-up user fetch). */
  silent?: boolean;
  /** The query string (undefined and null values are left out). */
  params?: QueryParams;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Milliseconds before the call fails as a network failure (the client's own otherwise). */
  timeout?: number;
  /** The body as a Blob (a file download) instead of JSON. */
  responseType?: 'json' | 'blob';
  /** Sends a Blob body with XMLHttpRequest, which reports upload progress (fetch cannot on HTTP/1.1). */
  onUploadProgress?: (event: UploadProgressEvent) => void;
}

/** A 2xx answer: its body (parsed JSON, the text, or a Blob when asked), status and headers. */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** One call as the client made it, beside its fetch Request: what the network layer (and tests) see. */
export interface SentRequest {
  /** The path under the client's base, without the query ('/shops/nearby'). */
  path: string;
  params?: QueryParams;
  /** The body as given: an object (sent as JSON) or a Blob. */
  body?: unknown;
  onUploadProgress?: (event: UploadProgressEvent) => void;
}

/** The network under a client (ky's `fetch`): a fetch Request in, a Response out; a failure rejects. */
export type Transport = (request: Request, sent: SentRequest) => Promise<Response>;

/** An HTTP client on ky (the Fetch API): the bearer token, the device id and the error catalogue on every call. */
export interface ApiClient {
  /** The base every path is under (`/api`). */
  readonly baseURL: string;
  /** The longest a call may take, in ms (`false`: no limit; tests' canned networks). */
  timeout: number | false;
  /** The network: fetch, or XMLHttpRequest for an upload that reports progress. Tests swap it (`@chowk/api-client/testing`). */
  transport: Transport;
  get<T = unknown>(url: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  delete<T = unknown>(url: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  put<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  patch<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
}

/** What a failed call left: the answer's status and body, or none (network down, timed out), or that it was aborted. */
export interface Failure {
  status?: number;
  data?: unknown;
  aborted?: boolean;
}

/** The whole catalogue: toast every text, then the status's action. Exported for tests. */
export function handleFailure(error: Failure, config?: Pick<RequestOptions, 'session' | 'silent'>): ApiError {
  const failure = describeFailure(error.status, error.data);
  if (error.aborted) return failure;
  // A 401 on a call that carried no token (a sign-in) is not an expired session.
  if (failure.status === 401 && config?.session !== 'none') {
    if (config?.session === 'customer') {
      // A customer's sign-in is optional: an expired one is dropped and the page goes on.
      storage.remove(STORAGE_KEYS.customerToken);
      storage.remove(STORAGE_KEYS.customer);
    } else if (config?.session === 'admin') {
      storage.remove(STORAGE_KEYS.adminToken);
      hooks.onAdminUnauthorized();
    } else {
      clearUserSession();
      hooks.onUnauthorized();
    }
  }
  if (!config?.silent) failure.messages.forEach((m) => hooks.notifyError(m));
  return failure;
}

const TOKEN_KEYS = {
  user: STORAGE_KEYS.token,
  admin: STORAGE_KEYS.adminToken,
  customer: STORAGE_KEYS.customerToken,
} as const;

const withQuery = (path: string, params: QueryParams | undefined): string => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {}))
    if (value !== undefined && value !== null) query.append(key, String(value));
  const search = query.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
};

/** A body sent as it is (a file); anything else goes as JSON. */
const isRawBody = (body: unknown): body is BodyInit =>
  body instanceof Blob || body instanceof FormData || body instanceof URLSearchParams || body instanceof ArrayBuffer;

/** JSON when the text is JSON, else the text ('' for no body), as axios read answers. */
const parse = (data: unknown): unknown => {
  if (typeof data !== 'string' || !data) return data ?? '';
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
};

/** A Blob body with upload progress: XMLHttpRequest, with the headers ky put on the Request. */
function sendWithProgress(request: Request, body: Blob, onProgress: (event: UploadProgressEvent) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { signal } = request;
    const aborted = () => reject(signal.reason ?? new DOMException('The request was aborted', 'AbortError'));
    if (signal.aborted) return aborted();
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    signal.addEventListener('abort', abort, { once: true });
    xhr.open(request.method, request.url);
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (e) => onProgress({ loaded: e.loaded, total: e.lengthComputable ? e.total : undefined });
    xhr.onloadend = () => signal.removeEventListener('abort', abort);
    xhr.onabort = aborted;
    xhr.onerror = xhr.ontimeout = () => reject(new TypeError('Failed to fetch'));
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr.getAllResponseHeaders().split('\r\n')) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      const empty = [101, 204, 205, 304].includes(xhr.status);
      resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    xhr.send(body);
  });
}

/** The browser's network: fetch, or XMLHttpRequest for a Blob upload that reports its progress. */
const browserTransport: Transport = (request, sent) =>
  sent.onUploadProgress && sent.body instanceof Blob && typeof XMLHttpRequest === 'function'
    ? sendWithProgress(request, sent.body, sent.onUploadProgress)
    : fetch(request);

export function createApiClient(baseURL = '/api'): ApiClient {
  const http = ky.create({
    prefix: baseURL,
    retry: 0,
    headers: { Accept: 'application/json' },
    hooks: {
      beforeRequest: [
        ({ request, options }) => {
          const which = (options.context.session as RequestOptions['session']) ?? 'user';
          const token = which === 'none' ? null : storage.get(TOKEN_KEYS[which]);
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          request.headers.set(DEVICE_ID_HEADER, getDeviceId());
          // The API writes its messages (validation, refusals) in the page's language.
          if (!request.headers.has('Accept-Language')) request.headers.set('Accept-Language', apiLanguage());
        },
      ],
    },
  });

  async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const sent: SentRequest = { path, params: options.params, body, onUploadProgress: options.onUploadProgress };
    try {
      const response = await http(withQuery(path, options.params), {
        method,
        context: { session: options.session },
        timeout: client.timeout && (options.timeout ?? client.timeout),
        fetch: (input) => client.transport(input as Request, sent),
        ...(options.headers && { headers: options.headers }),
        ...(options.signal && { signal: options.signal }),
        ...(body === undefined ? {} : isRawBody(body) ? { body } : { json: body }),
      });
      const data = options.responseType === 'blob' ? await response.blob() : parse(await response.text());
      return { data: data as T, status: response.status, headers: response.headers };
    } catch (error) {
      // Every failure becomes the catalogue's ApiError; an aborted call is no failure to show.
      throw handleFailure(
        options.signal?.aborted
          ? { aborted: true }
          : isHTTPError(error)
            ? { status: error.response.status, data: parse(error.data) }
            : {},
        options,
      );
    }
  }

  const client: ApiClient = {
    baseURL,
    timeout: LIMITS.requestTimeoutMs,
    transport: browserTransport,
    get: (url, options) => request('GET', url, undefined, options),
    delete: (url, options) => request('DELETE', url, undefined, options),
    post: (url, body, options) => request('POST', url, body, options),
    put: (url, body, options) => request('PUT', url, body, options),
    patch: (url, body, options) => request('PATCH', url, body, options),
  };
  return client;
}

/**
 * docs/architecture.md: one API serves what the spec calls the main, catalogue and orders services;
 * the three bases default to `/api` and stay separate so each can move on its own.
 */
export const mainApi = createApiClient('/api');
export const catalogueApi = createApiClient('/api');
export const ordersApi = createApiClient('/api');
