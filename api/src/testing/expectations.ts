import { JwtService } from '@nestjs/jwt';
import { API_MESSAGES } from '@chowk/contracts';
import type { CallOptions, TestApp } from './test-app';

type WriteMethod = 'POST' | 'PUT' | 'DELETE';

/**
 * An admin-only write: 401 without a token, with a malformed one and with an expired one; 403
 * with a valid token of another role. The collection is left untouched by all of them.
 */
export async function expectAdminOnly(
  t: TestApp,
  method: WriteMethod,
  url: string,
  options: { body?: unknown; collection: string },
): Promise<void> {
  const before = await t.count(options.collection);
  const expired = t.app.get(JwtService).sign({ sub: 'admin@example.com', role: 'admin' }, { expiresIn: -10 });
  const cases: [CallOptions, number, string][] = [
    [{ body: options.body }, 401, API_MESSAGES.adminTokenRequired],
    [{ body: options.body, token: 'not-a-jwt' }, 401, API_MESSAGES.adminTokenRequired],
    [{ body: options.body, headers: { authorization: 'Basic YWRtaW46YWRtaW4=' } }, 401, API_MESSAGES.adminTokenRequired],
    [{ body: options.body, token: expired }, 401, API_MESSAGES.adminTokenRequired],
    [{ body: options.body, token: t.shopkeeperToken() }, 403, API_MESSAGES.adminOnly],
  ];
  for (const [callOptions, status, message] of cases) {
    const reply = await t.call(method, url, callOptions);
    expect({ status: reply.status, body: reply.body }).toEqual({ status, body: { message } });
  }
  expect(await t.count(options.collection)).toBe(before);
}

/**
 * Query-operator payloads: each is refused with a 4xx (never a 500) and writes nothing.
 * `payloads` are whole bodies; `collection` is where a write would have landed; `forwardedFor`
 * is the client address to send them from (see `newClientAddress`).
 */
export async function expectOperatorPayloadsRefused(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  options: {
    payloads: unknown[];
    token: string;
    collection: string;
    snapshot?: () => Promise<unknown>;
    forwardedFor?: string;
  },
): Promise<void> {
  const before = await t.count(options.collection);
  const snapshotBefore = options.snapshot ? await options.snapshot() : undefined;
  for (const payload of options.payloads) {
    const reply = await t.call(method, url, { body: payload, token: options.token, forwardedFor: options.forwardedFor });
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    expect(typeof reply.body.message).toBe('string');
  }
  expect(await t.count(options.collection)).toBe(before);
  if (options.snapshot) expect(await options.snapshot()).toEqual(snapshotBefore);
}
