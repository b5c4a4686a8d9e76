/**
 * Placing an order while the database is down or slow: the app on a FerretDB of this file's own
 * (like database-faults.spec.ts), paused with SIGSTOP (the socket stays open, nothing answers)
 * and killed. POST /api/orders answers 503 with Retry-After and orderUnavailable within
 * CUSTOMER_LIMITS.orderDeadlineMs, never a 500; once the database is back, a retry with the
 * same Idempotency-Key makes exactly one order. And a placement slower than its budget for a
 * reason no database deadline sees is cut off by the budget itself, and writes nothing after.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { JwtService } from '@nestjs/jwt';
import { CUSTOMER_API_MESSAGES as M, CUSTOMER_LIMITS } from '@chowk/contracts';
import { createTestApp, type Reply, type TestApp } from '../../testing/test-app';
import { type FaultDatabase, signal, startDatabase, stopDatabase } from '../../testing/fault-database';
import { ShopsService } from '../catalogue/shops/shops.service';
import { ORDER_RETRY_AFTER_SECONDS } from './order-deadline';
import { ist, type MenuShop, newDevice, place, setClock, shopWithMenu } from './testing/order-fixtures';

const RECOVER_WITHIN_MS = 15_000;

describe('placing an order while the database is down or slow', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chowk-order-faults-'));
  let db: FaultDatabase | undefined;
  let t: TestApp | undefined;
  let shop: MenuShop;
  let token: string;
  const device = newDevice();
  const email = 'meera@example.com';

  const app = (): TestApp => {
    if (!t) throw new Error('the app did not start');
    return t;
  };
  const order = () => ({
    shop_id: shop.shopId,
    items: [{ product_id: shop.items['Masala Chai'], quantity: 2 }],
    customer_email: email,
  });
  const timedPlace = async (key: string): Promise<Reply & { ms: number }> => {
    const start = Date.now();
    const reply = await place(app(), order(), { deviceId: device, key, token });
    return { ...reply, ms: Date.now() - start };
  };
  const ordersWithKey = (key: string) => app().connection.collection('orders').countDocuments({ idempotencyKey: key });

  function expectUnavailable(reply: Reply & { ms: number }): void {
    expect({ status: reply.status, retryAfter: reply.headers['retry-after'], body: reply.body }).toEqual({
      status: 503,
      retryAfter: String(ORDER_RETRY_AFTER_SECONDS),
      body: { message: M.orderUnavailable },
    });
    expect(reply.ms).toBeLessThan(CUSTOMER_LIMITS.orderDeadlineMs);
  }

  /** Retries with the same key until the database answers again: the first order, exactly once. */
  async function retryUntilPlaced(key: string): Promise<Reply> {
    const start = Date.now();
    for (;;) {
      const reply = await timedPlace(key);
      if (reply.status !== 503) return reply;
      if (Date.now() - start > RECOVER_WITHIN_MS) throw new Error(`still 503 after ${RECOVER_WITHIN_MS} ms`);
      await sleep(250);
    }
  }

  beforeAll(async () => {
    db = await startDatabase(dataDir);
    t = await createTestApp(__filename, {
      env: { MONGODB_URI: db.uri.replace(/\/[^/]*$/, '/chowk_order_faults') },
      keepData: true,
    });
    setClock(t, ist('2026-11-24T12:00'));
    shop = await shopWithMenu(t);
    // A signed-in customer: the contact counts as verified without a device record.
    token = t.app.get(JwtService).sign({ sub: 'customer-1', role: 'customer', email });
    expect((await timedPlace(randomUUID())).status).toBe(201);
  }, 30_000);

  afterAll(async () => {
    jest.restoreAllMocks();
    await stopDatabase(db);
    await t?.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('paused (SIGSTOP): 503 with Retry-After within 5 s, twice; resumed, the same key places one order', async () => {
    const key = randomUUID();
    signal(db!.pid, 'SIGSTOP');
    expectUnavailable(await timedPlace(key));
    expectUnavailable(await timedPlace(key));
    signal(db!.pid, 'SIGCONT');
    const placed = await retryUntilPlaced(key);
    expect([200, 201]).toContain(placed.status);
    expect(placed.body.data).toMatchObject({ order_id: expect.stringMatching(/^ORD-261124-\d{4}$/), total_amount: 31.5 });
    const again = await timedPlace(key);
    expect({ status: again.status, body: again.body }).toEqual({ status: 200, body: placed.body });
    expect(await ordersWithKey(key)).toBe(1);
  }, 40_000);

  it('killed (SIGKILL): 503 within 5 s; started again, the same key places one order', async () => {
    const key = randomUUID();
    signal(db!.pid, 'SIGKILL');
    expectUnavailable(await timedPlace(key));
    const port = db!.port;
    await stopDatabase(db);
    db = await startDatabase(dataDir, port);
    const placed = await retryUntilPlaced(key);
    expect([200, 201]).toContain(placed.status);
    expect(await ordersWithKey(key)).toBe(1);
  }, 40_000);

  it('slower than its budget (a step no database deadline bounds): 503 within 5 s, and nothing written after', async () => {
    const key = randomUUID();
    const shops = app().app.get(ShopsService);
    const findById = shops.findById.bind(shops);
    // The shop's read takes 5 s in JavaScript, where no driver or operation deadline reaches:
    // only the placement's own budget ends the request.
    jest.spyOn(shops, 'findById').mockImplementation(async (id: string) => {
      await sleep(CUSTOMER_LIMITS.orderDeadlineMs);
      return findById(id);
    });
    try {
      const reply = await timedPlace(key);
      expectUnavailable(reply);
    } finally {
      jest.mocked(shops.findById).mockRestore();
    }
    // The cut-off placement does not write once its answer has gone.
    await sleep(1_000);
    expect(await ordersWithKey(key)).toBe(0);
    const placed = await timedPlace(key);
    expect(placed.status).toBe(201);
    expect(await ordersWithKey(key)).toBe(1);
  }, 20_000);
});
