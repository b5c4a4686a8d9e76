import { act, screen, waitFor, within } from '@testing-library/react';
import { fail, mockHttp, ok, type RecordedRequest } from '@chowk/api-client/testing';
import { type DeliveryTerms, type Product, type Shop, STORAGE_KEYS } from '@chowk/contracts';
import { type CartLine } from '../../../store/cart-storage';
import { addOns, chai, cutting, elaichi, full, kadak, order, samosa, shop, shopRoutes, size } from '../../../testing/fixtures';
import { renderCustomer, resetCustomerTestState } from '../../../testing/render-customer';
import { DELIVERY_GEO_OPTIONS } from '../hooks/use-delivery-location';

const CHECKOUT = '/customer/shop/SHOP-1234/checkout';

type StoredLine = Pick<CartLine, 'productId' | 'name' | 'pricePaise' | 'quantity'> & Partial<CartLine>;
const storeCart = (lines: StoredLine[]) =>
  localStorage.setItem(
    'cart:SHOP-1234',
    JSON.stringify({ v: 2, lines: lines.map((l) => ({ optionIds: [], options: [], ...l })) }),
  );

const verifyOnDevice = () =>
  localStorage.setItem(
    STORAGE_KEYS.verifiedContact,
    JSON.stringify({ type: 'mobile', identifier: '9876543210', verified: true, verifiedAt: new Date().toISOString() }),
  );

const placed = ok({ success: true, message: 'Order placed successfully!', data: order }, 201);
const placeOrderButton = () => screen.getByRole('button', { name: /Place Order|Placing Order/ });
const summary = () => {
  const block = within(screen.getByRole('region', { name: 'Order Summary' }));
  return block.getAllByRole('term').map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);
};

async function openCheckout(
  s: Shop = shop,
  menu: Product[] = [chai, samosa, kadak],
  routes: Parameters<typeof mockHttp>[0] = {},
) {
  const http = mockHttp({ ...shopRoutes(s, menu), 'POST /orders': placed, ...routes });
  const view = renderCustomer(CHECKOUT);
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  return { http, ...view };
}

const withTerms = (terms: Partial<DeliveryTerms>, extra: Partial<Shop> = {}): Shop => ({
  ...shop,
  delivery_terms: { fee: 29, free_above: null, minimum_order: null, max_distance_km: null, ...terms },
  ...extra,
});

afterEach(() => {
  resetCustomerTestState();
  delete (navigator as { geolocation?: unknown }).geolocation;
});

