import { DEVICE_ID_HEADER, HTTP_MESSAGES, STORAGE_KEYS } from '@chowk/contracts';
import { configureApiClient } from '@chowk/session';
// jsdom's missing fetch classes (Request, Response), as every spec that uses the test network has them.
import '../testing';
import { createApiClient, type SentRequest, type Transport } from './client';
import { ApiError } from './errors';

/** Answers every request with `status` and `data` (JSON) through the real client. */
const answer =
  (status: number, data: unknown = {}): Transport =>
  async () =>
    new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

const noResponse: Transport = async () => {
  throw new TypeError('Failed to fetch');
};

describe('api client and the error catalogue (docs/product.md §8)', () => {
  const notifyError = jest.fn();
  const onUnauthorized = jest.fn();
  const onAdminUnauthorized = jest.fn();
  let seen: { request: Request; sent: SentRequest } | undefined;
  const client = createApiClient('/api');
  const through = (transport: Transport) => {
    client.transport = (request, sent) => {
      seen = { request, sent };
      return transport(request, sent);
    };
  };

  beforeEach(() => {
    localStorage.clear();
    jest.clearAllMocks();
    configureApiClient({ notifyError, onUnauthorized, onAdminUnauthorized });
    seen = undefined;
  });

  const failWith = async (transport: Transport, extra: object = {}) => {
    through(transport);
    const error = await client.get('/x', extra).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  };

  it('uses /api, the bearer token and the device id', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    through(answer(200, { ok: true }));
    const res = await client.get('/health');
    expect(res.data).toEqual({ ok: true });
    expect(res.status).toBe(200);
    expect(client.baseURL).toBe('/api');
    expect(seen?.request.url).toBe('/api/health');
    expect(seen?.request.method).toBe('GET');
    expect(seen?.request.headers.get('Authorization')).toBe('Bearer tok');
    expect(seen?.request.headers.get('Accept')).toBe('application/json');
    const device = seen?.request.headers.get(DEVICE_ID_HEADER);
    expect(device).toMatch(/\S{8,}/);
    expect(localStorage.getItem(STORAGE_KEYS.deviceId)).toBe(device);
  });

  it('gives up after 10 s as a network failure, toasted', async () => {
    jest.useFakeTimers();
    try {
      expect(client.timeout).toBe(10_000);
      through(() => new Promise<Response>(() => undefined));
      const pending = client.get('/slow').catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(9_999);
      expect(notifyError).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ status: 0, message: HTTP_MESSAGES.network });
      expect(notifyError).toHaveBeenCalledWith(HTTP_MESSAGES.network);
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends the admin token for admin calls and none when asked', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'user');
    localStorage.setItem(STORAGE_KEYS.adminToken, 'adm');
    through(answer(200));
    await client.get('/a', { session: 'admin' });
    expect(seen?.request.headers.get('Authorization')).toBe('Bearer adm');
    await client.get('/a', { session: 'none' });
    expect(seen?.request.headers.get('Authorization')).toBeNull();
  });

  it('sends the query without empty values, JSON bodies and the headers a call adds', async () => {
    through(answer(201, { id: 'o1' }));
    const res = await client.post(
      '/orders',
      { items: [1] },
      { params: { page: 1, q: 'masala chai', none: undefined, nil: null }, headers: { 'Idempotency-Key': 'k1' } },
    );
    expect(res).toMatchObject({ status: 201, data: { id: 'o1' } });
    expect(seen?.request.url).toBe('/api/orders?page=1&q=masala+chai');
    expect(seen?.request.method).toBe('POST');
    expect(seen?.request.headers.get('Content-Type')).toBe('application/json');
    expect(seen?.request.headers.get('Idempotency-Key')).toBe('k1');
    expect(await seen?.request.text()).toBe('{"items":[1]}');
    expect(seen?.sent).toMatchObject({ path: '/orders', params: { page: 1, q: 'masala chai' }, body: { items: [1] } });
  });

  it('an answer without a body reads as an empty string, a text one as its text', async () => {
    client.transport = async () => new Response(null, { status: 204 });
    expect((await client.delete('/a')).data).toBe('');
    client.transport = async () => new Response('plain', { status: 200 });
    expect((await client.get('/a')).data).toBe('plain');
  });

  it('no response → network message', async () => {
    const e = await failWith(noResponse);
    expect(e.status).toBe(0);
    expect(notifyError).toHaveBeenCalledWith(HTTP_MESSAGES.network);
  });

  it('an aborted call rejects without toasts or signing out', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    const controller = new AbortController();
    // As fetch does: an aborted signal rejects the call, before or while it is under way.
    through(
      (request) =>
        new Promise<Response>((_, reject) => {
          const abort = () => reject(new DOMException('Aborted', 'AbortError'));
          if (request.signal.aborted) abort();
          request.signal.addEventListener('abort', abort);
        }),
    );
    const pending = client.get('/x', { signal: controller.signal }).catch((e: unknown) => e);
    await Promise.resolve();
    controller.abort();
    const e = await pending;
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).status).toBe(0);
    expect(notifyError).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('t');
  });

  it('400 → server message, else Bad request', async () => {
    expect((await failWith(answer(400, { message: 'Malformed JSON in request body' }))).message).toBe(
      'Malformed JSON in request body',
    );
    expect(notifyError).toHaveBeenLastCalledWith('Malformed JSON in request body');
    expect((await failWith(answer(400, {}))).message).toBe(HTTP_MESSAGES.badRequest);
  });

  it('a JSON refusal sent as text is still read', async () => {
    const e = await failWith(async () => new Response(JSON.stringify({ message: 'Shop is closed' }), { status: 409 }));
    expect(e.message).toBe('Shop is closed');
  });

  it('401 → session expired, clears token and user, goes to /login', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    localStorage.setItem(STORAGE_KEYS.user, '{}');
    const e = await failWith(answer(401, { message: 'whatever' }));
    expect(e.message).toBe(HTTP_MESSAGES.unauthorized);
    expect(notifyError).toHaveBeenCalledWith(HTTP_MESSAGES.unauthorized);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onAdminUnauthorized).not.toHaveBeenCalled();
  });

  it('401 on an admin call clears only the admin token', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    localStorage.setItem(STORAGE_KEYS.adminToken, 'a');
    await failWith(answer(401), { session: 'admin' });
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('t');
    expect(onAdminUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("sends a signed-in customer's token on customer calls", async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'user');
    localStorage.setItem(STORAGE_KEYS.customerToken, 'cust');
    through(answer(200));
    await client.get('/a', { session: 'customer' });
    expect(seen?.request.headers.get('Authorization')).toBe('Bearer cust');
  });

  it("401 on a customer call drops only the customer's sign-in and stays on the page", async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    localStorage.setItem(STORAGE_KEYS.customerToken, 'c');
    localStorage.setItem(STORAGE_KEYS.customer, '{}');
    await failWith(answer(401), { session: 'customer', silent: true });
    expect(localStorage.getItem(STORAGE_KEYS.customerToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.customer)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('t');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('401 on a call without a token (a sign-in) is not an expired session', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    await failWith(answer(401, { message: 'Invalid admin credentials' }), { session: 'none', silent: true });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('t');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onAdminUnauthorized).not.toHaveBeenCalled();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it.each([
    [403, HTTP_MESSAGES.forbidden],
    [404, HTTP_MESSAGES.notFound],
    [500, HTTP_MESSAGES.server],
  ])('%i → fixed text', async (status, text) => {
    const e = await failWith(answer(status, { message: 'internal detail' }));
    expect(e.message).toBe(text);
    expect(notifyError).toHaveBeenCalledWith(text);
  });

  it('a 5xx is not retried (one request, one failure)', async () => {
    let count = 0;
    await failWith(async (request, sent) => {
      count += 1;
      return answer(503)(request, sent);
    });
    expect(count).toBe(1);
  });

  it('422 → each message of the errors map', async () => {
    const e = await failWith(
      answer(422, {
        message: 'Validation failed',
        errors: { name: 'Category name is required', code: 'State code is required' },
      }),
    );
    expect(e.errors).toEqual({ name: 'Category name is required', code: 'State code is required' });
    expect(notifyError.mock.calls).toEqual([['Category name is required'], ['State code is required']]);
  });

  it('422 without errors → the message, else Validation failed', async () => {
    expect((await failWith(answer(422, { message: 'Bad things' }))).message).toBe('Bad things');
    expect((await failWith(answer(422, {}))).message).toBe(HTTP_MESSAGES.validation);
  });

  it('other statuses → server message, else unexpected', async () => {
    expect((await failWith(answer(409, { message: 'A category named "Bakery" already exists' }))).message).toBe(
      'A category named "Bakery" already exists',
    );
    expect((await failWith(answer(418, {}))).message).toBe(HTTP_MESSAGES.unexpected);
  });

  it('silent calls reject without toasts', async () => {
    await failWith(answer(500), { silent: true });
    expect(notifyError).not.toHaveBeenCalled();
  });
});

