import type { CustomerOrder } from './customer';
import {
  isChowkPush,
  isPushEndpoint,
  newOrderPush,
  PUSH_ENDPOINT_PATTERN,
  PUSH_LIMITS,
  PUSH_MESSAGES as M,
  TEST_PUSH,
  validatePushSubscription,
} from './push';

const P256DH = `B${'A'.repeat(PUSH_LIMITS.p256dhLength - 1)}`;
const AUTH = 'x'.repeat(PUSH_LIMITS.authLength);
const FCM = 'https://fcm.googleapis.com/fcm/send/dXk1:APA91bF_x-y';

const order = (o: Partial<CustomerOrder> = {}): CustomerOrder => ({
  _id: '665f1c2e8b3e4a0012345678',
  order_id: 'ORD-261124-0012',
  items: [
    { product_id: 'p1', product_name: 'Masala Chai', quantity: 2, price: 15 },
    { product_id: 'p2', product_name: 'Samosa', quantity: 1, price: 20 },
  ],
  status: 'pending',
  total_amount: 250,
  created_at: '2026-11-24T06:30:00.000Z',
  date: '24-11-2026',
  time: '12-00',
  placed_by: 'customer',
  shop_id: '665f1c2e8b3e4a0087654321',
  shop_name: 'Sharma Tea Stall',
  shop_code: 'SHOP-1234',
  delivery_type: 'pickup',
  payment_method: 'cash',
  subtotal: 50,
  tax_amount: 2.5,
  delivery_fee: 0,
  ...o,
});

describe('newOrderPush', () => {
  it('says the number, the total in rupees, the lines and pickup; opens the order', () => {
    expect(newOrderPush(order())).toEqual({
      type: 'new-order',
      id: '665f1c2e8b3e4a0012345678',
      order_id: 'ORD-261124-0012',
      shop_id: '665f1c2e8b3e4a0087654321',
      title: 'New order ORD-261124-0012 · ₹250.00',
      body: '2 × Masala Chai, 1 × Samosa · Pickup',
      url: '/shop/orders?order=665f1c2e8b3e4a0012345678',
      tag: 'order-665f1c2e8b3e4a0012345678',
      created_at: '2026-11-24T06:30:00.000Z',
    });
  });

  it('says Delivery, and formats rupees with Indian grouping and paise', () => {
    const push = newOrderPush(order({ delivery_type: 'delivery', total_amount: 1234.5 }));
    expect(push.title).toBe('New order ORD-261124-0012 · ₹1,234.50');
    expect(push.body).toBe('2 × Masala Chai, 1 × Samosa · Delivery');
    // A float of rupees is read to the paisa (0.1 + 0.2).
    expect(newOrderPush(order({ total_amount: 0.1 + 0.2 })).title).toBe('New order ORD-261124-0012 · ₹0.30');
  });

  it('names the chosen options after a line', () => {
    const options = [
      { group_id: 'g1', group: 'Size', choice_id: 'c1', name: 'Full', price: 5 },
      { group_id: 'g2', group: 'Add-ons', choice_id: 'c2', name: 'Elaichi', price: 2 },
      { group_id: 'g2', group: 'Add-ons', choice_id: 'c3', name: 'Ginger', price: 2 },
    ];
    const items = [{ product_id: 'p1', product_name: 'Masala Chai', quantity: 2, price: 19, base_price: 10, options }];
    expect(newOrderPush(order({ items })).body).toBe('2 × Masala Chai (Full · Elaichi, Ginger) · Pickup');
  });

  it('keeps as many lines as fit and counts the rest', () => {
    const items = Array.from({ length: 12 }, (_, i) => ({
      product_id: `p${i}`,
      product_name: `Special Item Number ${i + 1}`,
      quantity: i + 1,
      price: 10,
    }));
    const { body } = newOrderPush(order({ items }));
    expect(Array.from(body).length).toBeLessThanOrEqual(PUSH_LIMITS.bodyMax);
    expect(body).toMatch(/^1 × Special Item Number 1, 2 × Special Item Number 2, .*, \+\d+ more · Pickup$/);
    const shown = body.split(', ').length - 1;
    expect(body).toContain(`+${12 - shown} more`);
  });

  it('cuts one name too long for the body, and keeps the count of the rest', () => {
    const long = 'Extra Large Family Pack of Assorted Sweets and Savouries '.repeat(4).trim();
    const one = newOrderPush(order({ items: [{ product_id: 'p', product_name: long, quantity: 1, price: 1 }] })).body;
    expect(Array.from(one).length).toBeLessThanOrEqual(PUSH_LIMITS.bodyMax);
    expect(one).toMatch(/^1 × Extra Large Family Pack .*… · Pickup$/);
    const two = newOrderPush(
      order({
        items: [
          { product_id: 'p', product_name: long, quantity: 1, price: 1 },
          { product_id: 'q', product_name: 'Tea', quantity: 1, price: 1 },
        ],
      }),
    ).body;
    expect(Array.from(two).length).toBeLessThanOrEqual(PUSH_LIMITS.bodyMax);
    expect(two).toMatch(/^1 × Extra Large .*…, \+1 more · Pickup$/);
  });

  it('is a ChowkPush, as the test push is', () => {
    expect(isChowkPush(newOrderPush(order()))).toBe(true);
    expect(isChowkPush({ ...TEST_PUSH })).toBe(true);
  });
});

