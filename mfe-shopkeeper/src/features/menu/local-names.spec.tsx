import { act, screen, waitFor, within } from '@testing-library/react';
import { fail, mockHttp, ok, type Route } from '@chowk/api-client/testing';
import { LOCAL_NAME_MESSAGES, type MenuSection, type Product, SHOP_LIMITS } from '@chowk/contracts';
import { setLanguage } from '@chowk/session';
import { readTrialMenu } from '../../data/trial-store';
import { menuItem as item } from '../../testing/menu-fixtures';
import { backToEnglishAfterEach, LOADED } from '../../testing/languages';
import { renderShop, shop } from '../../testing/render-shop';
import { namesPayload } from './local-names';

const snacks: MenuSection = { _id: '5e0000000000000000000001', name: 'Snacks', shop_id: shop._id };
const drinks: MenuSection = {
  _id: '5e0000000000000000000002',
  name: 'Hot Drinks',
  names: { hi: 'गरम पेय' },
  shop_id: shop._id,
};
const samosa = item('5f0000000000000000000001', 'Samosa', snacks, 20, { names: { hi: 'समोसा', ta: 'சமோசா' } });
const chai = item('5f0000000000000000000002', 'Masala Chai', drinks, 15);

function shopData(products: Product[], sections: MenuSection[], extra: Record<string, Route> = {}) {
  return mockHttp({
    [`GET /products/shop/${shop._id}`]: ok({ products }),
    [`GET /menu-sections/shop/${shop._id}`]: ok({ menuSections: sections }),
    [`GET /orders/shop/${shop._id}`]: ok({ success: true, data: { orders: [] } }),
    [`GET /option-groups/shop/${shop._id}`]: ok({ success: true, data: [] }),
    ...extra,
  });
}

/** A dialog's typing on a busy machine (the suite runs in parallel with others). */
const SLOW = 20_000;
const heading = () => screen.findByRole('heading', { level: 1, name: 'Menu Items' });
const dialogNamed = (name: string) => screen.findByRole('dialog', { name });
type User = ReturnType<typeof renderShop>['user'];
/** Opens a disclosure by its summary (a <details>: its fields are there, folded). */
const open = (user: User, scope: HTMLElement, summary: string) => user.click(within(scope).getByText(summary));

backToEnglishAfterEach();
afterEach(() => jest.restoreAllMocks());