describe('an upload with progress (XMLHttpRequest: fetch cannot report it)', () => {
  /** A stand-in XMLHttpRequest: the test sends progress and the answer. */
  class FakeXhr {
    static last: FakeXhr | undefined;
    method = '';
    url = '';
    headers: Record<string, string> = {};
    body: unknown;
    status = 0;
    statusText = '';
    responseText = '';
    aborted = false;
    upload: { onprogress?: (e: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    onloadend?: () => void;
    ontimeout?: () => void;
    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    send(body: unknown) {
      this.body = body;
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
      this.onloadend?.();
    }
    getAllResponseHeaders() {
      return 'content-type: application/json\r\n';
    }
    answer(status: number, body: unknown) {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
      this.onloadend?.();
    }
  }

  const notifyError = jest.fn();
  const realXhr = globalThis.XMLHttpRequest;
  const client = createApiClient('/api');
  beforeEach(() => {
    localStorage.clear();
    notifyError.mockClear();
    configureApiClient({ notifyError });
    FakeXhr.last = undefined;
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = realXhr;
  });

  const upload = (file: Blob, onUploadProgress = jest.fn()) =>
    client.put<{ ok: boolean }>('/shops/s1/logo', file, {
      silent: true,
      headers: { 'Content-Type': file.type },
      onUploadProgress,
    });

  const sent = async () => {
    for (let i = 0; i < 20 && !FakeXhr.last?.body; i += 1) await Promise.resolve();
    return FakeXhr.last!;
  };

  it('sends the file as the body with the token, the device id and its type, and reports progress', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const file = new Blob([new Uint8Array(100)], { type: 'image/png' });
    const progress = jest.fn();
    const pending = upload(file, progress);
    const xhr = await sent();
    expect(xhr).toMatchObject({ method: 'PUT', url: '/api/shops/s1/logo', body: file });
    expect(xhr.headers).toMatchObject({ authorization: 'Bearer tok', 'content-type': 'image/png', accept: 'application/json' });
    expect(xhr.headers[DEVICE_ID_HEADER.toLowerCase()]).toMatch(/\S{8,}/);
    xhr.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
    expect(progress).toHaveBeenCalledWith({ loaded: 50, total: 100 });
    xhr.answer(200, { ok: true });
    await expect(pending).resolves.toMatchObject({ status: 200, data: { ok: true } });
  });

  it('a refusal goes through the error catalogue', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const pending = upload(new Blob(['x'], { type: 'image/png' })).catch((e: unknown) => e);
    (await sent()).answer(413, { message: 'Image is over 5 MB' });
    expect(await pending).toMatchObject({ status: 413, message: 'Image is over 5 MB' });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('401 signs out as any call does; no connection is the network message', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const refused = upload(new Blob(['x'], { type: 'image/png' })).catch((e: unknown) => e);
    (await sent()).answer(401, {});
    expect(await refused).toMatchObject({ status: 401 });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    FakeXhr.last = undefined;
    const down = upload(new Blob(['x'], { type: 'image/png' })).catch((e: unknown) => e);
    (await sent()).onerror?.();
    expect(await down).toMatchObject({ status: 0, message: HTTP_MESSAGES.network });
  });
});
