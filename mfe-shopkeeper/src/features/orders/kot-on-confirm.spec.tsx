import { act, screen } from '@testing-library/react';
import { mockHttp, ok } from '@chowk/api-client/testing';
import { ORDER_DESK_MESSAGES, type OrderStatus, type PrintSettings, type Shop } from '@chowk/contracts';
import { shopChanged } from '@chowk/store';
import { holdIndiaNoon } from '../../testing/india-noon';
import { renderShop, resetShopTestState, shop } from '../../testing/render-shop';
import { PRINT_ROOT_ID } from '../printing/slip-view';
import { deskQueries, makeOrder, shopRoutes } from './testing/order-fixtures';

jest.mock('@chowk/api-client', () => ({ ...jest.requireActual('@chowk/api-client'), watchShopOrders: jest.fn() }));

holdIndiaNoon();

let print: jest.SpyInstance;
beforeEach(() => {
  print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
});
afterEach(() => {
  print.mockRestore();
  resetShopTestState();
});

/** The desk of a shop with these printing settings, one pending order on it; the status change answers `to`. */
async function deskWith(printing: PrintSettings | undefined, to: OrderStatus) {
  const order = makeOrder({ items: [{ product_id: 'p1', product_name: 'Masala Chai', quantity: 2, price: 15 }] });
  const saved = { ...order, status: to, updated_at: new Date().toISOString() };
  mockHttp({
    ...shopRoutes(),
    [`PATCH /orders/${order._id}/status`]: ok({ success: true, message: ORDER_DESK_MESSAGES.statusUpdated, data: saved }),
  });
  deskQueries(() => ({ orders: [order] }));
  const view = renderShop('/shop/orders');
  act(() => {
    view.store.dispatch(shopChanged({ ...shop, ...(printing ? { printing } : {}) } as Shop));
  });
  // The desk's first render loads its chunks: on a busy machine (the full run) that takes seconds.
  await screen.findByRole('table', { name: 'Orders' }, { timeout: 10_000 });
  await view.user.selectOptions(screen.getByRole('combobox', { name: `Status of ${order.order_id}` }), to);
  expect(await screen.findByText(ORDER_DESK_MESSAGES.statusUpdated)).toBeInTheDocument();
  return order;
}

const printed = () => document.getElementById(PRINT_ROOT_ID)?.textContent ?? '';

describe('the KOT when an order is confirmed on the desk', () => {
  it('prints the KOT of the order once its confirmation is saved, when the shop asked for it', async () => {
    const order = await deskWith({ paper: '58mm', kot_on_confirm: true }, 'confirmed');
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.getElementById(PRINT_ROOT_ID)?.firstElementChild).toHaveAttribute('data-kind', 'kot');
    expect(printed()).toContain(order.order_id);
    expect(printed()).toContain('2 × Masala Chai');
  }, 20_000);

  it.each([
    ['the setting is off', { paper: '58mm', kot_on_confirm: false }, 'confirmed'],
    ['the shop never saved it (the defaults)', undefined, 'confirmed'],
    ['the order moved to another status', { paper: '80mm', kot_on_confirm: true }, 'preparing'],
  ] as const)(
    'prints nothing when %s',
    async (_name, printing, to) => {
      await deskWith(printing, to);
      expect(print).not.toHaveBeenCalled();
      expect(printed()).toBe('');
    },
    20_000,
  );
});
