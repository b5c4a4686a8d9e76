import { Lifecycle } from '../../common/lifecycle/lifecycle';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../database/database-unavailable';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  /** The instance seen as shutting down (common/lifecycle/shut-down.ts) until the spy is restored. */
  const draining = () => jest.spyOn(t.app.get(Lifecycle), 'draining', 'get').mockReturnValue(true);

  beforeAll(async () => {
    t = await createTestApp(__filename);
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  it('answers 200 {status: ok, db: up} when the database answers a ping', async () => {
    const reply = await t.call('GET', '/api/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'ok', db: 'up' });
    expect(reply.headers.connection).not.toBe('close');
  });

  it('answers 503 {status: draining, db: up} with Connection: close once the instance shuts down', async () => {
    draining();
    const reply = await t.call('GET', '/api/health');
    expect(reply.status).toBe(503);
    expect(reply.body).toEqual({ status: 'draining', db: 'up' });
    expect(reply.headers.connection).toBe('close');
    expect(reply.headers['retry-after']).toBeUndefined();
  });

  it('answers 503 {status: error, db: down} once the database is gone', async () => {
    await t.connection.close();
    const reply = await t.call('GET', '/api/health');
    expect(reply.status).toBe(503);
    expect(reply.body).toEqual({ status: 'error', db: 'down' });
    expect(reply.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  });

  it('answers 503 {status: draining, db: down} when both', async () => {
    draining();
    const reply = await t.call('GET', '/api/health');
    expect(reply.status).toBe(503);
    expect(reply.body).toEqual({ status: 'draining', db: 'down' });
  });
});
