import { act, screen, within } from '@testing-library/react';
import { mockHttp, ok } from '@chowk/api-client/testing';
import { indiaIsoDate, presetRange, ROLE_SHOPKEEPER, type SalesReport, type ShopPlan } from '@chowk/contracts';
import { setLanguage } from '@chowk/session';
import { userLoaded } from '@chowk/store';
import { holdIndiaNoon, INDIA_NOON } from '../../testing/india-noon';
import { giveChartsABox } from '../../testing/chart-box';
import { backToEnglishAfterEach, LOADED } from '../../testing/languages';
import { renderShop, shop, user } from '../../testing/render-shop';
import { shopRoutes } from '../orders/testing/order-fixtures';
import { longDate, shortDate } from './report-format';

giveChartsABox();
holdIndiaNoon();

backToEnglishAfterEach();
const today = indiaIsoDate(INDIA_NOON);
const week = presetRange('last7', today);
const starter: ShopPlan = {
  id: 'starter',
  period: 'monthly',
  started_at: new Date(Date.now() - 86_400_000).toISOString(),
  renews_at: new Date(Date.now() + 29 * 86_400_000).toISOString(),
};
const card = (label: string) => screen.getByText(label, { selector: '.stat-label' }).closest('.stat-card') as HTMLElement;

const report: SalesReport = {
  from: week.from,
  to: week.to,
  totals: {
    sales: 123456.5,
    orders: 3,
    completed: 2,
    cancelled: 1,
    average_order_value: 61728.25,
    paid: 94.5,
    unpaid: 21,
    refunded: 0,
  },
  days: [
    { date: week.from, sales: 94.5, orders: 2 },
    { date: week.to, sales: 21, orders: 1 },
  ],
  top_items: [{ name: 'Masala Chai', quantity: 8, amount: 120, choices: [] }],
  statuses: { pending: 0, confirmed: 0, preparing: 0, ready: 0, completed: 2, cancelled: 1 },
};

function renderReports(plan: ShopPlan | null) {
  mockHttp({ ...shopRoutes(), [`GET /orders/shop/${shop._id}/report`]: ok({ success: true, data: report }) });
  const view = renderShop('/shop/reports');
  act(() => {
    view.store.dispatch(userLoaded({ user, role: ROLE_SHOPKEEPER, shop: { ...shop, plan }, customer: null }));
  });
  return view;
}

describe('the sales reports in Hindi and Tamil (docs/product.md "Languages")', () => {
  it("says the dates, the figures, the chart's words and dates, the top items and the downloads in Hindi", async () => {
    act(() => setLanguage('hi'));
    renderReports(starter);
    expect(await screen.findByRole('heading', { level: 1, name: 'बिक्री रिपोर्ट' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'तारीखें' })).toBeInTheDocument();
    expect(screen.getByLabelText('से')).toHaveValue(week.from);
    expect(screen.getByLabelText('तक')).toHaveValue(week.to);
    expect(await screen.findByText('बिक्री', { selector: '.stat-label' })).toBeInTheDocument();
    // Money in every language: ₹1,23,456.50.
    expect(card('बिक्री')).toHaveTextContent('₹1,23,456.50');
    expect(card('बिक्री')).toHaveTextContent('पूरे हुए ऑर्डर');
    expect(card('औसत ऑर्डर')).toHaveTextContent('₹61,728.25');
    // The dates in Hindi month names, India's calendar day.
    const from = longDate(week.from, 'hi-IN');
    const to = longDate(week.to, 'hi-IN');
    expect(from).not.toBe(longDate(week.from));
    expect(screen.getByRole('figure', { name: `रोज़ की बिक्री और ऑर्डर, ${from} से ${to} तक` })).toBeInTheDocument();
    expect(screen.getByText(`${from} से ${to} तक की रिपोर्ट`)).toHaveAttribute('role', 'status');
    expect(screen.getByText('आँकड़े टेबल में दिखाएँ')).toBeInTheDocument();
    const daily = screen.getByRole('table', { name: 'रोज़ की बिक्री और ऑर्डर' });
    expect(
      within(daily)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['तारीख', 'बिक्री', 'ऑर्डर']);
    expect(within(daily).getByRole('rowheader', { name: from })).toBeInTheDocument();
    // The chart's axis writes the short date in Hindi too.
    expect(shortDate(week.from, 'hi-IN')).not.toBe(shortDate(week.from));
    const top = screen.getByRole('table', { name: 'मात्रा के हिसाब से सबसे ज़्यादा बिके आइटम' });
    expect(within(top).getByText('Masala Chai')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'ऑर्डर डाउनलोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV डाउनलोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excel डाउनलोड करें' })).toBeInTheDocument();
  });

  it('a shop without the plan sees the lock in Tamil, with the way to the plans', async () => {
    act(() => setLanguage('ta'));
    renderReports(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'விற்பனை அறிக்கைகள்' }, LOADED)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'விற்பனை அறிக்கைகளும் ஏற்றுமதிகளும் Starter திட்டத்துடன் வரும்' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'திட்டத்தைத் தேர்ந்தெடுங்கள்' })).toHaveAttribute(
      'href',
      '/shop/dashboard?show-subscription-plan=true',
    );
  });
});
