import { act, screen, waitFor, within } from '@testing-library/react';
import { mockHttp, ok, type Route } from '@chowk/api-client/testing';
import { SHOP_SUCCESS } from '@chowk/contracts';
import { setLanguage } from '@chowk/session';
import { soldOutChai } from '../../testing/menu-fixtures';
import { backToEnglishAfterEach, LOADED } from '../../testing/languages';
import { renderShop, shop } from '../../testing/render-shop';

function settingsHttp(extra: Record<string, Route> = {}) {
  return mockHttp({
    [`GET /products/shop/${shop._id}`]: ok({ products: [soldOutChai] }),
    [`GET /menu-sections/shop/${shop._id}`]: ok({ menuSections: [] }),
    [`GET /orders/shop/${shop._id}`]: ok({ success: true, data: { orders: [] } }),
    'GET /categories': ok({
      categories: [{ _id: shop.category_id, name: 'Tea Stall' }],
      page: 1,
      limit: 100,
      total: 1,
      hasMore: false,
    }),
    'GET /areas/all': ok({ areas: [], page: 1, limit: 100, total: 0, hasMore: false }),
    ...extra,
  });
}

/** Rendering a whole settings page in a language loaded on demand: slow on a busy machine. */
const SLOW = 20_000;

backToEnglishAfterEach();

describe('/shop/settings in Hindi and Tamil', () => {
  it(
    'speaks Hindi: headings, fields, sections and buttons; the shop’s own words stay its own',
    async () => {
      settingsHttp();
      act(() => setLanguage('hi'));
      renderShop('/shop/settings');
      expect(await screen.findByRole('heading', { level: 1, name: 'दुकान की सेटिंग्स' }, LOADED)).toBeInTheDocument();
      for (const title of ['ग्राहक क्या देखते हैं', 'जानकारी', 'खुलने का समय', 'ऑर्डर', 'लोकेशन', 'खत्म हुए आइटम']) {
        expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      }
      expect(screen.getByLabelText('दुकान का नाम')).toHaveValue(shop.name);
      expect(screen.getByRole('button', { name: 'सेटिंग्स सेव करें' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'सोमवार का समय सभी दिनों पर लगाएँ' })).toBeInTheDocument();
      expect(screen.getByRole('switch', { name: 'हम डिलीवरी करते हैं' })).not.toBeChecked();
      expect(within(screen.getByTestId('delivery-terms')).getByRole('heading', { name: 'डिलीवरी की शर्तें' })).toBeInTheDocument();
      const billing = screen.getByTestId('billing-settings');
      expect(within(billing).getByRole('heading', { level: 2, name: 'भुगतान और बिल' })).toBeInTheDocument();
      expect(within(billing).getByLabelText('पाने वाले का नाम')).toHaveValue(shop.name);
      // A sold-out item keeps its name; its switch says the rest in Hindi.
      expect(screen.getByRole('switch', { name: 'Masala Chai उपलब्ध' })).not.toBeChecked();
      expect(screen.getByRole('link', { name: 'दुकान का पोस्टर प्रिंट करें' })).toHaveAttribute('href', '/shop/poster');
    },
    SLOW,
  );

  it(
    'speaks Tamil, says what is not saved yet, and saves the same request as in English',
    async () => {
      const http = settingsHttp({
        [`PATCH /shops/${shop._id}`]: (req) =>
          ok({ shop: { ...shop, ...(req.data as object) }, message: SHOP_SUCCESS.settingsSaved }),
        'GET /auth/me': ok({ user: null, role: 'shopkeeper', shop, customer: null }),
      });
      act(() => setLanguage('ta'));
      const { user } = renderShop('/shop/settings');
      expect(await screen.findByRole('heading', { level: 1, name: 'கடை அமைப்புகள்' }, LOADED)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'கட்டணங்களும் பில்களும்' })).toBeInTheDocument();
      await user.type(screen.getByLabelText('முகவரி'), '12, MG Road');
      expect(screen.getByText(/\(இன்னும் சேமிக்கவில்லை\)/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'மாற்றங்களைக் கைவிடு' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'அமைப்புகளைச் சேமி' }));
      await waitFor(() => expect(http.made('PATCH', `/shops/${shop._id}`)).toHaveLength(1));
      expect(http.made('PATCH', `/shops/${shop._id}`)[0]?.data).toMatchObject({ name: shop.name, address: '12, MG Road' });
    },
    SLOW,
  );
});