describe('checkout with item options', () => {
  it('shows each line’s choices and sends their ids per line (the server prices them)', async () => {
    storeCart([
      { productId: kadak._id, optionIds: [elaichi._id, full._id], name: 'Kadak Chai', pricePaise: 2200, quantity: 2 },
      { productId: kadak._id, optionIds: [cutting._id], name: 'Kadak Chai', pricePaise: 1500, quantity: 1 },
      { productId: chai._id, name: 'Masala Chai', pricePaise: 1500, quantity: 1 },
    ]);
    verifyOnDevice();
    const { user, http } = await openCheckout();
    const items = within(screen.getByRole('region', { name: 'Order Summary' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Kadak Chai × 2Elaichi · Full₹44.00',
      'Kadak Chai × 1Cutting₹15.00',
      'Masala Chai × 1₹15.00',
    ]);
    expect(summary()).toEqual(['Subtotal ₹74.00', 'Tax (5%) ₹3.70', 'Total ₹77.70']);
    await user.click(placeOrderButton());
    await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully!' });
    const sent = (http.made('POST', '/orders')[0] as RecordedRequest).data as { items: Record<string, unknown>[] };
    expect(sent.items.map((i) => [i.product_id, i.option_ids, i.price, i.quantity])).toEqual([
      [kadak._id, [elaichi._id, full._id], 22, 2],
      [kadak._id, [cutting._id], 15, 1],
      [chai._id, undefined, 15, 1],
    ]);
    expect(sent).not.toHaveProperty('customer_location');
  });

  it('flags each line the menu no longer fits, with its reason and Remove; Place Order waits until none is left', async () => {
    storeCart([
      { productId: kadak._id, optionIds: [full._id], name: 'Kadak Chai', pricePaise: 2000, quantity: 1 },
      {
        productId: kadak._id,
        optionIds: [cutting._id],
        options: [{ group: 'Size', name: 'Cutting', pricePaise: 1000 }],
        name: 'Kadak Chai',
        pricePaise: 1500,
        quantity: 1,
      },
      {
        productId: kadak._id,
        optionIds: ['6b00000000000000000000ff'],
        options: [{ group: 'Size', name: 'Medium', pricePaise: 1000 }],
        name: 'Kadak Chai',
        pricePaise: 1500,
        quantity: 1,
      },
      { productId: chai._id, name: 'Masala Chai', pricePaise: 1500, quantity: 1 },
    ]);
    verifyOnDevice();
    // Since the cart was filled: Cutting sold out, a choice removed, Masala Chai now asks for a size.
    const menuKadak = { ...kadak, option_groups: [addOns, { ...size, choices: [{ ...cutting, sold_out: true }, full] }] };
    const menuChai = { ...chai, option_group_ids: [size._id], option_groups: [size] };
    const { user, http } = await openCheckout(shop, [menuKadak, menuChai]);
    const block = within(screen.getByRole('region', { name: 'Order Summary' }));
    const flags = [
      'Cutting for Kadak Chai is sold out',
      'An option of Kadak Chai is no longer on the menu. Please choose again.',
      'Choose Size for Masala Chai',
    ];
    for (const flag of flags) expect(block.getByText(flag)).toBeInTheDocument();
    expect(placeOrderButton()).toBeDisabled();
    expect(placeOrderButton()).toHaveAccessibleDescription(flags.join(' '));

    await user.click(block.getByRole('button', { name: 'Remove Kadak Chai (Cutting)' }));
    await user.click(block.getByRole('button', { name: 'Remove Masala Chai' }));
    expect(placeOrderButton()).toBeDisabled();
    await user.click(block.getByRole('button', { name: 'Remove Kadak Chai (Medium)' }));
    expect(block.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Kadak Chai × 1Full₹20.00']);
    expect(placeOrderButton()).toBeEnabled();
    expect(placeOrderButton()).not.toHaveAccessibleDescription();
    await user.click(placeOrderButton());
    await waitFor(() => expect(http.made('POST', '/orders')).toHaveLength(1));
  });

  it('a refusal of the server (an option sold out meanwhile) shows its message and reads the menu again', async () => {
    storeCart([{ productId: kadak._id, optionIds: [full._id], name: 'Kadak Chai', pricePaise: 2000, quantity: 1 }]);
    verifyOnDevice();
    const { user, http } = await openCheckout(shop, [kadak], {
      'POST /orders': fail(409, { message: 'Full for Kadak Chai is sold out' }),
    });
    await user.click(placeOrderButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Full for Kadak Chai is sold out');
    await waitFor(() => expect(http.made('GET', '/shops/by-code/SHOP-1234')).toHaveLength(2));
  });
});

describe('checkout under the shop’s delivery terms', () => {
  const thali = (price: number): Product => ({ ...samosa, _id: '5f00000000000000000000aa', name: 'Thali', price });
  const storeThali = (price: number) =>
    storeCart([{ productId: '5f00000000000000000000aa', name: 'Thali', pricePaise: Math.round(price * 100), quantity: 1 }]);

  it('shows the terms; charges the fee under free-above (₹299.99) and says how much more is free', async () => {
    storeThali(299.99);
    const { user } = await openCheckout(withTerms({ free_above: 300 }), [thali(299.99)]);
    expect(screen.getByText('Delivery ₹29.00 · Free delivery from ₹300.00')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Delivery/ }));
    expect(screen.getByRole('radio', { name: /Delivery/ }).closest('label')).toHaveTextContent('Delivery₹29.00 · 30-45 mins');
    expect(summary()).toEqual(['Subtotal ₹299.99', 'Delivery Fee ₹29.00', 'Tax (5%) ₹15.00', 'Total ₹343.99']);
    expect(screen.getByText('Add ₹0.01 more for free delivery')).toBeInTheDocument();
    expect(placeOrderButton()).toBeEnabled();
  });

  it('delivers free at free-above (₹300)', async () => {
    storeThali(300);
    const { user } = await openCheckout(withTerms({ free_above: 300 }), [thali(300)]);
    await user.click(screen.getByRole('radio', { name: /Delivery/ }));
    expect(screen.getByRole('radio', { name: /Delivery/ }).closest('label')).toHaveTextContent('DeliveryFree · 30-45 mins');
    expect(summary()).toEqual(['Subtotal ₹300.00', 'Delivery Fee Free', 'Tax (5%) ₹15.00', 'Total ₹315.00']);
    expect(screen.queryByText(/more for free delivery/)).not.toBeInTheDocument();
  });

  it('under the minimum a delivery waits, says why, and offers pickup in one tap; pickup is never held to it', async () => {
    storeCart([
      { productId: chai._id, name: 'Masala Chai', pricePaise: 1500, quantity: 2 },
      { productId: samosa._id, name: 'Samosa', pricePaise: 1250, quantity: 1 },
    ]);
    verifyOnDevice();
    const { user, http } = await openCheckout(withTerms({ minimum_order: 100, fee: 0 }));
    expect(screen.getByText('Free delivery · Minimum ₹100.00 for delivery')).toBeInTheDocument();
    expect(placeOrderButton()).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: /Delivery/ }));
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Delivery orders start at ₹100.00. Add more items or choose pickup.');
    expect(note).toHaveTextContent('Add ₹57.50 more to order for delivery');
    expect(placeOrderButton()).toBeDisabled();
    expect(placeOrderButton()).toHaveAccessibleDescription(
      'Delivery orders start at ₹100.00. Add more items or choose pickup. Add ₹57.50 more to order for delivery',
    );
    await user.click(screen.getByRole('button', { name: 'Choose pickup' }));
    expect(screen.getByRole('radio', { name: /Pickup/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Pickup/ })).toHaveFocus();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await user.click(placeOrderButton());
    await waitFor(() => expect(http.made('POST', '/orders')).toHaveLength(1));
    expect(http.made('POST', '/orders')[0]?.data).toMatchObject({ delivery_type: 'pickup' });
  });
});

