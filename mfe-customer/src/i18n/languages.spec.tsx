import { act, screen, waitFor, within } from '@testing-library/react';
import { watchOrder } from '@chowk/api-client';
import { mockHttp, ok } from '@chowk/api-client/testing';
import {
  formatInIndia,
  loadMessages,
  type MenuSection,
  PAYMENT_METHOD_TEXT,
  type Product,
  translateMessage,
  VERIFY_NOTICE,
} from '@chowk/contracts';
import { setLanguage } from '@chowk/session';
import { clockTime, distanceText, todayHours } from '../features/shared-ui/shop-text';
import { chai, coffee, drinks, kachori, kadak, order, samosa, shopRoutes, snacks } from '../testing/fixtures';
import { renderCustomer, resetCustomerTestState } from '../testing/render-customer';

// The order page's live stream is a fake here (jsdom has no fetch): it stays 'connecting'.
jest.mock('@chowk/api-client', () => ({ ...jest.requireActual('@chowk/api-client'), watchOrder: jest.fn() }));
beforeEach(() => jest.mocked(watchOrder).mockImplementation(() => () => undefined));

afterEach(() => {
  act(() => setLanguage('en'));
  resetCustomerTestState();
});

/** The catalogue chunk loads asynchronously: a language's first text takes a moment. */
const LOAD = { timeout: 5000 };

// The shop gave Hindi and Tamil names to some of its items and sections, not to others.
const localChai: Product = { ...chai, names: { hi: 'मसाला चाय', ta: 'மசாலா டீ' } };
const localCoffee: Product = { ...coffee, names: { ta: 'ஃபில்டர் காபி' } };
const localDrinks: MenuSection = { ...drinks, names: { hi: 'गरम पेय', ta: 'சூடான பானங்கள்' } };
const menu = [localChai, localCoffee, samosa, kachori];
const STOREFRONT = '/customer/shop/SHOP-1234';

const openStorefront = () => {
  mockHttp(shopRoutes(undefined, menu, [localDrinks, snacks]));
  return renderCustomer(STOREFRONT);
};

/** The names of the storefront's items, in order. */
const itemNames = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('the storefront in Hindi', () => {
  it("shows the shop's Hindi names where it gave them, its own words elsewhere, and its own words in Hindi", async () => {
    act(() => setLanguage('hi'));
    const { user } = openStorefront();
    expect(await screen.findByRole('heading', { level: 2, name: 'गरम पेय' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Snacks' })).toBeInTheDocument();
    expect(itemNames()).toEqual(['मसाला चाय', 'Filter Coffee', 'Samosa', 'Kachori']);
    // The section buttons name the sections the same way.
    const sections = within(screen.getByRole('group', { name: 'मेन्यू के सेक्शन' }));
    expect(sections.getAllByRole('button').map((b) => b.textContent)).toEqual(['सभी', 'गरम पेय', 'Snacks']);
    expect(screen.getByText('स्टॉक खत्म')).toBeInTheDocument();

    // The search finds an item by the name shown and by the shop's own.
    const search = screen.getByRole('searchbox', { name: 'प्रोडक्ट खोजें' });
    await user.type(search, 'मसाला');
    expect(itemNames()).toEqual(['मसाला चाय']);
    expect(screen.getByText('1 प्रोडक्ट मिला')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'masala');
    expect(itemNames()).toEqual(['मसाला चाय']);
    await user.clear(search);

    await user.click(screen.getByRole('button', { name: 'मसाला चाय कार्ट में जोड़ें' }));
    expect(screen.getByRole('group', { name: 'मसाला चाय की मात्रा' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /कार्ट देखें/ })).toHaveTextContent('कार्ट देखें·1 आइटम·₹15.00');
  });

  it('opens the option sheet of an item under its Hindi name, in Hindi', async () => {
    act(() => setLanguage('hi'));
    mockHttp(shopRoutes(undefined, [{ ...kadak, names: { hi: 'कड़क चाय' } }], [localDrinks]));
    const { user } = renderCustomer(STOREFRONT);
    expect(await screen.findByText('कस्टमाइज़ कर सकते हैं', undefined, LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'कड़क चाय कार्ट में जोड़ें' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'कड़क चाय' }, LOAD));
    expect(sheet.getByRole('radio', { name: 'कुछ नहीं' })).toBeChecked();
    expect(sheet.getByRole('group', { name: 'मात्रा' })).toBeInTheDocument();
    expect(sheet.getByRole('button', { name: 'एक और' })).toBeEnabled();
  });

  it('the cart shows the Hindi name, and the order keeps the shop’s own', async () => {
    act(() => setLanguage('hi'));
    localStorage.setItem(
      'cart:SHOP-1234',
      JSON.stringify({ lines: [{ productId: chai._id, name: 'Masala Chai', pricePaise: 1500, quantity: 2 }] }),
    );
    const { user } = openStorefront();
    expect(await screen.findByRole('heading', { level: 2, name: 'गरम पेय' }, LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /कार्ट देखें/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'आपकी कार्ट' })).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'आपकी कार्ट के आइटम' }));
    expect(list.getByRole('heading', { level: 2 })).toHaveTextContent('मसाला चाय');
    expect(list.getByText('₹15.00 प्रति नग')).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'मसाला चाय हटाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'चेकआउट पर जाएँ' })).toBeInTheDocument();
    // The stored line is what the order sends: the shop's own name.
    expect(JSON.parse(localStorage.getItem('cart:SHOP-1234') ?? '{}').lines[0].name).toBe('Masala Chai');
  });
});

