import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { configureApiClient, storage } from '@chowk/api-client';
import { fail, mockHttp, NEVER, ok, type Route } from '@chowk/api-client/testing';
import { IMAGE_MAX_BYTES, MEDIA_MESSAGES, planRequiredMessage, ROLE_SHOPKEEPER, type Shop, STORAGE_KEYS } from '@chowk/contracts';
import { makeStore, selectSession, selectShop, signedIn, useAppSelector, userLoaded } from '@chowk/store';
import { toast, Toaster } from '@chowk/ui';
import { renderShop, resetShopTestState, shop, user as owner } from '../../testing/render-shop';
import { PLANS_PATH, ShopLookSection } from './shop-look-section';

const inAMonth = new Date(Date.now() + 30 * 24 * 3600_000).toISOString();
const pro: Shop = {
  ...shop,
  plan: { id: 'professional', period: 'monthly', started_at: new Date().toISOString(), renews_at: inAMonth },
  branding: { logo_url: null, banner_url: '/api/images/bb0000000000000000000001', theme_color: null },
};
const LOGO = '/api/images/bb0000000000000000000002';

/** The section alone, for a signed-in Professional shop, in a real store with the real API client. */
function renderSection(routes: Record<string, Route>, start: Shop = pro) {
  const http = mockHttp(routes);
  const store = makeStore();
  storage.set(STORAGE_KEYS.token, 'test-token');
  store.dispatch(signedIn({ token: 'test-token', role: ROLE_SHOPKEEPER }));
  store.dispatch(userLoaded({ user: owner, role: ROLE_SHOPKEEPER, shop: start, customer: null }));
  configureApiClient({ notifyError: (m) => toast.error(m), onUnauthorized: () => undefined });
  // The section reads the shop as a prop, as the page gives it from the session.
  function Connected() {
    return <ShopLookSection shop={useAppSelector(selectShop) ?? start} />;
  }
  render(
    <Provider store={store}>
      <MemoryRouter>
        <Connected />
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  return { http, store, user: userEvent.setup() };
}

const png = (bytes = 100) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });
const choose = (label: string, file: File) => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

afterEach(resetShopTestState);

describe('Shop look (settings)', () => {
  it('a registered shop without Professional sees it locked: what it gives and the way to the plans', async () => {
    mockHttp({
      [`GET /products/shop/${shop._id}`]: ok({ products: [] }),
      [`GET /menu-sections/shop/${shop._id}`]: ok({ menuSections: [] }),
      [`GET /orders/shop/${shop._id}`]: ok({ success: true, data: { orders: [] } }),
      'GET /categories': ok({ categories: [], page: 1, limit: 100, total: 0, hasMore: false }),
      'GET /areas/all': ok({ areas: [], page: 1, limit: 100, total: 0, hasMore: false }),
    });
    renderShop('/shop/settings');
    const section = (await screen.findByRole('heading', { level: 2, name: /Shop look/ })).closest('section') as HTMLElement;
    expect(within(section).getByText(planRequiredMessage('custom_shop'))).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', PLANS_PATH);
    expect(screen.queryByLabelText('Logo image file')).not.toBeInTheDocument();
  });

  it('uploads a logo as the raw file with its type, shows it, and refreshes the session shop', async () => {
    const saved: Shop = { ...pro, branding: { ...pro.branding!, logo_url: LOGO } };
    const { http, store } = renderSection({
      [`PUT /shops/${pro._id}/logo`]: ok({ shop: saved, message: MEDIA_MESSAGES.logoSaved }),
      'GET /auth/me': ok({ user: owner, role: 'shopkeeper', shop: saved, customer: null }),
    });
    expect(screen.getByText('No logo yet.')).toBeInTheDocument();
    const file = png();
    choose('Logo image file', file);
    await waitFor(() => expect(screen.getByRole('img', { name: "Your shop's logo" })).toHaveAttribute('src', LOGO));
    const [put] = http.made('PUT', `/shops/${pro._id}/logo`);
    expect(put.data).toBe(file);
    expect(put.headers['Content-Type']).toBe('image/png');
    expect(await screen.findByText(MEDIA_MESSAGES.logoSaved)).toBeInTheDocument();
    await waitFor(() => expect((selectSession(store.getState()).shop as Shop).branding?.logo_url).toBe(LOGO));
    expect(screen.getByRole('button', { name: 'Replace logo' })).toBeInTheDocument();
  });

  it('is busy while uploading', async () => {
    renderSection({ [`PUT /shops/${pro._id}/logo`]: NEVER });
    choose('Logo image file', png());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload logo' })).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('progressbar', { name: 'Uploading logo' })).toBeInTheDocument();
  });

  it('checks the type and the size before sending anything', async () => {
    const { http } = renderSection({});
    choose('Banner image file', new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findByText(MEDIA_MESSAGES.unsupportedType)).toBeInTheDocument();
    const big = png();
    Object.defineProperty(big, 'size', { value: IMAGE_MAX_BYTES + 1 });
    choose('Banner image file', big);
    expect(await screen.findByText(MEDIA_MESSAGES.tooLarge)).toBeInTheDocument();
    expect(http.calls).toEqual([]);
  });

  it("shows the server's refusal (402, 422)", async () => {
    renderSection({ [`PUT /shops/${pro._id}/logo`]: fail(402, { message: planRequiredMessage('custom_shop') }) });
    choose('Logo image file', png());
    const logoField = screen.getByRole('group', { name: 'Logo' });
    expect(await within(logoField).findByRole('alert')).toHaveTextContent(planRequiredMessage('custom_shop'));
  });

  it('removes the banner', async () => {
    const saved: Shop = { ...pro, branding: { ...pro.branding!, banner_url: null } };
    const { http, user } = renderSection({
      [`DELETE /shops/${pro._id}/banner`]: ok({ shop: saved, message: MEDIA_MESSAGES.bannerRemoved }),
      'GET /auth/me': ok({ user: owner, role: 'shopkeeper', shop: saved, customer: null }),
    });
    await user.click(screen.getByRole('button', { name: 'Remove banner' }));
    expect(await screen.findByText('No banner yet.')).toBeInTheDocument();
    expect(http.made('DELETE', `/shops/${pro._id}/banner`)).toHaveLength(1);
  });

  it('saves a suggested theme colour, with a readable sample', async () => {
    const saved: Shop = { ...pro, branding: { ...pro.branding!, theme_color: '#047857' } };
    const { http, user } = renderSection({
      [`PATCH /shops/${pro._id}/theme`]: ok({ shop: saved, message: MEDIA_MESSAGES.themeSaved }),
      'GET /auth/me': ok({ user: owner, role: 'shopkeeper', shop: saved, customer: null }),
    });
    expect(screen.getByRole('button', { name: 'Save colour' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Colour #047857' }));
    expect(screen.getByRole('button', { name: 'Colour #047857' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('theme-sample')).toHaveStyle({ color: '#ffffff' });
    await user.click(screen.getByRole('button', { name: 'Save colour' }));
    expect(await screen.findByText(MEDIA_MESSAGES.themeSaved)).toBeInTheDocument();
    expect(http.made('PATCH', `/shops/${pro._id}/theme`)[0].data).toEqual({ theme_color: '#047857' });
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'Save colour' })).toBeDisabled();
  });
});
