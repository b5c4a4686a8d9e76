import { screen, waitFor, within } from '@testing-library/react';
import { fail, mockHttp, NEVER, ok, type Route } from '@chowk/api-client/testing';
import { type Product, PRODUCT_TOAST_MS, SHOP_SUCCESS, SHOP_VALIDATION as V } from '@chowk/contracts';
import { toast } from '@chowk/ui';
import { readTrialMenu } from '../../data/trial-store';
import { menuItem as item } from '../../testing/menu-fixtures';
import { renderShop, resetShopTestState, shop } from '../../testing/render-shop';

const snacks = { _id: '5e0000000000000000000001', name: 'Snacks', shop_id: shop._id };
const drinks = { _id: '5e0000000000000000000002', name: 'Hot Drinks', shop_id: shop._id };
const samosa = item('5f0000000000000000000001', 'Samosa', snacks, 20, { description: 'Crisp and SPICY' });
const chai = item('5f0000000000000000000002', 'Masala Chai', drinks, 15, { description: 'With ginger' });

function shopData(products: Product[], sections = [snacks, drinks], extra: Record<string, Route> = {}) {
  return mockHttp({
    [`GET /products/shop/${shop._id}`]: ok({ products }),
    [`GET /menu-sections/shop/${shop._id}`]: ok({ menuSections: sections }),
    [`GET /orders/shop/${shop._id}`]: ok({ success: true, data: { orders: [] } }),
    // The item dialog's Options read the shop's option groups.
    [`GET /option-groups/shop/${shop._id}`]: ok({ success: true, data: [] }),
    ...extra,
  });
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Menu Items' });
const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  resetShopTestState();
  jest.restoreAllMocks();
  delete (window as Partial<Window>).matchMedia;
});