describe('the storefront in Tamil', () => {
  it("shows the shop's Tamil names, and follows a switch of language while open", async () => {
    openStorefront();
    expect(await screen.findByRole('heading', { level: 2, name: 'Hot Drinks' })).toBeInTheDocument();
    expect(itemNames()).toEqual(['Masala Chai', 'Filter Coffee', 'Samosa', 'Kachori']);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toBeInTheDocument();

    act(() => setLanguage('ta'));
    expect(await screen.findByRole('heading', { level: 2, name: 'சூடான பானங்கள்' }, LOAD)).toBeInTheDocument();
    expect(itemNames()).toEqual(['மசாலா டீ', 'ஃபில்டர் காபி', 'Samosa', 'Kachori']);
    expect(await screen.findByRole('searchbox', { name: 'பொருட்களைத் தேடு' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'பின்செல்' })).toBeInTheDocument();
    expect(screen.getByText('தீர்ந்துவிட்டது')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ஃபில்டர் காபி-ஐக் கூடையில் சேர்' })).toBeInTheDocument();

    act(() => setLanguage('en'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Hot Drinks' })).toBeInTheDocument();
    expect(itemNames()).toEqual(['Masala Chai', 'Filter Coffee', 'Samosa', 'Kachori']);
  });
});

const CHECKOUT = '/customer/shop/SHOP-1234/checkout';
const cartWithChai = () =>
  localStorage.setItem(
    'cart:SHOP-1234',
    JSON.stringify({
      lines: [
        { productId: chai._id, name: 'Masala Chai', pricePaise: 1500, quantity: 2 },
        { productId: samosa._id, name: 'Samosa', pricePaise: 1250, quantity: 1 },
      ],
    }),
  );

describe.each([
  {
    language: 'hi' as const,
    heading: 'चेकआउट',
    blocks: ['डिलीवरी के विकल्प', 'ग्राहक की जानकारी', 'भुगतान का तरीका', 'ऑर्डर का सारांश'],
    lines: ['मसाला चाय × 2₹30.00', 'Samosa × 1₹12.50'],
    totals: ['सबटोटल ₹42.50', 'टैक्स (5%) ₹2.13', 'कुल ₹44.63'],
    place: 'ऑर्डर करें',
    verifyTitle: 'अपना संपर्क वेरिफ़ाई करें',
    send: 'OTP भेजें',
    mobile: 'मोबाइल नंबर',
  },
  {
    language: 'ta' as const,
    heading: 'செக்அவுட்',
    blocks: ['டெலிவரி வகைகள்', 'வாடிக்கையாளர் விவரங்கள்', 'பணம் செலுத்தும் முறை', 'ஆர்டர் சுருக்கம்'],
    lines: ['மசாலா டீ × 2₹30.00', 'Samosa × 1₹12.50'],
    totals: ['துணைத் தொகை ₹42.50', 'வரி (5%) ₹2.13', 'மொத்தம் ₹44.63'],
    place: 'ஆர்டர் செய்',
    verifyTitle: 'உங்கள் தொடர்பைச் சரிபார்க்கவும்',
    send: 'OTP அனுப்பு',
    mobile: 'மொபைல் எண்',
  },
])('checkout in $language', ({ language, heading, blocks, lines, totals, place, verifyTitle, send, mobile }) => {
  it('reads in the language, the cart lines by the shop’s names in it, and asks for verification in it', async () => {
    await loadMessages(language);
    cartWithChai();
    act(() => setLanguage(language));
    mockHttp(shopRoutes(undefined, menu, [localDrinks, snacks]));
    const { user } = renderCustomer(CHECKOUT);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeInTheDocument();
    for (const block of blocks) expect(screen.getByRole('heading', { level: 2, name: block })).toBeInTheDocument();

    const summary = within(screen.getByRole('region', { name: blocks[3] }));
    expect(summary.getAllByRole('listitem').map((li) => li.textContent)).toEqual(lines);
    expect(summary.getAllByRole('term').map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`)).toEqual(totals);
    // Texts of @chowk/contracts come in the language too (its own catalogue).
    const notice = translateMessage(VERIFY_NOTICE, language);
    expect(notice).not.toBe(VERIFY_NOTICE);
    expect(screen.getByText(notice)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: translateMessage(PAYMENT_METHOD_TEXT.cash.label, language) })).toBeChecked();

    await user.click(screen.getByRole('button', { name: place }));
    const dialog = within(await screen.findByRole('dialog', { name: verifyTitle }));
    expect(dialog.getByRole('textbox', { name: mobile })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: send })).toBeInTheDocument();
  });
});

describe('the order status page', () => {
  const path = `/customer/orders/${order._id}`;
  const answer = ok({ success: true, data: { ...order, status: 'confirmed', customer_name: 'Asha' } });

  it.each([
    {
      language: 'hi' as const,
      heading: 'ऑर्डर ORD-20261124-0001',
      status: 'स्थिति:',
      progress: 'ऑर्डर की प्रगति',
      steps: ['ऑर्डर हो गया', 'दुकान ने कन्फ़र्म किया', 'तैयार हो रहा है', 'तैयार', 'पूरा हुआ'],
      details: ['भुगतान की स्थिति', 'नाम'],
      polling: 'यह पेज हर 15 सेकंड में नई जानकारी देखता है।',
    },
    {
      language: 'ta' as const,
      heading: 'ஆர்டர் ORD-20261124-0001',
      status: 'நிலை:',
      progress: 'ஆர்டர் முன்னேற்றம்',
      steps: ['ஆர்டர் செய்யப்பட்டது', 'கடை உறுதிசெய்தது', 'தயாராகிறது', 'தயார்', 'முடிந்தது'],
      details: ['பணம் செலுத்திய நிலை', 'பெயர்'],
      polling: 'இந்தப் பக்கம் ஒவ்வொரு 15 வினாடிக்கும் புதிய தகவலைப் பார்க்கிறது.',
    },
  ])(
    'reads in $language, the time in India by its locale',
    async ({ language, heading, status, progress, steps, details, polling }) => {
      act(() => setLanguage(language));
      mockHttp({ [`GET /orders/${order._id}`]: answer });
      renderCustomer(path);
      expect(await screen.findByRole('heading', { level: 1, name: heading }, LOAD)).toBeInTheDocument();
      expect(screen.getByText(new RegExp(`^${status}`))).toBeInTheDocument();
      const list = within(screen.getByRole('list', { name: progress }));
      const stepTexts = list
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/\s*\(.*\)$/, '').replace(/^[✓\d]/, ''));
      expect(stepTexts).toEqual(steps);
      for (const term of details) expect(screen.getByText(term)).toBeInTheDocument();
      expect(screen.getByText(polling)).toBeInTheDocument();
      const when = formatInIndia(order.created_at, { dateStyle: 'medium', timeStyle: 'short' }, `${language}-IN`);
      expect(screen.getByText(`${order.shop_name} · ${when}`)).toBeInTheDocument();
      expect(document.title).toMatch(new RegExp(`^${heading}: `));
    },
  );
});

describe('hours and distances', () => {
  // 2026-11-24 is a Tuesday; 10:00 in India is 04:30 UTC.
  const tuesday10am = new Date('2026-11-24T04:30:00Z');
  const week = Array.from({ length: 7 }, (_, day) => ({ day: day as 0, closed: false, open: '09:00', close: '21:30' }));

  it('read the clock and the units of the language; English stays the spec’s', async () => {
    expect(clockTime('21:30', 'en')).toBe('9:30 PM');
    expect(clockTime('21:30', 'hi')).toBe('9:30 pm');
    expect(distanceText(2.34, 'en')).toBe('2.3 km');
    expect(distanceText(2.34, 'hi')).toBe('2.3 कि॰मी॰');
    expect(distanceText(0.45, 'ta')).toBe('450 மீ.');
    act(() => setLanguage('hi'));
    await waitFor(() => expect(todayHours({ openingHours: week }, tuesday10am)).toBe('आज 9:00 am – 9:30 pm'), LOAD);
  });
});
