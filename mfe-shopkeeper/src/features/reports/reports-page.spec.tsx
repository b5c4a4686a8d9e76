import { act, screen, waitFor, within } from '@testing-library/react';
import { ordersApi } from '@chowk/api-client';
import { fail, interceptHttp, mockHttp, NEVER, ok, type Reply, type Route } from '@chowk/api-client/testing';
import {
  addDays,
  indiaIsoDate,
  planRequiredMessage,
  presetRange,
  REPORT_MESSAGES,
  ROLE_SHOPKEEPER,
  type SalesReport,
  type ShopPlan,
} from '@chowk/contracts';
import { userLoaded } from '@chowk/store';
import { holdIndiaNoon, INDIA_NOON } from '../../testing/india-noon';
import { giveChartsABox } from '../../testing/chart-box';
import { renderShop, resetShopTestState, shop, user } from '../../testing/render-shop';
import { shopRoutes } from '../orders/testing/order-fixtures';

giveChartsABox();
afterEach(resetShopTestState);

// The page's today (its default dates, the newest allowed) is the test's, even across midnight.
holdIndiaNoon();
const today = indiaIsoDate(INDIA_NOON);
const week = presetRange('last7', today);
const reportPath = `/orders/shop/${shop._id}/report`;
const exportPath = `/orders/shop/${shop._id}/export`;
const location = () => screen.getByTestId('location').textContent ?? '';
const heading = () => screen.findByRole('heading', { level: 1, name: 'Sales reports' }, { timeout: 3000 });
const card = (label: string) => screen.getByText(label, { selector: '.stat-label' }).closest('.stat-card') as HTMLElement;

const starter: ShopPlan = {
  id: 'starter',
  period: 'monthly',
  started_at: new Date(Date.now() - 86_400_000).toISOString(),
  renews_at: new Date(Date.now() + 29 * 86_400_000).toISOString(),
};

function reportOf(from: string, to: string, orders = 3): SalesReport {
  return {
    from,
    to,
    totals: {
      sales: orders ? 115.5 : 0,
      orders,
      completed: orders ? 2 : 0,
      cancelled: orders ? 1 : 0,
      average_order_value: orders ? 57.75 : 0,
      paid: orders ? 94.5 : 0,
      unpaid: orders ? 21 : 0,
      refunded: orders ? 12.6 : 0,
    },
    days: [
      { date: from, sales: orders ? 94.5 : 0, orders: orders ? 2 : 0 },
      ...(from === to ? [] : [{ date: to, sales: orders ? 21 : 0, orders: orders ? 1 : 0 }]),
    ],
    top_items: orders
      ? [
          {
            name: 'Masala Chai',
            quantity: 8,
            amount: 120,
            choices: [
              { name: 'Cutting', quantity: 5 },
              { name: 'Elaichi', quantity: 3 },
              { name: 'Full', quantity: 3 },
            ],
          },
          { name: 'Samosa', quantity: 2, amount: 40, choices: [] },
        ]
      : [],
    statuses: { pending: 0, confirmed: 0, preparing: 0, ready: 0, completed: orders ? 2 : 0, cancelled: orders ? 1 : 0 },
  };
}

/** The report and export calls with their query (mockHttp keys routes by path alone). */
function recordQueries() {
  const seen: { url: string; params: Record<string, unknown> }[] = [];
  interceptHttp(ordersApi, (request) => {
    if (request.url === reportPath || request.url === exportPath) seen.push({ url: request.url, params: { ...request.params } });
    return undefined;
  });
  return seen;
}

/** The shop page as a shopkeeper whose shop has `plan` (the session's shop, as /auth/me gives it). */
function renderReports(path: string, routes: Record<string, Route>, plan: ShopPlan | null = starter) {
  // The same object: a test changes a reply between two calls.
  mockHttp(Object.assign(routes, { ...shopRoutes(), ...routes }));
  const queries = recordQueries();
  const view = renderShop(path);
  act(() => {
    view.store.dispatch(userLoaded({ user, role: ROLE_SHOPKEEPER, shop: { ...shop, plan }, customer: null }));
  });
  return { ...view, queries };
}