describe('the Menu Items screen', () => {
  it('first use: no filter, an empty state with its Add Product; ?add=true opens the dialog once', async () => {
    shopData([], []);
    const { user } = renderShop('/shop/products?add=true');
    expect(await screen.findByRole('dialog', { name: 'Add Product' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/shop/products'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Your menu is empty')).toBeInTheDocument();
    expect(screen.queryByLabelText('Section')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add your first product' }));
    // No sections yet: the dialog starts on a new section.
    expect(
      within(await screen.findByRole('dialog', { name: 'Add Product' })).getByLabelText('New section name'),
    ).toBeInTheDocument();
  });

  it('lists items with section, price in rupees and availability; search covers name and description, any case', async () => {
    shopData([samosa, chai]);
    const { user } = renderShop('/shop/products');
    await heading();
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['SamosaCrisp and SPICY', 'Snacks', '₹20.00'],
      ['Masala ChaiWith ginger', 'Hot Drinks', '₹15.00'],
    ]);
    // The table's scrolling box is a tab stop, a region named as the table (axe scrollable-region-focusable).
    const box = screen.getByRole('region', { name: 'Menu items' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(within(box).getByRole('table', { name: 'Menu items' })).toBeInTheDocument();
    const search = screen.getByLabelText('Search menu items');
    await user.type(search, 'spicy');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('Samosa')).toBeInTheDocument();
    expect(screen.getByText('1 item')).toHaveAttribute('role', 'status');
    await user.clear(search);
    await user.type(search, 'CHAI');
    expect(screen.getByText('Masala Chai')).toBeInTheDocument();
    expect(screen.queryByText('Samosa')).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'biryani');
    expect(screen.getByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Try a different search term')).toBeInTheDocument();
  });

  it('shows the section filter only when items exist or a filter is active', async () => {
    shopData([samosa], [snacks, drinks], { [`DELETE /products/${samosa._id}`]: ok({ message: 'Product deleted successfully' }) });
    const { user } = renderShop('/shop/products');
    await heading();
    const filter = screen.getByLabelText('Section');
    await user.selectOptions(filter, drinks._id);
    expect(screen.getByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('This section has no items yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all sections' }));
    await user.selectOptions(filter, snacks._id);
    expect(screen.getByText('Samosa')).toBeInTheDocument();

    // The last item goes while the filter is on: the filter stays, so it can be turned off.
    await user.click(screen.getByRole('button', { name: 'Delete Samosa' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete product' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByText('Samosa')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Section')).toHaveValue(snacks._id);
    await user.selectOptions(screen.getByLabelText('Section'), '');
    expect(screen.queryByLabelText('Section')).not.toBeInTheDocument();
  });

  it('checks every rule on submit with the spec texts, makes a section inline, and adds the item (3 s toast)', async () => {
    const success = jest.spyOn(toast, 'success');
    const created = item('5f0000000000000000000009', 'Kachori', { ...snacks, _id: 'new-section', name: 'Sweets' }, 12.5);
    const http = shopData([], [snacks], {
      'POST /menu-sections': ok({ menuSection: { _id: 'new-section', name: 'Sweets', shop_id: shop._id } }, 201),
      'POST /products': ok({ product: created }, 201),
    });
    const { user } = renderShop('/shop/products');
    await heading();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    // Nothing is checked while typing; everything on submit.
    await user.selectOptions(within(dialog).getByLabelText('Section'), '');
    await user.type(within(dialog).getByLabelText('Price (₹)'), '0.5');
    expect(within(dialog).queryByText(V.priceTooLow)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await within(dialog).findByText(V.productNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(V.sectionRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(V.priceTooLow)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Product name')).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('button', { name: '+ New section' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create section' }));
    expect(await within(dialog).findByText(V.sectionNameRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('New section name'), 'Sweets');
    await user.click(within(dialog).getByRole('button', { name: 'Create section' }));
    expect(await within(dialog).findByLabelText('Section')).toHaveValue('new-section');
    expect(http.made('POST', '/menu-sections')[0]?.data).toEqual({ name: 'Sweets', shop_id: shop._id });
    expect(success).toHaveBeenCalledWith(SHOP_SUCCESS.sectionCreated, PRODUCT_TOAST_MS.success);

    await user.type(within(dialog).getByLabelText('Product name'), '  Kachori ');
    await user.clear(within(dialog).getByLabelText('Price (₹)'));
    await user.type(within(dialog).getByLabelText('Price (₹)'), '12.5');
    await user.type(within(dialog).getByLabelText('Description (optional)'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(http.made('POST', '/products')[0]?.data).toEqual({
      name: 'Kachori',
      shop_id: shop._id,
      menu_section_id: 'new-section',
      price: 12.5,
    });
    expect(success).toHaveBeenCalledWith(SHOP_SUCCESS.productAdded, PRODUCT_TOAST_MS.success);
    expect(screen.getByText('₹12.50')).toBeInTheDocument();
    expect(screen.getByLabelText('Section')).toBeInTheDocument(); // items exist now
  });

  it('a section name typed but not created is created by Add Product itself', async () => {
    const http = shopData([], [], {
      'POST /menu-sections': ok({ menuSection: { _id: 'new-section', name: 'Snacks', shop_id: shop._id } }, 201),
      'POST /products': ok({ product: item('p9', 'Samosa', { ...snacks, _id: 'new-section' }, 20) }, 201),
    });
    const { user } = renderShop('/shop/products?add=true');
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await within(dialog).findByText(V.sectionRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('New section name'), 'Snacks');
    await user.type(within(dialog).getByLabelText('Product name'), 'Samosa');
    await user.type(within(dialog).getByLabelText('Price (₹)'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(http.made('POST', '/products')[0]?.data).toMatchObject({ menu_section_id: 'new-section' });
  });

  it('puts server field errors on their fields and keeps the dialog open; a duplicate section shows on its field', async () => {
    const error = jest.spyOn(toast, 'error');
    shopData([], [snacks], {
      'POST /products': fail(422, { message: 'Validation failed', errors: { price: V.pricePrecision } }),
      'POST /menu-sections': fail(409, { message: 'A section with this name already exists' }),
    });
    const { user } = renderShop('/shop/products?add=true');
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    await user.type(within(dialog).getByLabelText('Product name'), 'Samosa');
    await user.type(within(dialog).getByLabelText('Price (₹)'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await within(dialog).findByText(V.pricePrecision)).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: '+ New section' }));
    await user.type(within(dialog).getByLabelText('New section name'), 'snacks');
    await user.click(within(dialog).getByRole('button', { name: 'Create section' }));
    expect(await within(dialog).findByText('A section with this name already exists')).toBeInTheDocument();
  });

  it('a failed save without field messages says so in the dialog and in a 5 s toast', async () => {
    const error = jest.spyOn(toast, 'error');
    shopData([], [snacks], { 'POST /products': fail(500) });
    const { user } = renderShop('/shop/products?add=true');
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    await user.type(within(dialog).getByLabelText('Product name'), 'Samosa');
    await user.type(within(dialog).getByLabelText('Price (₹)'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    const text = 'Failed to save product: Server error. Please try again later.';
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(text, PRODUCT_TOAST_MS.error);
  });

  it('edits an item from its own values', async () => {
    const http = shopData([samosa, chai], [snacks, drinks], {
      [`PUT /products/${samosa._id}`]: ok({ product: { ...samosa, name: 'Samosa (2 pcs)', price: 25, description: undefined } }),
    });
    const { user } = renderShop('/shop/products');
    await heading();
    await user.click(screen.getByRole('button', { name: 'Edit Samosa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    expect(within(dialog).getByLabelText('Product name')).toHaveValue('Samosa');
    expect(within(dialog).getByLabelText('Section')).toHaveValue(snacks._id);
    expect(within(dialog).getByLabelText('Price (₹)')).toHaveValue(20);
    expect(within(dialog).getByLabelText('Description (optional)')).toHaveValue('Crisp and SPICY');
    await user.clear(within(dialog).getByLabelText('Product name'));
    await user.type(within(dialog).getByLabelText('Product name'), 'Samosa (2 pcs)');
    await user.clear(within(dialog).getByLabelText('Price (₹)'));
    await user.type(within(dialog).getByLabelText('Price (₹)'), '25');
    await user.clear(within(dialog).getByLabelText('Description (optional)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(http.made('PUT', `/products/${samosa._id}`)[0]?.data).toEqual({
      name: 'Samosa (2 pcs)',
      shop_id: shop._id,
      menu_section_id: snacks._id,
      price: 25,
    });
    expect(screen.getByText('₹25.00')).toBeInTheDocument();
  });

  it('asks before deleting, naming the item; a failure keeps the question open', async () => {
    const http = shopData([samosa, chai], [snacks, drinks], { [`DELETE /products/${chai._id}`]: fail(500) });
    const { user } = renderShop('/shop/products');
    await heading();
    await user.click(screen.getByRole('button', { name: 'Delete Masala Chai' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete product' });
    expect(confirm).toHaveTextContent('Delete Masala Chai from your menu?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(http.made('DELETE', `/products/${chai._id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Masala Chai' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete product' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await within(confirm).findByText('Failed to delete product: Server error. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Masala Chai')).toBeInTheDocument();

    http.routes[`DELETE /products/${chai._id}`] = ok({ message: 'Product deleted successfully' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Masala Chai')).not.toBeInTheDocument());
    expect(await screen.findByText(SHOP_SUCCESS.productDeleted)).toBeInTheDocument();
  });

  it('sold out: flips at once and takes no second press before the answer', async () => {
    const path = `PATCH /products/${samosa._id}/availability`;
    const http = shopData([samosa], [snacks], { [path]: NEVER });
    const { user } = renderShop('/shop/products');
    await heading();
    const available = screen.getByRole('switch', { name: 'Samosa available' });
    expect(available).toBeChecked();
    await user.click(available);
    // Before the answer (the store tells the page on its next frame: RTK Query's actions are batched).
    await waitFor(() => expect(available).not.toBeChecked());
    expect(available).toBeDisabled();
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(http.made('PATCH', `/products/${samosa._id}/availability`).map((c) => c.data)).toEqual([{ sold_out: true }]);
  });

  it('sold out: rolled back on failure, kept on success', async () => {
    const error = jest.spyOn(toast, 'error');
    const path = `PATCH /products/${samosa._id}/availability`;
    const http = shopData([samosa], [snacks], { [path]: fail(500) });
    const { user } = renderShop('/shop/products');
    await heading();
    await user.click(screen.getByRole('switch', { name: 'Samosa available' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Samosa available' })).toBeChecked());
    expect(error).toHaveBeenCalledWith('Failed to save product: Server error. Please try again later.', PRODUCT_TOAST_MS.error);
    expect(screen.queryByText('Sold out')).not.toBeInTheDocument();

    http.routes[path] = ok({ product: { ...samosa, sold_out: true } });
    await user.click(screen.getByRole('switch', { name: 'Samosa available' }));
    expect(await screen.findByText(SHOP_SUCCESS.markedSoldOut('Samosa'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Samosa available' })).not.toBeChecked());
  });

  it('on a phone the table becomes a list of cards', async () => {
    // jsdom has no matchMedia: this one answers as a 390 px wide phone.
    window.matchMedia = (query: string) =>
      ({
        matches: query === '(max-width: 639px)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
    shopData([samosa, { ...chai, sold_out: true }]);
    renderShop('/shop/products');
    await heading();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Menu items' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[1]).toHaveTextContent('Masala ChaiSold out₹15.00Hot DrinksWith ginger');
    expect(within(cards[1]!).getByRole('switch', { name: 'Masala Chai available' })).not.toBeChecked();
    expect(within(cards[1]!).getByRole('button', { name: 'Edit Masala Chai' })).toBeInTheDocument();
  });
});

describe('the Menu Items screen in a trial', () => {
  it('works on this device with no request: section, item, edit, sold out, delete', async () => {
    const http = mockHttp({});
    const { user } = renderShop('/shop/products', { as: 'trial' });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Add your first product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    await user.type(within(dialog).getByLabelText('New section name'), 'Hot Drinks');
    await user.click(within(dialog).getByRole('button', { name: 'Create section' }));
    expect(await within(dialog).findByLabelText('Section')).toHaveValue(readTrialMenu().sections[0]?._id);
    expect(readTrialMenu().sections).toEqual([expect.objectContaining({ name: 'Hot Drinks', order: 1 })]);
    await user.type(within(dialog).getByLabelText('Product name'), 'Masala Chai');
    await user.type(within(dialog).getByLabelText('Price (₹)'), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('₹15.00')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Masala Chai available' }));
    await waitFor(() => expect(readTrialMenu().products[0]?.sold_out).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Edit Masala Chai' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Product' });
    await user.clear(within(edit).getByLabelText('Price (₹)'));
    await user.type(within(edit).getByLabelText('Price (₹)'), '18');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('₹18.00')).toBeInTheDocument();
    expect(readTrialMenu().products[0]).toMatchObject({ price: 18, sold_out: true });

    await user.click(screen.getByRole('button', { name: 'Delete Masala Chai' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete product' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(readTrialMenu().products).toEqual([]));
    // Nothing about the menu went over the network (the category dialog may read categories).
    expect(http.calls.filter((c) => /products|menu-sections|orders/.test(c.url))).toEqual([]);
  });
});
