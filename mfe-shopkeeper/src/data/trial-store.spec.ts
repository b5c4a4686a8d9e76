import { fail, mockHttp, ok, restoreHttp } from '@chowk/api-client/testing';
import {
  type Order,
  ORDER_DESK_MESSAGES,
  type OrderStatus,
  SHOP_API_MESSAGES,
  SHOP_VALIDATION as V,
  STORAGE_KEYS,
} from '@chowk/contracts';
import { TrialError, trialSource } from './trial-source';
import {
  carryTrialMenu,
  clearTrialData,
  hasTrialMenu,
  readTrialMenu,
  readTrialProfile,
  saveTrialProfile,
  TRIAL_SHOP_ID,
  trialShop,
  writeTrialOrders,
} from './trial-store';

const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');

let http: ReturnType<typeof mockHttp>;
beforeEach(() => {
  localStorage.clear();
  // Every request the code under test makes lands here: a trial must make none.
  http = mockHttp({});
});
afterEach(() => {
  expect(http.calls).toEqual([]);
  restoreHttp();
});

describe('the trial source (local storage only)', () => {
  it('numbers sections list length + 1 and keeps them in STORAGE_KEYS.trialSections', async () => {
    const a = await trialSource.createSection(TRIAL_SHOP_ID, '  Hot Drinks ');
    const b = await trialSource.createSection(TRIAL_SHOP_ID, 'Snacks');
    expect(a).toMatchObject({ name: 'Hot Drinks', order: 1, shop_id: TRIAL_SHOP_ID });
    expect(b).toMatchObject({ name: 'Snacks', order: 2 });
    expect(a._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(a._id).not.toBe(b._id);
    expect(stored(STORAGE_KEYS.trialSections)).toEqual([a, b]);
    expect(await trialSource.listSections(TRIAL_SHOP_ID)).toEqual([a, b]);
  });

  it('runs the API rules: section name required, duplicate refused, item rules with the spec texts', async () => {
    await expect(trialSource.createSection(TRIAL_SHOP_ID, '   ')).rejects.toMatchObject({
      status: 422,
      errors: { name: V.sectionNameRequired },
    });
    await trialSource.createSection(TRIAL_SHOP_ID, 'Snacks');
    await expect(trialSource.createSection(TRIAL_SHOP_ID, 'snacks')).rejects.toMatchObject({
      status: 409,
      serverMessage: SHOP_API_MESSAGES.sectionExists,
    });
    const failure = await trialSource
      .createProduct({ name: ' ', shop_id: TRIAL_SHOP_ID, menu_section_id: '', price: 0 })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TrialError);
    expect((failure as TrialError).errors).toEqual({
      name: V.productNameRequired,
      menu_section_id: V.sectionRequired,
      price: V.priceTooLow,
    });
    await expect(
      trialSource.createProduct({ name: 'Samosa', shop_id: TRIAL_SHOP_ID, menu_section_id: 'gone', price: 20 }),
    ).rejects.toMatchObject({ status: 422, errors: { menu_section_id: SHOP_API_MESSAGES.sectionNotFound } });
    expect(stored(STORAGE_KEYS.trialProducts)).toBeNull();
  });

  it('adds, edits, marks sold out and deletes items; the data is still there after a reload', async () => {
    const section = await trialSource.createSection(TRIAL_SHOP_ID, 'Snacks');
    const samosa = await trialSource.createProduct({
      name: ' Samosa ',
      shop_id: TRIAL_SHOP_ID,
      menu_section_id: section._id,
      price: 20.5,
      description: ' Crisp ',
    });
    expect(samosa).toMatchObject({
      name: 'Samosa',
      price: 20.5,
      description: 'Crisp',
      section: 'Snacks',
      menu_section_id: { _id: section._id, name: 'Snacks' },
      sold_out: false,
    });
    const sold = await trialSource.setSoldOut(samosa._id, true);
    expect(sold.sold_out).toBe(true);
    const edited = await trialSource.updateProduct(samosa._id, {
      name: 'Samosa (2 pcs)',
      shop_id: TRIAL_SHOP_ID,
      menu_section_id: section._id,
      price: 25,
    });
    // An edit keeps the item sold out; an emptied description goes.
    expect(edited).toMatchObject({ name: 'Samosa (2 pcs)', price: 25, sold_out: true });
    expect(edited.description).toBeUndefined();

    // A reload: a fresh copy of the modules reads the same storage.
    let reloaded: { sections: unknown[]; products: unknown[] } | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      reloaded = (require('./trial-store') as typeof import('./trial-store')).readTrialMenu();
    });
    // The device keeps an item's group ids; a read answers the groups with them.
    const { option_groups: _groups, ...row } = edited;
    expect(reloaded).toEqual({ sections: [section], products: [row] });

    await trialSource.deleteProduct(samosa._id);
    expect(readTrialMenu().products).toEqual([]);
    await expect(trialSource.deleteProduct(samosa._id)).rejects.toMatchObject({
      status: 404,
      serverMessage: SHOP_API_MESSAGES.productNotFound,
    });
  });

  it('recovers corrupt storage instead of crashing: bad JSON, a non-list, rows without their fields', async () => {
    localStorage.setItem(STORAGE_KEYS.trialSections, '{not json');
    localStorage.setItem(STORAGE_KEYS.trialProducts, '{"a":1}');
    localStorage.setItem(STORAGE_KEYS.trialOrders, '[1, null, {"_id":"o1","items":[],"status":"pending","total_amount":5}]');
    expect(readTrialMenu()).toEqual({ sections: [], products: [] });
    expect(localStorage.getItem(STORAGE_KEYS.trialSections)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.trialProducts)).toBeNull();
    expect((await trialSource.queryOrders(TRIAL_SHOP_ID, {})).orders).toEqual([
      { _id: 'o1', items: [], status: 'pending', total_amount: 5 },
    ]);
    // The cleaned list is written back.
    expect(stored(STORAGE_KEYS.trialOrders)).toHaveLength(1);

    localStorage.setItem(
      STORAGE_KEYS.trialProducts,
      JSON.stringify([{ _id: 'p1', name: 'No price', sold_out: false, menu_section_id: 's1' }, 'junk']),
    );
    expect(await trialSource.listProducts(TRIAL_SHOP_ID)).toEqual([]);
    // And the store keeps working on top of it.
    const section = await trialSource.createSection(TRIAL_SHOP_ID, 'Snacks');
    expect(section.order).toBe(1);
  });

  it('keeps the trial profile (never a password) and clears everything at the end', async () => {
    saveTrialProfile({ mobile: '9876543210', email: 'asha@example.com' });
    expect(readTrialProfile()).toEqual({ mobile: '9876543210', email: 'asha@example.com' });
    localStorage.setItem(STORAGE_KEYS.trialShop, '"oops"');
    expect(readTrialProfile()).toBeNull();
    await trialSource.createSection(TRIAL_SHOP_ID, 'Snacks');
    expect(hasTrialMenu()).toBe(true);
    clearTrialData();
    expect(hasTrialMenu()).toBe(false);
    for (const key of [
      STORAGE_KEYS.trialShop,
      STORAGE_KEYS.trialSections,
      STORAGE_KEYS.trialProducts,
      STORAGE_KEYS.trialOrders,
    ]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it('has one trial shop, never a customer-facing code', () => {
    expect(trialShop()).toBe(trialShop());
    expect(trialShop()).toMatchObject({ _id: TRIAL_SHOP_ID, code: 'TRIAL' });
  });
});

describe('carryTrialMenu (after registering: the only trial code that calls the API)', () => {
  const shopId = '66aa00000000000000000001';

  async function trialMenu() {
    const drinks = await trialSource.createSection(TRIAL_SHOP_ID, 'Hot Drinks');
    const snacks = await trialSource.createSection(TRIAL_SHOP_ID, 'Snacks');
    const chai = await trialSource.createProduct({
      name: 'Masala Chai',
      shop_id: TRIAL_SHOP_ID,
      menu_section_id: drinks._id,
      price: 15,
      description: 'With ginger',
    });
    await trialSource.setSoldOut(chai._id, true);
    await trialSource.createProduct({ name: 'Samosa', shop_id: TRIAL_SHOP_ID, menu_section_id: snacks._id, price: 20 });
    return { drinks, snacks };
  }

  it('creates the sections, then the items under the new section ids; sold-out items stay sold out', async () => {
    await trialMenu();
    restoreHttp();
    let n = 0;
    const api = mockHttp({
      [`GET /menu-sections/shop/${shopId}`]: ok({ menuSections: [] }),
      'POST /menu-sections': (req) => ok({ menuSection: { _id: `new-s${++n}`, ...(req.data as object) } }, 201),
      'POST /products': (req) => ok({ product: { _id: `new-p${++n}`, ...(req.data as object) } }, 201),
      'PATCH /products/new-p3/availability': ok({ product: { _id: 'new-p3', sold_out: true } }),
    });
    const progress: number[] = [];
    const result = await carryTrialMenu(shopId, (done) => progress.push(done));
    expect(result).toEqual({ sections: 2, products: 2, failed: 0 });
    expect(progress).toEqual([1, 2, 3, 4]);
    expect(api.made('POST', '/menu-sections').map((c) => c.data)).toEqual([
      { name: 'Hot Drinks', shop_id: shopId },
      { name: 'Snacks', shop_id: shopId },
    ]);
    expect(api.made('POST', '/products').map((c) => c.data)).toEqual([
      { name: 'Masala Chai', shop_id: shopId, menu_section_id: 'new-s1', price: 15, description: 'With ginger' },
      { name: 'Samosa', shop_id: shopId, menu_section_id: 'new-s2', price: 20 },
    ]);
    expect(api.made('PATCH', '/products/new-p3/availability').map((c) => c.data)).toEqual([{ sold_out: true }]);
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    http = mockHttp({}); // the afterEach check is for the trial's own calls
  });

  it('counts what failed: an item whose section could not be made, an item the API refused; reuses a section of the same name', async () => {
    await trialMenu();
    restoreHttp();
    mockHttp({
      [`GET /menu-sections/shop/${shopId}`]: ok({ menuSections: [{ _id: 'kept', name: 'hot drinks', shop_id: shopId }] }),
      'POST /menu-sections': fail(500),
      'POST /products': fail(422, { message: 'Validation failed', errors: { price: V.priceTooLow } }),
    });
    const result = await carryTrialMenu(shopId);
    // Hot Drinks reused; Snacks failed (and with it Samosa); Masala Chai refused.
    expect(result).toEqual({ sections: 1, products: 0, failed: 3 });
    http = mockHttp({});
  });
});

describe('the trial source: the order desk (local storage only)', () => {
  async function trialMenu() {
    const snacks = await trialSource.createSection(TRIAL_SHOP_ID, 'Snacks');
    const samosa = await trialSource.createProduct({
      name: 'Samosa',
      shop_id: TRIAL_SHOP_ID,
      menu_section_id: snacks._id,
      price: 20,
    });
    const chai = await trialSource.createProduct({
      name: 'Masala Chai',
      shop_id: TRIAL_SHOP_ID,
      menu_section_id: snacks._id,
      price: 15.5,
    });
    return { samosa, chai };
  }
  afterEach(() => jest.useRealTimers());

  it('creates pending orders priced from its own menu (5% tax, no fee), numbered ORD-YYMMDD-NNNN per India day', async () => {
    const { samosa, chai } = await trialMenu();
    // 23:50 IST on 24 Nov 2026.
    jest.useFakeTimers({ now: new Date('2026-11-24T18:20:00Z') });
    const first = await trialSource.createOrder(TRIAL_SHOP_ID, {
      items: [
        { product_id: samosa._id, quantity: 2 },
        { product_id: chai._id, quantity: 1 },
      ],
      notes: '  Less sugar ',
      customer_name: ' Meera ',
      customer_mobile: '9800000001',
    });
    expect(first).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      order_id: 'ORD-261124-0001',
      items: [
        { product_id: samosa._id, product_name: 'Samosa', name: 'Samosa', quantity: 2, price: 20, sectionName: 'Snacks' },
        {
          product_id: chai._id,
          product_name: 'Masala Chai',
          name: 'Masala Chai',
          quantity: 1,
          price: 15.5,
          sectionName: 'Snacks',
        },
      ],
      status: 'pending',
      placed_by: 'shop',
      // (40 + 15.50) + 5% = 58.275 → 58.28
      total_amount: 58.28,
      totalAmount: 58.28,
      notes: 'Less sugar',
      customer_name: 'Meera',
      customer_mobile: '9800000001',
      created_at: '2026-11-24T18:20:00.000Z',
      updated_at: '2026-11-24T18:20:00.000Z',
      date: '24-11-2026',
      time: '23-50',
    });
    const second = await trialSource.createOrder(TRIAL_SHOP_ID, { items: [{ product_id: chai._id, quantity: 1 }], notes: ' ' });
    expect(second.order_id).toBe('ORD-261124-0002');
    expect(second).not.toHaveProperty('notes');
    expect(second).not.toHaveProperty('customer_name');
    // 00:10 IST: a new India day starts again at 0001.
    jest.setSystemTime(new Date('2026-11-24T18:40:00Z'));
    expect((await trialSource.createOrder(TRIAL_SHOP_ID, { items: [{ product_id: chai._id, quantity: 3 }] })).order_id).toBe(
      'ORD-261125-0001',
    );
    expect((stored(STORAGE_KEYS.trialOrders) as { order_id: string }[]).map((o) => o.order_id)).toEqual([
      'ORD-261125-0001',
      'ORD-261124-0002',
      'ORD-261124-0001',
    ]);
  });

  it('refuses what the API refuses: no lines, a bad quantity or mobile (422 with the field), a product not on its menu (400)', async () => {
    const { samosa } = await trialMenu();
    await expect(trialSource.createOrder(TRIAL_SHOP_ID, { items: [] })).rejects.toMatchObject({
      status: 422,
      errors: { items: ORDER_DESK_MESSAGES.noProducts },
    });
    await expect(
      trialSource.createOrder(TRIAL_SHOP_ID, { items: [{ product_id: samosa._id, quantity: 100 }], customer_mobile: '12345' }),
    ).rejects.toMatchObject({
      status: 422,
      errors: { items: ORDER_DESK_MESSAGES.quantityRange, customer_mobile: ORDER_DESK_MESSAGES.mobileInvalid },
    });
    const unknown = await trialSource
      .createOrder(TRIAL_SHOP_ID, { items: [{ product_id: 'gone', quantity: 1 }] })
      .catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(TrialError);
    expect(unknown).toMatchObject({ status: 400, serverMessage: ORDER_DESK_MESSAGES.productUnknown });
    expect(stored(STORAGE_KEYS.trialOrders)).toBeNull();
  });

  it('changes a status (any to any) with a new updated_at; an unknown order is 404, an unknown status 422', async () => {
    const { samosa } = await trialMenu();
    jest.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
    const order = await trialSource.createOrder(TRIAL_SHOP_ID, { items: [{ product_id: samosa._id, quantity: 1 }] });
    jest.setSystemTime(new Date('2026-11-24T10:05:00Z'));
    const ready = await trialSource.setOrderStatus(order._id, 'ready');
    expect(ready).toEqual({ ...order, status: 'ready', updated_at: '2026-11-24T10:05:00.000Z' });
    expect((await trialSource.setOrderStatus(order._id, 'pending')).status).toBe('pending');
    expect(stored(STORAGE_KEYS.trialOrders)).toEqual([expect.objectContaining({ _id: order._id, status: 'pending' })]);
    await expect(trialSource.setOrderStatus('nope', 'ready')).rejects.toMatchObject({
      status: 404,
      serverMessage: ORDER_DESK_MESSAGES.orderNotFound,
    });
    await expect(trialSource.setOrderStatus(order._id, 'lost' as OrderStatus)).rejects.toMatchObject({
      status: 422,
      errors: { status: ORDER_DESK_MESSAGES.statusInvalid },
    });
  });

  describe('queryOrders: filter, search, sort and pages as the API answers them', () => {
    const orders: Order[] = Array.from({ length: 25 }, (_, i) => ({
      _id: `o${String(i).padStart(2, '0')}`,
      order_id: `ORD-261124-${String(i + 1).padStart(4, '0')}`,
      items: [{ product_id: 'p', product_name: 'Samosa', quantity: 1, price: 20 }],
      status: i % 5 === 0 ? 'completed' : i === 3 ? 'weird' : 'pending',
      total_amount: (i * 7) % 25,
      created_at: new Date(Date.UTC(2026, 10, 24, 4, i)).toISOString(),
      date: '24-11-2026',
      time: `09-${String(30 + i).padStart(2, '0')}`,
      ...(i === 7 ? { customer_name: 'Meera Iyer', customer_mobile: '9800000007' } : {}),
      ...(i === 8 ? { customer_email: 'MEERA@example.in' } : {}),
    }));
    beforeEach(() => writeTrialOrders(orders));

    it('pages of 20, newest first, with the page fields', async () => {
      const first = await trialSource.queryOrders(TRIAL_SHOP_ID, { page: 1, limit: 20 });
      expect(first).toMatchObject({ page: 1, limit: 20, total: 25, hasMore: true });
      expect(first.orders.map((o) => o._id)).toEqual(
        orders
          .map((o) => o._id)
          .reverse()
          .slice(0, 20),
      );
      const second = await trialSource.queryOrders(TRIAL_SHOP_ID, { page: 2, limit: 20 });
      expect(second).toMatchObject({ page: 2, total: 25, hasMore: false });
      expect(second.orders.map((o) => o._id)).toEqual(['o04', 'o03', 'o02', 'o01', 'o00']);
    });

    it('filters by status (an unknown status is Pending), searches any case, and sorts', async () => {
      const completed = await trialSource.queryOrders(TRIAL_SHOP_ID, { status: 'completed' });
      expect(completed.orders.map((o) => o._id)).toEqual(['o20', 'o15', 'o10', 'o05', 'o00']);
      const pending = await trialSource.queryOrders(TRIAL_SHOP_ID, { status: 'pending', limit: 50 });
      expect(pending.total).toBe(20);
      expect(pending.orders.map((o) => o._id)).toContain('o03');
      expect((await trialSource.queryOrders(TRIAL_SHOP_ID, { search: ' meera ' })).orders.map((o) => o._id)).toEqual([
        'o08',
        'o07',
      ]);
      expect((await trialSource.queryOrders(TRIAL_SHOP_ID, { search: 'ord-261124-0007' })).orders.map((o) => o._id)).toEqual([
        'o06',
      ]);
      const byAmount = await trialSource.queryOrders(TRIAL_SHOP_ID, { sort: 'amount_desc', limit: 3 });
      expect(byAmount.orders.map((o) => o.total_amount)).toEqual([24, 23, 22]);
      const oldest = await trialSource.queryOrders(TRIAL_SHOP_ID, { sort: 'date_asc', limit: 2 });
      expect(oldest.orders.map((o) => o._id)).toEqual(['o00', 'o01']);
      expect((await trialSource.queryOrders(TRIAL_SHOP_ID, { status: 'cancelled' })).orders).toEqual([]);
    });

    it('refuses a search over 100 characters, as the API does', async () => {
      await expect(trialSource.queryOrders(TRIAL_SHOP_ID, { search: 'x'.repeat(101) })).rejects.toMatchObject({
        status: 422,
        errors: { search: ORDER_DESK_MESSAGES.searchTooLong },
      });
    });
  });

  it("daySummary: today's figures by the India day; returning = a contact with an order before today's midnight", async () => {
    const line = (quantity: number) => [{ product_id: 'p', product_name: 'Samosa', quantity, price: 20 }];
    const at = (iso: string, o: Partial<Order>): Order => ({
      _id: iso,
      order_id: `ORD-${iso}`,
      items: line(1),
      status: 'pending',
      total_amount: 21,
      created_at: iso,
      date: '',
      time: '',
      ...o,
    });
    writeTrialOrders([
      // 23:59 IST on 24 Nov: yesterday, seen from 25 Nov.
      at('2026-11-24T18:29:00.000Z', { customer_mobile: '9800000001', status: 'completed' }),
      // 00:01 IST on 25 Nov onwards: today.
      at('2026-11-24T18:31:00.000Z', { customer_mobile: '9800000001', status: 'completed', items: line(2), total_amount: 42 }),
      at('2026-11-25T05:00:00.000Z', { customer_email: 'new@example.in', status: 'cancelled' }),
      at('2026-11-25T06:00:00.000Z', { status: 'weird' }),
    ]);
    const summary = await trialSource.daySummary(TRIAL_SHOP_ID, new Date('2026-11-25T08:00:00Z'));
    expect(summary).toMatchObject({
      date: '25-11-2026',
      todays_sales: 42,
      todays_orders: 3,
      // The 'weird' one shows as Pending (docs/product.md §4), so it waits too.
      pending_orders: 1,
      new_customers: 1,
      popular_product: { name: 'Samosa', quantity: 3 },
      orders_summary: [{ name: 'Samosa', amount: 40, quantity: 2 }],
    });
    expect(summary.recent_orders.map((o) => o.created_at)).toEqual([
      '2026-11-25T06:00:00.000Z',
      '2026-11-25T05:00:00.000Z',
      '2026-11-24T18:31:00.000Z',
      '2026-11-24T18:29:00.000Z',
    ]);
    // Seen from 24 Nov, the 23:59 order is today's and its customer new.
    const before = await trialSource.daySummary(TRIAL_SHOP_ID, new Date('2026-11-24T18:00:00Z'));
    expect(before).toMatchObject({ date: '24-11-2026', todays_orders: 1, new_customers: 1, todays_sales: 21 });
  });

  it('an empty trial answers zeroes and empty pages', async () => {
    expect(await trialSource.queryOrders(TRIAL_SHOP_ID, {})).toEqual({
      orders: [],
      page: 1,
      limit: 20,
      total: 0,
      hasMore: false,
    });
    expect(await trialSource.daySummary(TRIAL_SHOP_ID)).toMatchObject({ todays_orders: 0, pending_orders: 0, recent_orders: [] });
  });
});
