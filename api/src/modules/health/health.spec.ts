import { createTestApp, type TestApp } from '../../testing/test-app';

describe('GET /api/health', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(__filename);
  });
  afterAll(() => t.close());

  it('answers 200 {status: ok, db: up} when the database answers a ping', async () => {
    const reply = await t.call('GET', '/api/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'ok', db: 'up' });
  });

  it('answers 503 {status: error, db: down} once the database is gone', async () => {
    await t.connection.close();
    const reply = await t.call('GET', '/api/health');
    expect(reply.status).toBe(503);
    expect(reply.body).toEqual({ status: 'error', db: 'down' });
  });
});
