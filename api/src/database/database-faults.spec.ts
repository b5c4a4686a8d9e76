/**
 * Database faults answered, not hung: the app of `createApp()` on a FerretDB of this file's own
 * (not the shared one of the run), which the test pauses (SIGSTOP: the socket stays open, the
 * server answers nothing), resumes, kills and starts again on the same port and data folder.
 * Every route that needs the database answers 503 with Retry-After within 5 s, and the same app
 * answers 200 again when the database is back, with no restart. Default DB_* timeouts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_MESSAGES } from '@chowk/contracts';
import { DATABASE_RETRY_AFTER_SECONDS } from './database-unavailable';
import { createTestApp, type Reply, type TestApp } from '../testing/test-app';
import { type FaultDatabase, signal, startDatabase, stopDatabase } from '../testing/fault-database';

/** The promise of item 7: a fault is answered within this. */
const ANSWER_WITHIN_MS = 5_000;
/** How long the database may take to be usable again once it is back. */
const RECOVER_WITHIN_MS = 15_000;

async function timed(work: Promise<Reply>): Promise<Reply & { ms: number }> {
  const start = Date.now();
  const reply = await work;
  return { ...reply, ms: Date.now() - start };
}

/** Polls `GET url` until it answers 200; resolves to the milliseconds that took. */
async function waitFor200(t: TestApp, url: string, withinMs: number): Promise<number> {
  const start = Date.now();
  for (;;) {
    const reply = await t.call('GET', url);
    if (reply.status === 200) return Date.now() - start;
    if (Date.now() - start > withinMs) throw new Error(`GET ${url} still answers ${reply.status} after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('database faults: 503 with Retry-After within 5 s, then back to 200 by itself', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chowk-db-faults-'));
  let db: FaultDatabase | undefined;
  let t: TestApp | undefined;
  let token: string;
  const measured: Record<string, number> = {};

  const app = (): TestApp => {
    if (!t) throw new Error('the app did not start');
    return t;
  };
  const categoriesNamed = (name: string): Promise<number> => app().connection.collection('categories').countDocuments({ name });

  /** The three kinds of route: a public read, the health check, an admin write. */
  async function expectUnavailable(phase: string): Promise<void> {
    const [categories, health, create] = await Promise.all([
      timed(app().call('GET', '/api/categories')),
      timed(app().call('GET', '/api/health')),
      timed(app().call('POST', '/api/categories', { token, body: { name: `Made while ${phase}` } })),
    ]);
    for (const [route, reply] of Object.entries({ categories, health, create })) {
      measured[`${phase}: ${route}`] = reply.ms;
      expect({ route, status: reply.status, retryAfter: reply.headers['retry-after'] }).toEqual({
        route,
        status: 503,
        retryAfter: String(DATABASE_RETRY_AFTER_SECONDS),
      });
      expect(reply.ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    expect(categories.body).toEqual({ message: API_MESSAGES.serviceUnavailable, requestId: expect.any(String) });
    expect(create.body).toEqual({ message: API_MESSAGES.serviceUnavailable, requestId: expect.any(String) });
    expect(health.body).toEqual({ status: 'error', db: 'down' });
  }

  beforeAll(async () => {
    db = await startDatabase(dataDir);
    t = await createTestApp(__filename, {
      env: { MONGODB_URI: db.uri.replace(/\/[^/]*$/, '/chowk_faults') },
      keepData: true,
    });
    token = await t.adminToken();
    const created = await t.call('POST', '/api/categories', { token, body: { name: 'Bakery' } });
    expect(created.status).toBe(201);
  }, 30_000);

  afterAll(async () => {
    // Whatever happened above: resume and kill the database, close the app, remove the folder.
    await stopDatabase(db);
    await t?.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    if (process.env.DB_FAULTS_REPORT) console.log(measured);
  });

  it('paused (SIGSTOP): a read, the health check and a write answer 503 with Retry-After within 5 s', async () => {
    signal(db!.pid, 'SIGSTOP');
    await expectUnavailable('paused');
    // Still paused: answered again, not queued behind the first ones.
    await expectUnavailable('still paused');
  }, 20_000);

  it('resumed (SIGCONT): the same app answers 200 again, without a restart', async () => {
    signal(db!.pid, 'SIGCONT');
    measured['resumed: categories 200 after'] = await waitFor200(app(), '/api/categories', RECOVER_WITHIN_MS);
    measured['resumed: health 200 after'] = await waitFor200(app(), '/api/health', RECOVER_WITHIN_MS);
    expect(await categoriesNamed('Bakery')).toBe(1);
    // A write that timed out may still have been applied when the server woke up, once at most.
    expect(await categoriesNamed('Made while paused')).toBeLessThanOrEqual(1);
  }, 35_000);

  it('killed (SIGKILL): a read, the health check and a write answer 503 with Retry-After within 5 s', async () => {
    signal(db!.pid, 'SIGKILL');
    await expectUnavailable('killed');
  }, 20_000);

  it('started again on the same port and data: the same app answers 200 again, data intact', async () => {
    const port = db!.port;
    await stopDatabase(db);
    db = await startDatabase(dataDir, port);
    measured['restarted: categories 200 after'] = await waitFor200(app(), '/api/categories', RECOVER_WITHIN_MS);
    measured['restarted: health 200 after'] = await waitFor200(app(), '/api/health', RECOVER_WITHIN_MS);
    expect(await categoriesNamed('Bakery')).toBe(1);
    const created = await app().call('POST', '/api/categories', { token, body: { name: 'Made after restart' } });
    expect(created.status).toBe(201);
  }, 40_000);
});
