import http from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { NestApplication } from '@nestjs/core';
import { API_MESSAGES } from '@chowk/contracts';
import { RECONNECT_MS, SHUTDOWN_RECONNECT_MS } from '../../modules/orders/events/event-stream';
import { listen, openAllDay, placeOrder } from '../../modules/orders/events/testing/live-streams';
import { shopWithMenu } from '../../modules/orders/testing/order-fixtures';
import { createTestApp, newClientAddress, type TestApp } from '../../testing/test-app';
import { shutDownGracefully, type ShutdownOutcome } from './shut-down';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A request on a connection of its own (no pool: a refused connection shows the server stopped
 * accepting). `hold`: the body is sent in two halves, the second when `release()` is called, so
 * the request is in flight meanwhile.
 */
function request(
  origin: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; hold?: boolean } = {},
): { answer: Promise<Answer>; release: () => void } {
  const payload = options.body === undefined ? '' : JSON.stringify(options.body);
  const outgoing = http.request(`${origin}${path}`, {
    method,
    agent: false,
    headers: {
      ...options.headers,
      ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    outgoing.on('error', reject);
    outgoing.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      response.on('error', reject);
    });
  });
  answer.catch(() => undefined); // awaited by the test that expects it
  const half = Math.floor(payload.length / 2);
  if (options.hold) {
    outgoing.write(payload.slice(0, half));
    return { answer, release: () => outgoing.end(payload.slice(half)) };
  }
  outgoing.end(payload);
  return { answer, release: () => undefined };
}

/** Nest's close() as every app of this file calls it (the app itself is a proxy that takes no spy). */
const closeSpy = () => jest.spyOn(NestApplication.prototype, 'close');

const contact = () => ({
  body: { name: 'Asha Rao', email: 'asha@example.com', subject: 'Listing my shop', message: 'How do I add my bakery?' },
  headers: { 'x-forwarded-for': newClientAddress() },
});

