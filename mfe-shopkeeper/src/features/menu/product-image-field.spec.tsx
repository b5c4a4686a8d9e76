import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { configureApiClient, storage } from '@chowk/api-client';
import { fail, mockHttp, ok, type Route } from '@chowk/api-client/testing';
import { MEDIA_MESSAGES, planRequiredMessage, type Product, ROLE_SHOPKEEPER, type Shop, STORAGE_KEYS } from '@chowk/contracts';
import { makeStore, signedIn, userLoaded } from '@chowk/store';
import { toast, Toaster } from '@chowk/ui';
import { menuApi } from '../../store/menu.api';
import { renderShop, resetShopTestState, shop, user as owner } from '../../testing/render-shop';
import { ProductImageField } from './product-image-field';

const inAMonth = new Date(Date.now() + 30 * 24 * 3600_000).toISOString();
const pro: Shop = {
  ...shop,
  plan: { id: 'professional', period: 'monthly', started_at: new Date().toISOString(), renews_at: inAMonth },
};
const chai: Product = {
  _id: '5f0000000000000000000001',
  name: 'Masala Chai',
  shop_id: shop._id,
  price: 15,
  section: 'Hot Drinks',
  menu_section_id: { _id: '5e0000000000000000000001', name: 'Hot Drinks' },
  sold_out: false,
  image_url: null,
};
const IMAGE = '/api/images/cc0000000000000000000001';

function renderField(routes: Record<string, Route>, product: Product = chai, owned: Shop = pro) {
  const http = mockHttp({ [`GET /products/shop/${owned._id}`]: ok({ products: [product] }), ...routes });
  const store = makeStore();
  storage.set(STORAGE_KEYS.token, 'test-token');
  store.dispatch(signedIn({ token: 'test-token', role: ROLE_SHOPKEEPER }));
  store.dispatch(userLoaded({ user: owner, role: ROLE_SHOPKEEPER, shop: owned, customer: null }));
  // The menu list as the shop frame loaded it.
  void store.dispatch(menuApi.endpoints.listProducts.initiate(owned._id));
  configureApiClient({ notifyError: (m) => toast.error(m), onUnauthorized: () => undefined });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <ProductImageField product={product} />
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  return { http, store, user: userEvent.setup() };
}

const choose = (file: File) => fireEvent.change(screen.getByLabelText('Item image file'), { target: { files: [file] } });

afterEach(resetShopTestState);

describe("a menu item's image", () => {
  it('uploads the chosen file as the body with its type, shows it and updates the menu list', async () => {
    const saved = { ...chai, image_url: IMAGE };
    const { http, store } = renderField({
      [`PUT /products/${chai._id}/image`]: ok({ product: saved, message: MEDIA_MESSAGES.itemImageSaved }),
    });
    expect(screen.getByText(/No image yet/)).toBeInTheDocument();
    const list = () => menuApi.endpoints.listProducts.select(shop._id)(store.getState() as never).data;
    await waitFor(() => expect(list()).toEqual([chai]));
    const file = new File([new Uint8Array(50)], 'chai.jpg', { type: 'image/jpeg' });
    choose(file);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Masala Chai' })).toHaveAttribute('src', IMAGE));
    const [put] = http.made('PUT', `/products/${chai._id}/image`);
    expect(put.data).toBe(file);
    expect(put.headers['Content-Type']).toBe('image/jpeg');
    await waitFor(() => expect(list()?.find((p) => p._id === chai._id)?.image_url).toBe(IMAGE));
    expect(await screen.findByText(MEDIA_MESSAGES.itemImageSaved)).toBeInTheDocument();
  });

  it('removes the image', async () => {
    const { http, user } = renderField(
      {
        [`DELETE /products/${chai._id}/image`]: ok({
          product: { ...chai, image_url: null },
          message: MEDIA_MESSAGES.itemImageRemoved,
        }),
      },
      { ...chai, image_url: IMAGE },
    );
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(await screen.findByText(/No image yet/)).toBeInTheDocument();
    expect(http.made('DELETE', `/products/${chai._id}/image`)).toHaveLength(1);
  });

  it('refuses another type before sending; shows the limit message of the server', async () => {
    const { http } = renderField({
      [`PUT /products/${chai._id}/image`]: fail(422, { message: MEDIA_MESSAGES.itemImageLimit, errors: {} }),
    });
    choose(new File(['x'], 'a.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText(MEDIA_MESSAGES.unsupportedType)).toBeInTheDocument();
    expect(http.calls.filter((c) => !c.url.startsWith('/products/shop/'))).toEqual([]);
    choose(new File([new Uint8Array(10)], 'a.png', { type: 'image/png' }));
    const field = screen.getByRole('group', { name: 'Item image' });
    expect(await within(field).findByRole('alert')).toHaveTextContent(MEDIA_MESSAGES.itemImageLimit);
  });

  it('a shop without Professional sees it locked, with the way to the plans', () => {
    renderField({}, chai, shop);
    expect(screen.getByText(planRequiredMessage('item_images'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/shop/dashboard?show-subscription-plan=true',
    );
    expect(screen.queryByLabelText('Item image file')).not.toBeInTheDocument();
  });

  it('the trial has no item images: the edit dialog shows no image field', async () => {
    mockHttp({});
    const { user } = renderShop('/shop/products', { as: 'trial' });
    await screen.findByRole('heading', { level: 1, name: 'Menu Items' });
    const add =
      screen.queryByRole('button', { name: 'Add your first product' }) ?? screen.getByRole('button', { name: 'Add Product' });
    await user.click(add);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText('Item image')).not.toBeInTheDocument();
    expect(screen.queryByTestId('item-image-locked')).not.toBeInTheDocument();
  });

  it('the menu list shows a thumbnail; the edit dialog of a shop without the plan shows the locked note', async () => {
    mockHttp({
      [`GET /products/shop/${shop._id}`]: ok({ products: [{ ...chai, image_url: IMAGE }] }),
      [`GET /menu-sections/shop/${shop._id}`]: ok({
        menuSections: [{ _id: '5e0000000000000000000001', name: 'Hot Drinks', shop_id: shop._id, order: 1 }],
      }),
      [`GET /orders/shop/${shop._id}`]: ok({ success: true, data: { orders: [] } }),
    });
    const { user } = renderShop('/shop/products');
    expect(await screen.findByTestId('item-thumbnail')).toHaveAttribute('src', IMAGE);
    await user.click(screen.getByRole('button', { name: 'Edit Masala Chai' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('item-image-locked')).toHaveTextContent(planRequiredMessage('item_images'));
  });
});