describe('an item’s and a section’s names in Hindi and Tamil (the menu editor)', () => {
  it(
    'a new item sends the names given (only those) as `names`; the list shows them under the shop’s own name',
    async () => {
      const kachori = item('5f0000000000000000000009', 'Kachori', snacks, 12, { names: { hi: 'कचौरी' } });
      const http = shopData([], [snacks], { 'POST /products': ok({ product: kachori }, 201) });
      const { user } = renderShop('/shop/products?add=true');
      const dialog = await dialogNamed('Add Product');
      await user.type(within(dialog).getByLabelText('Product name'), 'Kachori');
      await open(user, dialog, 'Names in other languages');
      const hindi = within(dialog).getByLabelText('Name in Hindi');
      expect(hindi).toHaveAttribute('lang', 'hi');
      expect(within(dialog).getByLabelText('Name in Tamil')).toHaveAttribute('lang', 'ta');
      await user.type(hindi, ' कचौरी ');
      await user.type(within(dialog).getByLabelText('Price (₹)'), '12');
      await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(http.made('POST', '/products')[0]?.data).toEqual({
        name: 'Kachori',
        names: { hi: 'कचौरी' },
        shop_id: shop._id,
        menu_section_id: snacks._id,
        price: 12,
      });
      // No section names changed: no section request.
      expect(http.made('PUT', `/menu-sections/${snacks._id}`)).toHaveLength(0);
      const names = await screen.findByTestId('local-names');
      expect(names).toHaveTextContent('कचौरी');
      expect(within(names).getByText('कचौरी')).toHaveAttribute('lang', 'hi');
    },
    SLOW,
  );

  it(
    'an edit starts from the saved names; an emptied one is sent as "" (removed), unchanged names are not sent',
    async () => {
      const http = shopData([samosa, chai], [snacks, drinks], {
        [`PUT /products/${samosa._id}`]: ok({ product: { ...samosa, names: { ta: 'சமோசா' } } }),
        [`PUT /products/${chai._id}`]: ok({ product: { ...chai, price: 16 } }),
      });
      const { user } = renderShop('/shop/products');
      await heading();
      expect(screen.getByText('समोसा')).toBeInTheDocument();
      expect(screen.getByText('சமோசா')).toHaveAttribute('lang', 'ta');

      await user.click(screen.getByRole('button', { name: 'Edit Samosa' }));
      const dialog = await dialogNamed('Edit Product');
      // Saved names: the disclosure starts open.
      expect(within(dialog).getByText('Names in other languages').closest('details')).toHaveAttribute('open');
      expect(within(dialog).getByLabelText('Name in Hindi')).toHaveValue('समोसा');
      expect(within(dialog).getByLabelText('Name in Tamil')).toHaveValue('சமோசா');
      await user.clear(within(dialog).getByLabelText('Name in Hindi'));
      await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(http.made('PUT', `/products/${samosa._id}`)[0]?.data).toMatchObject({ names: { hi: '', ta: 'சமோசா' } });

      await user.click(screen.getByRole('button', { name: 'Edit Masala Chai' }));
      const again = await dialogNamed('Edit Product');
      await user.clear(within(again).getByLabelText('Price (₹)'));
      await user.type(within(again).getByLabelText('Price (₹)'), '16');
      await user.click(within(again).getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(http.made('PUT', `/products/${chai._id}`)[0]?.data).not.toHaveProperty('names');
    },
    SLOW,
  );

  it(
    'checks each name’s length on submit with the contract’s message, under its field',
    async () => {
      const http = shopData([], [snacks]);
      const { user } = renderShop('/shop/products?add=true');
      const dialog = await dialogNamed('Add Product');
      await user.type(within(dialog).getByLabelText('Product name'), 'Samosa');
      await user.type(within(dialog).getByLabelText('Price (₹)'), '20');
      await open(user, dialog, 'Names in other languages');
      const tamil = within(dialog).getByLabelText('Name in Tamil');
      await user.click(tamil);
      await user.paste('க'.repeat(SHOP_LIMITS.productNameMax + 1));
      // Folded again: a refused name opens it by itself.
      await open(user, dialog, 'Names in other languages');
      const disclosure = within(dialog).getByText('Names in other languages').closest('details');
      expect(disclosure).not.toHaveAttribute('open');
      await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
      expect(await within(dialog).findByText(LOCAL_NAME_MESSAGES.tooLong(SHOP_LIMITS.productNameMax))).toBeInTheDocument();
      expect(tamil).toHaveAttribute('aria-invalid', 'true');
      expect(disclosure).toHaveAttribute('open');
      expect(http.made('POST', '/products')).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'a new section takes its names (POST /menu-sections); the chosen section’s names are saved before the item (PUT)',
    async () => {
      const sweets: MenuSection = { _id: 'new-section', name: 'Sweets', names: { ta: 'இனிப்புகள்' }, shop_id: shop._id };
      const http = shopData([chai], [snacks, drinks], {
        'POST /menu-sections': ok({ menuSection: sweets }, 201),
        [`PUT /menu-sections/${drinks._id}`]: ok({
          menuSection: { ...drinks, names: { hi: 'गरम पेय', ta: 'சூடான பானங்கள்' } },
        }),
        [`PUT /products/${chai._id}`]: ok({ product: chai }),
      });
      const { user } = renderShop('/shop/products?add=true');
      const dialog = await dialogNamed('Add Product');
      await user.click(within(dialog).getByRole('button', { name: '+ New section' }));
      await user.type(within(dialog).getByLabelText('New section name'), 'Sweets');
      await open(user, dialog, 'The section’s name in other languages');
      await user.type(within(dialog).getByLabelText('Section name in Tamil'), 'இனிப்புகள்');
      await user.click(within(dialog).getByRole('button', { name: 'Create section' }));
      expect(await within(dialog).findByLabelText('Section')).toHaveValue('new-section');
      expect(http.made('POST', '/menu-sections')[0]?.data).toEqual({
        name: 'Sweets',
        names: { ta: 'இனிப்புகள்' },
        shop_id: shop._id,
      });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

      // An existing section: its saved names, changed here, go with the section's own name.
      await user.click(await screen.findByRole('button', { name: 'Edit Masala Chai' }));
      const edit = await dialogNamed('Edit Product');
      expect(within(edit).getByLabelText('Section name in Hindi')).toHaveValue('गरम पेय');
      expect(within(edit).getByText('Hot Drinks in other languages')).toBeInTheDocument();
      await user.type(within(edit).getByLabelText('Section name in Tamil'), 'சூடான பானங்கள்');
      await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(http.made('PUT', `/menu-sections/${drinks._id}`)[0]?.data).toEqual({
        name: 'Hot Drinks',
        names: { hi: 'गरम पेय', ta: 'சூடான பானங்கள்' },
      });
      expect(http.made('PUT', `/products/${chai._id}`)).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'a section’s names refused by the server show under their field, and the item is not saved',
    async () => {
      const http = shopData([chai], [drinks], {
        [`PUT /menu-sections/${drinks._id}`]: fail(422, {
          message: 'Validation failed',
          errors: { 'names.ta': LOCAL_NAME_MESSAGES.tooLong(SHOP_LIMITS.sectionNameMax) },
        }),
      });
      const { user } = renderShop('/shop/products');
      await heading();
      await user.click(screen.getByRole('button', { name: 'Edit Masala Chai' }));
      const edit = await dialogNamed('Edit Product');
      await user.type(within(edit).getByLabelText('Section name in Tamil'), 'சூடான');
      await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
      expect(await within(edit).findByText(LOCAL_NAME_MESSAGES.tooLong(SHOP_LIMITS.sectionNameMax))).toBeInTheDocument();
      expect(http.made('PUT', `/products/${chai._id}`)).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'a trial keeps the names on this device: items and sections, with no request',
    async () => {
      const http = mockHttp({});
      const { user } = renderShop('/shop/products?add=true', { as: 'trial' });
      const dialog = await dialogNamed('Add Product');
      await user.type(within(dialog).getByLabelText('New section name'), 'Snacks');
      await open(user, dialog, 'The section’s name in other languages');
      await user.type(within(dialog).getByLabelText('Section name in Hindi'), 'नाश्ता');
      await user.type(within(dialog).getByLabelText('Product name'), 'Samosa');
      await open(user, dialog, 'Names in other languages');
      await user.type(within(dialog).getByLabelText('Name in Tamil'), 'சமோசா');
      await user.type(within(dialog).getByLabelText('Price (₹)'), '20');
      await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const { sections, products } = readTrialMenu();
      expect(sections).toMatchObject([{ name: 'Snacks', names: { hi: 'नाश्ता' } }]);
      expect(products).toMatchObject([{ name: 'Samosa', names: { ta: 'சமோசா' } }]);
      expect(screen.getByText('சமோசா')).toBeInTheDocument();
      expect(http.calls).toEqual([]);
    },
    SLOW,
  );

  it(
    'the menu editor speaks Hindi: the disclosure and its fields',
    async () => {
      shopData([samosa], [snacks]);
      act(() => setLanguage('hi'));
      const { user } = renderShop('/shop/products');
      expect(await screen.findByRole('heading', { level: 1, name: 'मेन्यू आइटम' }, LOADED)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Samosa बदलें' }));
      const dialog = await dialogNamed('प्रोडक्ट बदलें');
      expect(within(dialog).getByText('दूसरी भाषाओं में नाम')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('हिन्दी में नाम')).toHaveValue('समोसा');
      expect(within(dialog).getByLabelText('तमिल में नाम')).toHaveValue('சமோசா');
    },
    SLOW,
  );
});

describe('namesPayload', () => {
  it('is absent when nothing changed; a new row sends the given ones; an edit sends both, an emptied one as ""', () => {
    expect(namesPayload({ hi: '', ta: '' })).toBeUndefined();
    expect(namesPayload({ hi: ' समोसा ', ta: '' })).toEqual({ hi: 'समोसा' });
    expect(namesPayload({ hi: 'समोसा', ta: '' }, { hi: 'समोसा' })).toBeUndefined();
    expect(namesPayload({ hi: '', ta: 'சமோசா' }, { hi: 'समोसा' })).toEqual({ hi: '', ta: 'சமோசா' });
    expect(namesPayload({ hi: 'a', ta: '' }, {})).toEqual({ hi: 'a', ta: '' });
  });
});
