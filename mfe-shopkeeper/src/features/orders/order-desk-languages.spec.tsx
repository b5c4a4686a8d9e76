import { act, screen, within } from '@testing-library/react';
import { mockHttp, ok } from '@chowk/api-client/testing';
import { formatInIndia } from '@chowk/contracts';
import { setLanguage } from '@chowk/session';
import { holdIndiaNoon } from '../../testing/india-noon';
import { backToEnglishAfterEach, LOADED } from '../../testing/languages';
import { renderShop } from '../../testing/render-shop';
import { deskQueries, emitOrderEvent, fullOrder, makeOrder, product, shopRoutes, summaryOf } from './testing/order-fixtures';

// The live stream is a hand-driven fake of the api-client's (jsdom has no fetch): emitOrderEvent sends its events.
jest.mock('@chowk/api-client', () => ({ ...jest.requireActual('@chowk/api-client'), watchShopOrders: jest.fn() }));

holdIndiaNoon();

backToEnglishAfterEach();

describe('the order desk in Hindi (docs/product.md "Languages")', () => {
  it("says the desk's words in Hindi: the heading, the figures, the filters, the table, the row's status and payment actions", async () => {
    const meera = makeOrder({ customer_name: 'Meera', time: '14-05', notes: 'कम चीनी' });
    const walkIn = makeOrder({ status: 'ready', time: '09-30' });
    mockHttp(shopRoutes({ summary: summaryOf({ todays_orders: 7, pending_orders: 3 }) }));
    const calls = deskQueries();
    act(() => setLanguage('hi'));
    renderShop('/shop/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'ऑर्डर' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ऑर्डर जोड़ें' })).toBeInTheDocument();
    expect(screen.getByText('आज के ऑर्डर', { selector: '.stat-label' })).toBeInTheDocument();
    expect(screen.getByText('बाकी ऑर्डर', { selector: '.stat-label' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'ऑर्डर ढूँढें' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'ऑर्डर खोजें' })).toHaveAttribute('placeholder', 'ऑर्डर नंबर, नाम, मोबाइल या ईमेल');
    expect(screen.getByRole('combobox', { name: 'स्थिति' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'सभी स्थितियाँ' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'क्रम' })).toBeInTheDocument();

    act(() => calls[0].respond([meera, walkIn], { total: 3, hasMore: true }));
    const table = await screen.findByRole('table', { name: 'ऑर्डर' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ऑर्डर', 'समय', 'ग्राहक', 'आइटम', 'कुल', 'भुगतान', 'स्थिति', 'नोट']);
    expect(within(table).getByText('वॉक-इन')).toBeInTheDocument();
    // The shop's own words (the notes) are never translated.
    expect(within(table).getByText('कम चीनी')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: `${meera.order_id} की स्थिति` })).toHaveValue('pending');
    expect(screen.getByRole('link', { name: `ऑर्डर ${meera.order_id} खोलें` })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^पेड मार्क करें \(.+\): / })).toHaveLength(2);
    expect(screen.getByText('3 ऑर्डर में से 2 दिखाए जा रहे हैं')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'और दिखाएँ' })).toBeInTheDocument();
  });

  it('a new order rings in Hindi: the alert names how many wait', async () => {
    mockHttp(shopRoutes());
    deskQueries(() => ({ orders: [] }));
    act(() => setLanguage('hi'));
    renderShop('/shop/orders');
    expect(await screen.findByText('अभी कोई ऑर्डर नहीं', {}, LOADED)).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'ऑर्डर अलर्ट' });
    await emitOrderEvent('order.created', makeOrder({ customer_name: 'Ravi', total_amount: 52.5 }));
    expect(await within(region).findByRole('link', { name: '1 नया ऑर्डर' })).toHaveAttribute('href', '/shop/orders');
    expect(within(region).getByRole('log')).toHaveTextContent(/^Ravi का नया ऑर्डर .+, ₹52\.50$/);
  });
});

