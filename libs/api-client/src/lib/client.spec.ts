import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { DEVICE_ID_HEADER, HTTP_MESSAGES, STORAGE_KEYS } from '@chowk/contracts';
import { configureApiClient } from '@chowk/session';
import { createApiClient } from './client';
import { ApiError } from './errors';

/** Answers every request with `status` and `data` through the real interceptors. */
const answer =
  (status: number, data: unknown = {}): AxiosAdapter =>
  async (config) => {
    if (status < 400) return { status, statusText: 'OK', data, headers: {}, config };
    throw new AxiosError(
      'fail',
      'ERR_BAD_RESPONSE',
      config,
      {},
      {
        status,
        statusText: 'x',
        data,
        headers: {},
        config,
      },
    );
  };

const noResponse: AxiosAdapter = async (config) => {
  throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
};

describe('api client and the error catalogue (docs/product.md §8)', () => {
  const notifyError = jest.fn();
  const onUnauthorized = jest.fn();
  const onAdminUnauthorized = jest.fn();
  let seen: InternalAxiosRequestConfig | undefined;
  const client = createApiClient('/api');

  beforeEach(() => {
    localStorage.clear();
    jest.clearAllMocks();
    configureApiClient({ notifyError, onUnauthorized, onAdminUnauthorized });
  });

  const failWith = async (adapter: AxiosAdapter, extra: object = {}) => {
    client.defaults.adapter = (config) => {
      seen = config;
      return adapter(config);
    };
    const error = await client.get('/x', extra).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  };

  it('uses /api, a 10 s timeout, the bearer token and the device id', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    client.defaults.adapter = async (config) => {
      seen = config;
      return answer(200, { ok: true })(config);
    };
    const res = await client.get('/health');
    expect(res.data).toEqual({ ok: true });
    expect(seen?.baseURL).toBe('/api');
    expect(seen?.timeout).toBe(10_000);
    const headers = AxiosHeaders.from(seen?.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok');
    const device = headers.get(DEVICE_ID_HEADER);
    expect(device).toMatch(/\S{8,}/);
    expect(localStorage.getItem(STORAGE_KEYS.deviceId)).toBe(device);
  });

  it('sends the admin token for admin calls and none when asked', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'user');
    localStorage.setItem(STORAGE_KEYS.adminToken, 'adm');
    client.defaults.adapter = async (config) => {
      seen = config;
      return answer(200)(config);
    };
    await client.get('/a', { session: 'admin' });
    expect(AxiosHeaders.from(seen?.headers).get('Authorization')).toBe('Bearer adm');
    await client.get('/a', { session: 'none' });
    expect(AxiosHeaders.from(seen?.headers).get('Authorization')).toBeUndefined();
  });

  it('no response → network message', async () => {
    const e = await failWith(noResponse);
    expect(e.status).toBe(0);
    expect(notifyError).toHaveBeenCalledWith(HTTP_MESSAGES.network);
  });

  it('400 → server message, else Bad request', async () => {
    expect((await failWith(answer(400, { message: 'Malformed JSON in request body' }))).message).toBe(
      'Malformed JSON in request body',
    );
    expect(notifyError).toHaveBeenLastCalledWith('Malformed JSON in request body');
    expect((await failWith(answer(400, {}))).message).toBe(HTTP_MESSAGES.badRequest);
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
    client.defaults.adapter = async (config) => {
      seen = config;
      return answer(200)(config);
    };
    await client.get('/a', { session: 'customer' });
    expect(AxiosHeaders.from(seen?.headers).get('Authorization')).toBe('Bearer cust');
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
