import { act, screen, waitFor } from '@testing-library/react';
import { mockHttp } from '@chowk/api-client/testing';
import { REPORT_MESSAGES, ROLE_SHOPKEEPER, type ShopPlan } from '@chowk/contracts';
import { userLoaded } from '@chowk/store';
import { renderShop, resetShopTestState, shop, user } from '../../testing/render-shop';
import { deskQueries, makeOrder, shopRoutes } from './testing/order-fixtures';

afterEach(resetShopTestState);

const heading = () => screen.findByRole('heading', { level: 1, name: 'Orders' }, { timeout: 3000 });
const location = () => screen.getByTestId('location').textContent ?? '';
const deskParams = { sort: 'date_desc', page: 1, limit: 20 };
const starter: ShopPlan = {
  id: 'starter',
  period: 'monthly',
  started_at: new Date(Date.now() - 86_400_000).toISOString(),
  renews_at: new Date(Date.now() + 29 * 86_400_000).toISOString(),
};

/** The desk as a shopkeeper whose shop has `plan`, every page answered at once. */
function renderDesk(path: string, plan: ShopPlan | null) {
  mockHttp(shopRoutes());
  const calls = deskQueries(() => ({ orders: [makeOrder()] }));
  const view = renderShop(path);
  act(() => {
    view.store.dispatch(userLoaded({ user, role: ROLE_SHOPKEEPER, shop: { ...shop, plan }, customer: null }));
  });
  return { ...view, calls };
}

describe('the order desk: order history (the Starter plan)', () => {
  it("without the plan: today's orders, a note saying so with the way to a plan, no date boxes; dates in the URL are not sent", async () => {
    const { calls } = renderDesk('/shop/orders?from=2026-11-01&to=2026-11-05', null);
    await heading();
    await screen.findByRole('table', { name: 'Orders' });
    const note = screen.getByTestId('history-note');
    expect(note).toHaveTextContent(REPORT_MESSAGES.historyNote);
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/shop/dashboard?show-subscription-plan=true',
    );
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
    expect(calls.map((c) => c.params)).toEqual(calls.map(() => deskParams));
  });

  it('with Starter: From and To go to the URL and to the server, with the other filters kept', async () => {
    const { calls, user: u } = renderDesk('/shop/orders?status=completed', starter);
    await heading();
    await screen.findByRole('table', { name: 'Orders' });
    expect(screen.queryByTestId('history-note')).not.toBeInTheDocument();
    const from = await screen.findByLabelText('From');
    await u.type(from, '2026-11-01');
    await waitFor(() => expect(location()).toBe('/shop/orders?status=completed&from=2026-11-01'));
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ ...deskParams, status: 'completed', from: '2026-11-01' }));
    await u.type(screen.getByLabelText('To'), '2026-11-05');
    await waitFor(() =>
      expect(calls.at(-1)?.params).toEqual({ ...deskParams, status: 'completed', from: '2026-11-01', to: '2026-11-05' }),
    );
    expect(location()).toBe('/shop/orders?status=completed&from=2026-11-01&to=2026-11-05');
  });

  it('with Starter: a From after the To says why and asks for no range', async () => {
    const { calls } = renderDesk('/shop/orders?from=2026-11-05&to=2026-11-01', starter);
    await heading();
    expect(await screen.findByText(REPORT_MESSAGES.rangeOrder)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(calls.at(-1)?.params).toEqual(deskParams));
  });

  it('a trial keeps its own orders: no note, no date boxes', async () => {
    mockHttp({});
    renderShop('/shop/orders', { as: 'trial' });
    await heading();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.queryByTestId('history-note')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
  });
});
