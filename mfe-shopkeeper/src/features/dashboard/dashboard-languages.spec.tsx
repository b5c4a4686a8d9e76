import { act, screen, within } from '@testing-library/react';
import { mockHttp, ok } from '@chowk/api-client/testing';
import { indiaDateTime, ROLE_SHOPKEEPER, type ShopDaySummary } from '@chowk/contracts';
import { setLanguage } from '@chowk/session';
import { userLoaded } from '@chowk/store';
import { holdIndiaNoon } from '../../testing/india-noon';
import { backToEnglishAfterEach, LOADED } from '../../testing/languages';
import { renderShop, shop, user } from '../../testing/render-shop';
import { makeOrder, summaryOf } from '../orders/testing/order-fixtures';

jest.mock('@chowk/api-client', () => ({ ...jest.requireActual('@chowk/api-client'), watchShopOrders: jest.fn() }));

holdIndiaNoon();

backToEnglishAfterEach();
const today = indiaDateTime(new Date()).date;
const card = (label: string) => screen.getByText(label, { selector: '.stat-label' }).closest('.stat-card') as HTMLElement;
const routes = (summary: ShopDaySummary) => ({
  [`GET /products/shop/${shop._id}`]: ok({ products: [] }),
  [`GET /menu-sections/shop/${shop._id}`]: ok({ menuSections: [] }),
  [`GET /orders/shop/${shop._id}`]: ok({ success: true, data: { orders: [] } }),
  [`GET /orders/shop/${shop._id}/summary`]: ok({ success: true, data: summary }),
});

describe('the dashboard in Tamil (docs/product.md "Languages")', () => {
  it("says today's figures, the quick actions, the plan and the recent orders in Tamil; money keeps ₹1,23,456.50", async () => {
    const recent = makeOrder({
      status: 'completed',
      time: '14-05',
      total_amount: 47.25,
      items: [{ product_id: 'p1', product_name: 'Masala Chai', quantity: 3, price: 15 }],
    });
    mockHttp(
      routes(
        summaryOf({
          date: today,
          todays_sales: 123456.5,
          todays_orders: 4,
          popular_product: { name: 'Masala Chai', quantity: 3 },
          recent_orders: [recent],
        }),
      ),
    );
    act(() => setLanguage('ta'));
    renderShop('/shop/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'டாஷ்போர்டு' }, LOADED)).toBeInTheDocument();
    expect(await screen.findByText('இன்றைய விற்பனை', { selector: '.stat-label' })).toBeInTheDocument();
    expect(card('இன்றைய விற்பனை')).toHaveTextContent('₹1,23,456.50');
    expect(card('இன்றைய விற்பனை')).toHaveTextContent('முடிந்த ஆர்டர்கள்');
    expect(card('இன்றைய ஆர்டர்கள்')).toHaveTextContent('4');
    // The shop's own words (an item's name) stay as the shop wrote them.
    expect(card('அதிகம் விற்ற பொருள்')).toHaveTextContent('Masala Chai');
    expect(card('அதிகம் விற்ற பொருள்')).toHaveTextContent('இன்று 3 ஆர்டர் ஆனது');
    expect(screen.getByRole('heading', { level: 2, name: 'விரைவுச் செயல்கள்' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'பொருள் சேர்' })).toHaveAttribute('href', '/shop/products?add=true');
    expect(screen.getByRole('link', { name: 'ஆர்டர் உருவாக்கு' })).toHaveAttribute('href', '/shop/orders?add=true');
    expect(screen.getByRole('button', { name: 'கடையைப் பகிர்' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'உங்கள் திட்டம்' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'சமீபத்திய ஆர்டர்கள்' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ஆர்டர்', 'நேரம்', 'பொருட்கள்', 'மொத்தம்', 'நிலை']);
    expect(within(table).getByText('3 × Masala Chai')).toBeInTheDocument();
  });

  it('a shop whose plan runs says its period and end date in Tamil (India time, Tamil month names)', async () => {
    const renews = new Date(Date.now() + 20 * 86_400_000).toISOString();
    mockHttp(routes(summaryOf({ date: today })));
    act(() => setLanguage('ta'));
    const view = renderShop('/shop/dashboard');
    act(() => {
      view.store.dispatch(
        userLoaded({
          user,
          role: ROLE_SHOPKEEPER,
          shop: { ...shop, plan: { id: 'starter', period: 'yearly', started_at: new Date().toISOString(), renews_at: renews } },
          customer: null,
        }),
      );
    });
    const plan = (await screen.findByRole('heading', { level: 2, name: 'உங்கள் திட்டம்' }, LOADED)).closest('section') as HTMLElement;
    const until = new Intl.DateTimeFormat('ta-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date(renews));
    expect(plan).toHaveTextContent(`(ஆண்டுதோறும்), ${until} வரை.`);
    expect(within(plan).getByRole('button', { name: 'திட்டத்தை மாற்று அல்லது புதுப்பி' })).toBeInTheDocument();
  });
});

describe('the dashboard in Hindi', () => {
  it('a trial sees the Guest Mode card and the locked actions in Hindi', async () => {
    mockHttp({});
    act(() => setLanguage('hi'));
    renderShop('/shop/dashboard', { as: 'trial' });
    expect(await screen.findByRole('heading', { level: 1, name: 'डैशबोर्ड' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'गेस्ट मोड' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'अपनी दुकान रजिस्टर करें' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /ग्राहक देखें/ })).toBeInTheDocument();
    expect(screen.getByText('लॉक है: इन्हें इस्तेमाल करने के लिए अपनी दुकान रजिस्टर करें।')).toBeInTheDocument();
    expect(await screen.findByText('अपने मेन्यू से शुरू करें:', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अपना पहला प्रोडक्ट जोड़ें' })).toHaveAttribute('href', '/shop/products?add=true');
  });
});