describe('shutDownGracefully: the rolling restart loses no request', () => {
  let t: TestApp;
  let origin: string;
  let shutDown: Promise<ShutdownOutcome> | undefined;
  const log = { log: jest.fn(), warn: jest.fn() };
  const start = (drainMs: number, timeoutMs = 5_000) => {
    shutDown = shutDownGracefully(t.app, { drainMs, timeoutMs, log });
    return shutDown;
  };

  beforeEach(async () => {
    t = await createTestApp(__filename);
    origin = await listen(t);
    shutDown = undefined;
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    log.log.mockClear();
    log.warn.mockClear();
    // A test that failed half-way still ends its app.
    if (shutDown) await shutDown.catch(() => undefined);
    else await t.close();
  });

  it('health answers 200, then 503 draining at once; requests during the drain are served as usual', async () => {
    expect(await request(origin, 'GET', '/api/health').answer).toMatchObject({ status: 200 });
    const close = closeSpy();
    const done = start(600);

    const health = await request(origin, 'GET', '/api/health').answer;
    expect({ status: health.status, body: JSON.parse(health.body), connection: health.headers.connection }).toEqual({
      status: 503,
      body: { status: 'draining', db: 'up' },
      connection: 'close',
    });
    // A write and a read, each answered in full; every answer closes its connection now.
    const { body, headers } = contact();
    const posted = await request(origin, 'POST', '/api/contact', { body: { ...body, subject: 'During the drain' }, headers })
      .answer;
    expect({ status: posted.status, body: JSON.parse(posted.body), connection: posted.headers.connection }).toEqual({
      status: 201,
      body: { message: API_MESSAGES.contactReceived },
      connection: 'close',
    });
    expect(await t.count('contact_messages')).toBe(1);
    const states = await request(origin, 'GET', '/api/areas/states').answer;
    expect(states.status).toBe(200);
    expect(close).not.toHaveBeenCalled();

    expect(await done).toEqual({ cut: 0, closed: true });
    expect(close).toHaveBeenCalledTimes(1);
    await expect(request(origin, 'GET', '/api/health').answer).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(log.log.mock.calls.map(([line]) => line)).toEqual([
      expect.stringMatching(/^Draining: .*600 ms/),
      expect.stringMatching(/^Ended 0 event stream/),
      expect.stringMatching(/^Every request finished/),
      'Closed',
    ]);
  });

  it('a request in flight when the shutdown starts gets its answer before any module closes', async () => {
    // When the server has sent the whole answer.
    const answered = jest.fn();
    (t.app.getHttpServer() as http.Server).on('request', (_, response: http.ServerResponse) => response.on('finish', answered));
    const { body, headers } = contact();
    const held = request(origin, 'POST', '/api/contact', { body, headers, hold: true });
    await delay(100);
    const close = closeSpy();
    const done = start(200);
    await delay(500);
    // Past the drain: no new connection, the held one still open, the app not closed.
    await expect(request(origin, 'GET', '/api/health').answer).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(close).not.toHaveBeenCalled();

    held.release();
    const answer = await held.answer;
    expect({ status: answer.status, body: JSON.parse(answer.body) }).toEqual({
      status: 201,
      body: { message: API_MESSAGES.contactReceived },
    });
    expect(await done).toEqual({ cut: 0, closed: true });
    expect(answered.mock.invocationCallOrder[0]).toBeLessThan(close.mock.invocationCallOrder[0]);
  });

  it('a request still unfinished after the timeout is cut, and the app closes', async () => {
    const held = request(origin, 'POST', '/api/contact', { ...contact(), hold: true });
    await delay(100);
    const started = Date.now();
    expect(await start(0, 300)).toEqual({ cut: 1, closed: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    await expect(held.answer).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(log.warn).toHaveBeenCalledWith('Cut 1 connection(s) still busy after 300 ms');
  });

  it('event streams work through the drain, then end with a short retry:; a new one then ends at once', async () => {
    const shop = await shopWithMenu(t);
    await openAllDay(t, shop);
    const events = `${origin}/api/orders/shop/${shop.shopId}/events`;
    const auth = { authorization: `Bearer ${shop.token}` };
    const before = request(origin, 'GET', `/api/orders/shop/${shop.shopId}/events`, { headers: auth });
    await delay(200);
    // Keeps the shutdown in its wait for the requests in flight, after the streams have ended.
    const held = request(origin, 'POST', '/api/contact', { ...contact(), hold: true });
    await delay(100);
    const close = closeSpy();
    const done = start(2_000);

    const during = await fetch(events, { headers: auth });
    expect(during.status).toBe(200);
    const duringText = during.text();
    const order = await placeOrder(t, shop);
    const [first, second] = await Promise.all([before.answer, duringText]);
    for (const text of [first.body, second]) {
      expect(text.startsWith(`retry: ${RECONNECT_MS}\n\n`)).toBe(true);
      expect(text).toContain(`event: order.created\nid: ${Date.parse(order.created_at)}\n`);
      expect(text.endsWith(`\n\nretry: ${SHUTDOWN_RECONNECT_MS}\n\n`)).toBe(true);
    }
    expect(close).not.toHaveBeenCalled();

    // The server accepts no connection now; a stream asked for on one still open ends at once.
    const late = await t.app.inject({ method: 'GET', url: `/api/orders/shop/${shop.shopId}/events`, headers: auth });
    expect({ status: late.statusCode, body: late.body }).toEqual({
      status: 200,
      body: `retry: ${RECONNECT_MS}\n\nretry: ${SHUTDOWN_RECONNECT_MS}\n\n`,
    });
    expect(log.log).toHaveBeenCalledWith(expect.stringMatching(/^Ended 2 event stream\(s\)/));
    held.release();
    expect((await held.answer).status).toBe(201);
    expect(await done).toEqual({ cut: 0, closed: true });
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('runs once', async () => {
    const done = start(0);
    await expect(shutDownGracefully(t.app, { drainMs: 0, timeoutMs: 100, log })).rejects.toThrow(
      'the shutdown has already started',
    );
    expect(await done).toEqual({ cut: 0, closed: true });
  });
});