/** A fake navigator.geolocation: the test answers each request. */
function fakeGeolocation() {
  const requests: { success: PositionCallback; failure: PositionErrorCallback; options?: PositionOptions }[] = [];
  const geolocation = {
    getCurrentPosition: jest.fn((success: PositionCallback, failure: PositionErrorCallback, options?: PositionOptions) => {
      requests.push({ success, failure, options });
    }),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  const last = () => requests[requests.length - 1] as (typeof requests)[number];
  return {
    requests,
    grant: (latitude: number, longitude: number) =>
      act(() => last().success({ coords: { latitude, longitude, accuracy: 20 }, timestamp: Date.now() } as GeolocationPosition)),
    refuse: (code: 1 | 2 | 3) => act(() => last().failure({ code, message: 'no' } as GeolocationPositionError)),
  };
}

describe('a shop that delivers within a distance', () => {
  const pin = { latitude: 12.9716, longitude: 77.5946 };
  const limited = withTerms({ max_distance_km: 3 }, { location: pin });
  beforeEach(() =>
    storeCart([
      { productId: chai._id, name: 'Masala Chai', pricePaise: 1500, quantity: 2 },
      { productId: samosa._id, name: 'Samosa', pricePaise: 1250, quantity: 1 },
    ]),
  );

  it('asks for the location only for a delivery; in range, the order goes with it', async () => {
    verifyOnDevice();
    const geo = fakeGeolocation();
    const { user, http } = await openCheckout(limited);
    expect(screen.getByText('Delivery ₹29.00 · Delivery within 3 km')).toBeInTheDocument();
    // Pickup (the default) never asks.
    expect(screen.queryByRole('button', { name: 'Check my location' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Delivery/ }));
    expect(screen.getByRole('note')).toHaveTextContent(
      'Share your location so we can check the shop delivers to you, or choose pickup.',
    );
    expect(placeOrderButton()).toBeDisabled();
    expect(geo.requests).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Check my location' }));
    expect(geo.requests[0]?.options).toEqual(DELIVERY_GEO_OPTIONS);
    expect(screen.getByText('Checking your location…')).toBeInTheDocument();
    // About 1.1 km north of the shop.
    geo.grant(pin.latitude + 0.01, pin.longitude);
    expect(screen.getByText('You are 1.1 km away: the shop delivers here')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(placeOrderButton()).toBeEnabled();

    await user.click(placeOrderButton());
    await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully!' });
    expect(http.made('POST', '/orders')[0]?.data).toMatchObject({
      delivery_type: 'delivery',
      customer_location: { latitude: pin.latitude + 0.01, longitude: pin.longitude },
    });
  });

  it('out of range says so and offers pickup, which goes without the location', async () => {
    verifyOnDevice();
    const geo = fakeGeolocation();
    const { user, http } = await openCheckout(limited);
    await user.click(screen.getByRole('radio', { name: /Delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Check my location' }));
    // About 10 km away.
    geo.grant(pin.latitude + 0.09, pin.longitude);
    expect(screen.getByRole('note')).toHaveTextContent('This shop delivers within 3 km of it. Please choose pickup.');
    expect(placeOrderButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Choose pickup' }));
    expect(screen.queryByRole('button', { name: 'Check my location' })).not.toBeInTheDocument();
    await user.click(placeOrderButton());
    await waitFor(() => expect(http.made('POST', '/orders')).toHaveLength(1));
    const sent = http.made('POST', '/orders')[0]?.data as Record<string, unknown>;
    expect(sent.delivery_type).toBe('pickup');
    expect(sent).not.toHaveProperty('customer_location');
  });

  it('a refusal or no fix says which, and the delivery keeps waiting', async () => {
    const geo = fakeGeolocation();
    const { user } = await openCheckout(limited);
    await user.click(screen.getByRole('radio', { name: /Delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Check my location' }));
    geo.refuse(1);
    expect(
      screen.getByText('Location access was refused. Allow it in your browser settings, or find a shop in the directory.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check my location' }));
    geo.refuse(3);
    expect(screen.getByText('We could not read your location. Try again, or find a shop in the directory.')).toBeInTheDocument();
    expect(placeOrderButton()).toBeDisabled();
  });

  it('a server refusal (out of range by its reckoning) shows its message', async () => {
    verifyOnDevice();
    const geo = fakeGeolocation();
    const { user } = await openCheckout(limited, undefined, {
      'POST /orders': fail(400, { message: 'This shop delivers within 3 km of it. Please choose pickup.' }),
    });
    await user.click(screen.getByRole('radio', { name: /Delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Check my location' }));
    geo.grant(pin.latitude + 0.02, pin.longitude);
    await user.click(placeOrderButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This shop delivers within 3 km of it. Please choose pickup.');
  });

  it('a shop without a pin asks nothing, whatever its distance', async () => {
    fakeGeolocation();
    const { user } = await openCheckout(withTerms({ max_distance_km: 3 }));
    expect(screen.getByText('Delivery ₹29.00')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Delivery/ }));
    expect(screen.queryByRole('button', { name: 'Check my location' })).not.toBeInTheDocument();
    expect(placeOrderButton()).toBeEnabled();
  });
});