describe('the reports page (the Starter plan)', () => {
  it('a shop without the plan sees what Starter gives and the way to the plan dialog; nothing is read', async () => {
    const { queries } = renderReports('/shop/reports', {}, null);
    await heading();
    expect(screen.getByRole('heading', { level: 2, name: 'Sales reports and exports come with the Starter plan' })).toBeVisible();
    expect(screen.getByText('Sales reports', { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByText('CSV/Excel export', { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByText('Order history', { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/shop/dashboard?show-subscription-plan=true',
    );
    expect(queries).toEqual([]);
  });

  it('an expired plan is locked too', async () => {
    const expired = { ...starter, renews_at: new Date(Date.now() - 60_000).toISOString() };
    renderReports('/shop/reports', {}, expired);
    await heading();
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toBeVisible();
  });

  it('a trial is asked to register its shop', async () => {
    mockHttp({});
    renderShop('/shop/reports', { as: 'trial' });
    await heading();
    expect(screen.getByRole('heading', { level: 2, name: 'Register your shop' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register your shop' })).toHaveAttribute(
      'href',
      '/shop/onboarding?redirect-from=%2Fshop%2Freports',
    );
    expect(screen.queryByRole('link', { name: 'Choose a plan' })).not.toBeInTheDocument();
  });

  it('loads the last 7 days by default (a spinner meanwhile); a preset puts its dates in the URL and reads them', async () => {
    const routes: Record<string, Route> = { [`GET ${reportPath}`]: NEVER };
    const { user: u, queries } = renderReports('/shop/reports', routes);
    await heading();
    expect(await screen.findByText('Loading the report…')).toBeInTheDocument();
    expect(queries[0]).toEqual({ url: reportPath, params: week });
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('From')).toHaveValue(week.from);
    expect(screen.getByLabelText('To')).toHaveValue(week.to);

    const month = presetRange('last30', today);
    routes[`GET ${reportPath}`] = ok({ success: true, data: reportOf(month.from, month.to) });
    await u.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(location()).toBe(`/shop/reports?from=${month.from}&to=${month.to}`));
    expect(queries.at(-1)?.params).toEqual(month);
    expect(await screen.findByText('Top items', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('From')).toHaveValue(month.from);
  });

  it('shows the figures, a labelled chart with the same numbers as a table, and the top items', async () => {
    renderReports('/shop/reports', { [`GET ${reportPath}`]: ok({ success: true, data: reportOf(week.from, week.to) }) });
    await heading();
    await screen.findByText('Top items', { selector: 'h2' });
    expect(card('Sales')).toHaveTextContent('₹115.50');
    expect(card('Orders')).toHaveTextContent('3');
    expect(card('Completed')).toHaveTextContent('2');
    expect(card('Cancelled')).toHaveTextContent('1');
    expect(card('Average order')).toHaveTextContent('₹57.75');
    // By payment (docs/product.md "UPI payments and bills"), beside the sales figures.
    expect(card('Paid')).toHaveTextContent('₹94.50');
    expect(card('Unpaid')).toHaveTextContent('₹21.00');
    expect(card('Refunded')).toHaveTextContent('₹12.60');

    const figure = screen.getByRole('figure', { name: /^Daily sales and orders, / });
    expect(within(figure).getByTestId('sales-chart')).toHaveAttribute('aria-hidden', 'true');
    const days = within(figure).getByRole('table', { name: 'Daily sales and orders' });
    expect(
      within(days)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toHaveLength(2);
    expect(
      within(days)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['₹94.50', '2', '₹21.00', '1']);
    expect(within(figure).getByText('Show the numbers as a table')).toBeInTheDocument();

    const items = screen.getByRole('table', { name: 'Top items by quantity' });
    expect(
      within(items)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Masala ChaiCutting 5 · Elaichi 3 · Full 3', '8', '₹120.00', 'Samosa', '2', '₹40.00']);
    // An item's options, most chosen first, counted by quantity (top_items[].choices).
    expect(within(items).getByText('Cutting 5 · Elaichi 3 · Full 3')).toHaveClass('stat-hint');
    expect(screen.getByText('Completed: 2 · Cancelled: 1')).toBeInTheDocument();
    // Each table's scrolling box is a tab stop, a region named as its table (axe scrollable-region-focusable).
    for (const box of [days.parentElement, items.parentElement] as HTMLElement[]) {
      expect(box).toHaveAttribute('role', 'region');
      expect(box).toHaveAttribute('tabindex', '0');
    }
    expect(days.parentElement).toHaveAccessibleName('Daily sales and orders');
    expect(items.parentElement).toHaveAccessibleName('Top items by quantity');
  });

  it('dates typed in From and To go to the URL and to the server; a wrong range says why and reads nothing', async () => {
    const { user: u, queries } = renderReports('/shop/reports?from=2026-11-01&to=2026-11-05', {
      [`GET ${reportPath}`]: ok({ success: true, data: reportOf('2026-11-01', '2026-11-05') }),
    });
    await heading();
    await screen.findByText('Top items', { selector: 'h2' });
    expect(queries.at(-1)?.params).toEqual({ from: '2026-11-01', to: '2026-11-05' });
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'false');

    const to = screen.getByLabelText('To');
    await u.clear(to);
    await u.type(to, '2026-11-03');
    await waitFor(() => expect(location()).toBe('/shop/reports?from=2026-11-01&to=2026-11-03'));
    await waitFor(() => expect(queries.at(-1)?.params).toEqual({ from: '2026-11-01', to: '2026-11-03' }));

    const from = screen.getByLabelText('From');
    const before = queries.length;
    await u.clear(from);
    await u.type(from, '2026-11-20');
    expect(await screen.findByText(REPORT_MESSAGES.rangeOrder)).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toBe('/shop/reports?from=2026-11-01&to=2026-11-03');
    expect(queries).toHaveLength(before);
  });

  it('a range in the URL that ends after today says so and reads nothing', async () => {
    const { queries } = renderReports(`/shop/reports?from=${today}&to=${addDays(today, 1)}`, {});
    await heading();
    expect(await screen.findByText(REPORT_MESSAGES.rangeFuture)).toBeInTheDocument();
    expect(queries).toEqual([]);
  });

  it('no orders in the dates: the empty state, no downloads', async () => {
    renderReports('/shop/reports', { [`GET ${reportPath}`]: ok({ success: true, data: reportOf(week.from, week.to, 0) }) });
    await heading();
    expect(await screen.findByText(REPORT_MESSAGES.noOrders)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  it('a failure says so with the server’s message; Retry reads again', async () => {
    const routes: Record<string, Route> = { [`GET ${reportPath}`]: fail(402, { message: planRequiredMessage('sales_reports') }) };
    const { user: u } = renderReports('/shop/reports', routes);
    await heading();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(planRequiredMessage('sales_reports'));
    routes[`GET ${reportPath}`] = ok({ success: true, data: reportOf(week.from, week.to) });
    await u.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Top items', { selector: 'h2' })).toBeInTheDocument();
  });

  it('Download CSV: "Preparing…" while the file comes, then it is saved under its name', async () => {
    let finish: (() => void) | undefined;
    const routes: Record<string, Route> = { [`GET ${reportPath}`]: ok({ success: true, data: reportOf(week.from, week.to) }) };
    const { user: u, queries } = renderReports('/shop/reports', routes);
    // The export answers when the test says, with its Content-Disposition.
    interceptHttp(ordersApi, (request) => {
      if (request.url !== exportPath) return undefined;
      queries.push({ url: request.url, params: { ...request.params } });
      return new Promise<Reply>((resolve) => {
        finish = () =>
          resolve({
            data: new Blob(['\uFEFFOrder number\r\n'], { type: 'text/csv' }),
            status: 200,
            headers: { 'content-disposition': 'attachment; filename="chowk-orders-SHOP-4321-x.csv"' },
          });
      });
    });
    const created: Blob[] = [];
    const saved: string[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:report';
    };
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      await heading();
      await u.click(await screen.findByRole('button', { name: 'Download CSV' }));
      const busy = screen.getByRole('button', { name: 'Preparing…' });
      expect(busy).toBeDisabled();
      expect(busy).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('button', { name: 'Download Excel' })).toBeDisabled();
      expect(queries.at(-1)).toEqual({ url: exportPath, params: { format: 'csv', ...week } });
      await act(async () => finish?.());
      await waitFor(() => expect(saved).toEqual(['chowk-orders-SHOP-4321-x.csv']));
      expect(created).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    } finally {
      click.mockRestore();
    }
  });

  it("a refused download toasts the server's message and the buttons come back", async () => {
    const { user: u } = renderReports('/shop/reports', {
      [`GET ${reportPath}`]: ok({ success: true, data: reportOf(week.from, week.to) }),
      [`GET ${exportPath}`]: fail(422, { message: 'Validation failed', errors: { from: REPORT_MESSAGES.tooManyOrders(10_000) } }),
    });
    await heading();
    await u.click(await screen.findByRole('button', { name: 'Download Excel' }));
    expect(await screen.findByText(REPORT_MESSAGES.tooManyOrders(10_000))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Excel' })).toBeEnabled();
  });
});