describe('isChowkPush', () => {
  it.each([
    ['null', null],
    ['text', 'New order'],
    ['an unknown type', { ...newOrderPush(order()), type: 'order' }],
    ['a new order without its id', { ...newOrderPush(order()), id: undefined }],
    ['a new order opening another site', { ...newOrderPush(order()), url: 'https://evil.example/' }],
    ['a new order opening a protocol-relative URL', { ...newOrderPush(order()), url: '//evil.example/' }],
    ['a test push opening elsewhere', { ...TEST_PUSH, url: '/admin' }],
    ['a test push with a number for a title', { ...TEST_PUSH, title: 1 }],
  ])('refuses %s', (_name, value) => {
    expect(isChowkPush(value)).toBe(false);
  });
});

describe('validatePushSubscription', () => {
  const valid = { endpoint: FCM, keys: { p256dh: P256DH, auth: AUTH } };

  it('takes the browser’s subscription, with or without a name', () => {
    expect(validatePushSubscription(valid)).toEqual({});
    expect(validatePushSubscription({ ...valid, label: '  Counter   phone ' })).toEqual({});
    expect(validatePushSubscription({ ...valid, label: null })).toEqual({});
    expect(validatePushSubscription({ ...valid, label: 'न'.repeat(PUSH_LIMITS.labelMax) })).toEqual({});
    for (const endpoint of [
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABl-x_y',
      'https://web.push.apple.com/QGuQyavXutnMhKhFfHRO',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB%3d',
      'https://push.example:8443/p/1',
    ]) {
      expect(validatePushSubscription({ ...valid, endpoint })).toEqual({});
    }
  });

  it.each([
    ['http, outside development', 'http://push.example/p'],
    ['loopback over http, by default', 'http://127.0.0.1:9000/p'],
    ['localhost over https', 'https://localhost/p'],
    ['a .localhost name', 'https://push.localhost/p'],
    ['a .local name', 'https://printer.local/p'],
    ['an IP address', 'https://10.0.0.1/p'],
    ['an IPv6 address', 'https://[::1]/p'],
    ['credentials', 'https://user:pass@push.example/p'],
    ['no path', 'https://push.example'],
    ['a port out of range', 'https://push.example:70000/p'],
    ['spaces', 'https://push.example/p q'],
    ['another scheme', 'ftp://push.example/p'],
    ['too long', `https://push.example/${'a'.repeat(PUSH_LIMITS.endpointMax)}`],
    ['a number', 42],
    ['an operator', { $gt: '' }],
    ['nothing', undefined],
  ])('refuses an endpoint: %s', (_name, endpoint) => {
    expect(validatePushSubscription({ ...valid, endpoint })).toEqual({ endpoint: M.endpointInvalid });
  });

  it('takes http://localhost and http://127.0.0.1 only when told to (development and tests)', () => {
    for (const endpoint of ['http://127.0.0.1:9000/push/1', 'http://localhost:9000/push/1', 'https://localhost/p']) {
      expect(validatePushSubscription({ ...valid, endpoint }, { allowLocalHttp: true })).toEqual({});
      expect(validatePushSubscription({ ...valid, endpoint })).toEqual({ endpoint: M.endpointInvalid });
    }
    expect(validatePushSubscription({ ...valid, endpoint: 'http://10.0.0.1/p' }, { allowLocalHttp: true })).toEqual({
      endpoint: M.endpointInvalid,
    });
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['an array', [P256DH, AUTH]],
    ['without auth', { p256dh: P256DH }],
    ['a short p256dh', { p256dh: P256DH.slice(1), auth: AUTH }],
    ['a p256dh not starting with the uncompressed point’s byte', { p256dh: `A${P256DH.slice(1)}`, auth: AUTH }],
    ['standard base64', { p256dh: `B${'+'.repeat(86)}`, auth: AUTH }],
    ['padded base64url', { p256dh: P256DH, auth: `${AUTH}==` }],
    ['a short auth', { p256dh: P256DH, auth: AUTH.slice(1) }],
    ['an operator', { p256dh: { $ne: '' }, auth: AUTH }],
    ['an unknown key', { p256dh: P256DH, auth: AUTH, extra: 'x' }],
  ])('refuses keys: %s', (_name, keys) => {
    expect(validatePushSubscription({ ...valid, keys })).toEqual({ keys: M.keysInvalid });
  });

  it('refuses a name of another type or too long, counted in characters once trimmed', () => {
    expect(validatePushSubscription({ ...valid, label: 7 })).toEqual({ label: M.labelInvalid });
    expect(validatePushSubscription({ ...valid, label: 'x'.repeat(PUSH_LIMITS.labelMax + 1) })).toEqual({
      label: M.labelTooLong,
    });
    expect(validatePushSubscription({ ...valid, label: ` ${'x'.repeat(PUSH_LIMITS.labelMax)} ` })).toEqual({});
  });

  it('lists every field at once', () => {
    expect(validatePushSubscription({})).toEqual({ endpoint: M.endpointInvalid, keys: M.keysInvalid });
  });

  it('the pattern and the rule agree outside production (what the OpenAPI document says is taken)', () => {
    for (const endpoint of ['https://a/', 'https://xn--a/b', 'https://a-b.c:65535/%zz?x=1', 'http://localhost/']) {
      expect(PUSH_ENDPOINT_PATTERN.test(endpoint)).toBe(true);
      expect(isPushEndpoint(endpoint, { allowLocalHttp: true })).toBe(true);
    }
  });
});