describe('the order desk in Tamil (docs/product.md "Languages")', () => {
  it("the order view says the order's facts, its print actions and its payment block in Tamil", async () => {
    const order = fullOrder();
    mockHttp({ ...shopRoutes(), [`GET /orders/${order._id}`]: ok({ success: true, data: order }) });
    deskQueries(() => ({ orders: [] }));
    act(() => setLanguage('ta'));
    renderShop(`/shop/orders?order=${order._id}`);
    const view = await screen.findByRole('dialog', {}, LOADED);
    expect(await within(view).findByRole('heading', { name: `ஆர்டர் ${order.order_id}` }, LOADED)).toBeInTheDocument();
    expect(view).toHaveAccessibleDescription(/^3 பொருட்கள், மொத்தம் ₹81\.50, .+\.$/);
    expect(within(view).getByRole('button', { name: 'KOT அச்சிடு' })).toBeInTheDocument();
    expect(within(view).getByRole('button', { name: 'பில் அச்சிடு' })).toBeInTheDocument();
    const facts = screen.getByTestId('order-facts');
    // The date in Tamil (India time), the way it came.
    const placed = formatInIndia(order.created_at, { dateStyle: 'medium', timeStyle: 'short' }, 'ta-IN');
    expect(facts).toHaveTextContent(`ஆர்டர் செய்த நேரம்${placed}, ஆன்லைனில்`);
    expect(within(facts).getByText('ஆர்டர் வகை')).toBeInTheDocument();
    expect(within(facts).getByText('கட்டண முறை')).toBeInTheDocument();
    const items = within(view).getByRole('table', { name: `${order.order_id} இன் பொருட்கள்` });
    expect(
      within(items)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['பொருள்', 'அளவு', 'விலை', 'தொகை']);
    expect(screen.getByTestId('order-totals')).toHaveTextContent(/^துணைத் தொகை₹50\.00.+₹2\.50டெலிவரி கட்டணம்₹29\.00மொத்தம்₹81\.50$/);
    const payment = within(screen.getByTestId('order-payment'));
    expect(payment.getByRole('heading', { name: 'கட்டணம்' })).toBeInTheDocument();
    expect(payment.getByRole('group', { name: 'கட்டணத்தை மாற்று' })).toBeInTheDocument();
    expect(payment.getAllByRole('button', { name: /^பணம் பெற்றதாகக் குறி \(.+\)$/ })).toHaveLength(2);
    expect(within(view).getByRole('link', { name: 'அச்சு அமைப்புகள்' })).toHaveAttribute('href', '/shop/settings#printing');
    expect(within(view).getByRole('button', { name: 'ஆர்டர்களுக்குத் திரும்பு' })).toBeInTheDocument();
  });

  it('Add order walks through its steps in Tamil', async () => {
    mockHttp(shopRoutes({ products: [product(1, 'Masala Chai', 15), product(2, 'Samosa', 20)] }));
    deskQueries(() => ({ orders: [] }));
    act(() => setLanguage('ta'));
    const { user } = renderShop('/shop/orders');
    await user.click(await screen.findByRole('button', { name: 'ஆர்டர் சேர்' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'புதிய ஆர்டர் சேர்' });
    expect(within(dialog).getByRole('heading', { name: 'படி 1 / 2: பொருட்களைத் தேர்ந்தெடு' })).toBeInTheDocument();
    expect(within(dialog).getByRole('searchbox', { name: 'பொருட்களைத் தேடு' })).toBeInTheDocument();
    expect(within(dialog).getByText('0 பொருட்கள் தேர்ந்தெடுக்கப்பட்டன')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Masala Chai/ }));
    expect(within(dialog).getByText('1 பொருள் தேர்ந்தெடுக்கப்பட்டது')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Masala Chai அளவைக் கூட்டு' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'அடுத்து' }));
    expect(await within(dialog).findByRole('heading', { name: 'படி 2 / 2: ஆர்டர் விவரங்கள்' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'வாடிக்கையாளர் பெயர் (கட்டாயமில்லை)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'மொத்தங்கள்' })).toHaveTextContent('துணைத் தொகை₹15.00வரி (5%)₹0.75மொத்தம்₹15.75');
    expect(within(dialog).getByRole('button', { name: 'ஆர்டர் உருவாக்கு' })).toBeInTheDocument();
  });
});
