import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QRCodeSVG } from 'qrcode.react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { configureApiClient, storage } from '@chowk/api-client';
import { fail, mockHttp, NEVER, ok } from '@chowk/api-client/testing';
import {
  ACCOUNT_TYPE_FREE_TRIAL,
  BILLING_MESSAGES as M,
  COMPOSITION_DECLARATION,
  ROLE_SHOPKEEPER,
  type Shop,
  type ShopBilling,
  STORAGE_KEYS,
} from '@chowk/contracts';
import { accountTypeSet, makeStore, selectSession, signedIn, userLoaded } from '@chowk/store';
import { toast, Toaster } from '@chowk/ui';
import { TRIAL_BILLING_KEY, trialShop } from '../../data/trial-store';
import { renderShop, resetShopTestState, shop as baseShop, user as owner } from '../../testing/render-shop';
import { BillingSection } from './billing-section';
import { UPI_QR } from './upi-qr';

const putPath = `PUT /shops/${baseShop._id}/billing`;
/** Valid GSTINs (their check characters worked out by the GSTN's rule): Karnataka's and Maharashtra's. */
const GSTIN_KA = '29AAPFU0939F1ZR';
const GSTIN_MH = '27AAPFU0939F1ZV';

/** The section alone, for a signed-in shopkeeper whose session holds `shop`, or a trial. */
function renderSection(shop: Shop, { trial = false }: { trial?: boolean } = {}) {
  const store = makeStore();
  if (trial) {
    storage.set(STORAGE_KEYS.accountType, ACCOUNT_TYPE_FREE_TRIAL);
    store.dispatch(accountTypeSet(ACCOUNT_TYPE_FREE_TRIAL));
  } else {
    storage.set(STORAGE_KEYS.token, 'test-token');
    store.dispatch(signedIn({ token: 'test-token', role: ROLE_SHOPKEEPER }));
    store.dispatch(userLoaded({ user: owner, role: ROLE_SHOPKEEPER, shop, customer: null }));
  }
  configureApiClient({ notifyError: (m) => toast.error(m), onUnauthorized: () => undefined });
  const view = render(
    <Provider store={store}>
      <MemoryRouter>
        <BillingSection shop={shop} />
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  return { store, user: userEvent.setup(), ...view };
}

const upiId = () => screen.getByLabelText('UPI ID');
const payee = () => screen.getByLabelText('Payee name');
const gstin = () => screen.getByLabelText('GSTIN');
const scheme = (label: string) => screen.getByRole('radio', { name: label });
const save = () => screen.getByRole('button', { name: 'Save payment settings' });
const billKind = () => screen.getByTestId('bill-kind');
/** The QR modules as path data: two codes draw the same paths only when they carry the same text. */
const qrPaths = (svg: Element) => Array.from(svg.querySelectorAll('path')).map((p) => p.getAttribute('d'));

afterEach(() => {
  resetShopTestState();
  jest.restoreAllMocks();
});

describe('Payments and bills in the settings (docs/product.md "UPI payments and bills")', () => {
  it('a shop that never set them: no UPI ID, the payee is the shop’s name, not registered for GST (receipts); nothing sent', () => {
    const http = mockHttp({});
    renderSection(baseShop);
    expect(screen.getByRole('heading', { level: 2, name: 'Payments and bills' })).toBeInTheDocument();
    expect(upiId()).toHaveValue('');
    expect(upiId()).toHaveAccessibleDescription(
      'Where customers pay you, as your UPI app shows it. Empty: customers are not offered UPI.',
    );
    expect(payee()).toHaveValue(baseShop.name);
    expect(scheme('Not registered for GST')).toBeChecked();
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Not registered for GST',
      'Composition scheme',
      'Registered (regular GST)',
    ]);
    expect(screen.queryByLabelText('GSTIN')).not.toBeInTheDocument();
    expect(billKind()).toHaveTextContent('Every order gets a Receipt.');
    expect(save()).toBeDisabled();
    expect(http.calls).toEqual([]);
  });

  it('shows saved settings; the GSTIN is asked for composition and regular only, and says what the bills will be', async () => {
    mockHttp({});
    const billing: ShopBilling = {
      upi_id: 'sharma.tea@okhdfcbank',
      payee_name: 'Sharma Tea',
      gst_scheme: 'composition',
      gstin: GSTIN_KA,
    };
    const { user } = renderSection({ ...baseShop, billing });
    expect(upiId()).toHaveValue('sharma.tea@okhdfcbank');
    expect(payee()).toHaveValue('Sharma Tea');
    expect(scheme('Composition scheme')).toBeChecked();
    expect(gstin()).toHaveValue(GSTIN_KA);
    expect(billKind()).toHaveTextContent(
      'Every order gets a Bill of Supply. Your orders carry no tax: customers pay the prices on your menu.',
    );
    await user.click(scheme('Registered (regular GST)'));
    expect(billKind()).toHaveTextContent('Every order gets a Tax Invoice with your GSTIN, the tax split into CGST and SGST.');
    expect(screen.getByText('Your bills (not saved yet)')).toBeInTheDocument();
    await user.click(scheme('Not registered for GST'));
    expect(screen.queryByLabelText('GSTIN')).not.toBeInTheDocument();
    expect(billKind()).toHaveTextContent('Every order gets a Receipt.');
    expect(billKind()).not.toHaveTextContent(COMPOSITION_DECLARATION);
  });

  it("checks them by the contract's rule before sending, each message under its field; typing takes it away", async () => {
    const http = mockHttp({});
    const { user } = renderSection(baseShop);
    await user.type(upiId(), 'sharma tea');
    await user.clear(payee());
    await user.click(scheme('Composition scheme'));
    expect(gstin()).toHaveValue('');
    await user.click(save());
    expect(await screen.findByText(M.upiIdInvalid)).toBeInTheDocument();
    expect(upiId()).toHaveAttribute('aria-invalid', 'true');
    expect(upiId()).toHaveAccessibleDescription(M.upiIdInvalid);
    expect(payee()).toHaveAccessibleDescription(M.payeeNameRequired);
    expect(gstin()).toHaveAccessibleDescription(M.gstinRequired);
    expect(http.calls).toEqual([]);

    // The GSTIN's own checks: its length, its shape, its check character (typed lower-case, kept upper-case).
    await user.type(gstin(), '27aapf');
    expect(gstin()).toHaveValue('27AAPF');
    expect(gstin()).not.toHaveAttribute('aria-invalid');
    await user.click(save());
    expect(await screen.findByText(M.gstinLength)).toBeInTheDocument();
    await user.clear(gstin());
    await user.type(gstin(), '27AAPFU0939F1ZA');
    await user.click(save());
    expect(gstin()).toHaveAccessibleDescription(M.gstinCheck);
    await user.clear(gstin());
    await user.type(gstin(), '99AAPFU0939F1ZV');
    await user.click(save());
    expect(gstin()).toHaveAccessibleDescription(M.gstinState);
    await user.clear(gstin());
    await user.type(gstin(), GSTIN_MH);
    await user.clear(upiId());
    await user.type(upiId(), 'sharma.tea@okhdfcbank');
    expect(upiId()).not.toHaveAttribute('aria-invalid');
    await user.click(save());
    expect(gstin()).not.toHaveAttribute('aria-invalid');
    expect(payee()).toHaveAccessibleDescription(M.payeeNameRequired);
    expect(http.calls).toEqual([]);
  }, 20_000); // every field typed and checked: slow on a busy machine

  it('the test QR: ₹1.00 to the UPI ID as typed, to scan with one’s own phone; without a valid UPI ID it says what to fix', async () => {
    mockHttp({});
    const { user } = renderSection(baseShop);
    expect(screen.getByText(/it asks you to pay ₹1\.00 to yourself/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show a test QR' }));
    expect(upiId()).toHaveAccessibleDescription(M.upiIdInvalid);
    expect(screen.queryByTestId('upi-qr')).not.toBeInTheDocument();

    await user.type(upiId(), 'Sharma.Tea@okhdfcbank');
    await user.click(screen.getByRole('button', { name: 'Show a test QR' }));
    const qr = await screen.findByRole('img', { name: 'UPI QR code to pay ₹1.00 to Sharma Tea Stall' });
    expect(screen.getByTestId('test-qr-payee')).toHaveTextContent('₹1.00 · To Sharma Tea Stall (sharma.tea@okhdfcbank)');
    const link = 'upi://pay?pa=sharma.tea@okhdfcbank&pn=Sharma%20Tea%20Stall&am=1.00&cu=INR&tn=Chowk%20test%20payment&tr=TEST';
    const { container } = render(<QRCodeSVG value={link} {...UPI_QR} />);
    expect(qrPaths(qr)).toEqual(qrPaths(container.querySelector('svg') as Element));
    const { container: other } = render(<QRCodeSVG value={`${link}X`} {...UPI_QR} />);
    expect(qrPaths(qr)).not.toEqual(qrPaths(other.querySelector('svg') as Element));

    // It follows the payee as typed, and goes when the UPI ID no longer reads right.
    await user.clear(payee());
    await user.type(payee(), 'Asha');
    expect(await screen.findByRole('img', { name: 'UPI QR code to pay ₹1.00 to Asha' })).toBeInTheDocument();
    await user.type(upiId(), ' x');
    expect(screen.queryByTestId('upi-qr')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show a test QR' })).toBeInTheDocument();
  });

  it('saves all four (none as null), refreshes the shop (refreshShop), and says so', async () => {
    const body: ShopBilling = {
      upi_id: 'sharma.tea@okhdfcbank',
      payee_name: 'Sharma Tea Stall',
      gst_scheme: 'regular',
      gstin: GSTIN_KA,
    };
    const saved: Shop = { ...baseShop, billing: body };
    const http = mockHttp({
      [putPath]: ok({ success: true, message: M.saved, data: saved }),
      'GET /auth/me': ok({ user: owner, role: ROLE_SHOPKEEPER, shop: saved, customer: null }),
    });
    const { user, store } = renderSection(baseShop);
    await user.type(upiId(), '  sharma.tea@okhdfcbank ');
    await user.click(scheme('Registered (regular GST)'));
    await user.type(gstin(), GSTIN_KA.toLowerCase());
    await user.click(save());
    expect(await screen.findByText(M.saved)).toBeInTheDocument();
    expect(http.made('PUT', `/shops/${baseShop._id}/billing`).map((c) => c.data)).toEqual([body]);
    await waitFor(() => expect(selectSession(store.getState()).shop?.billing).toEqual(body));
    await waitFor(() => expect(http.made('GET', '/auth/me')).toHaveLength(1));
  });

  it('clearing the UPI ID and leaving GST sends none (null) for each; Save says it is busy meanwhile', async () => {
    const billing: ShopBilling = {
      upi_id: 'sharma.tea@okhdfcbank',
      payee_name: 'Sharma',
      gst_scheme: 'regular',
      gstin: GSTIN_KA,
    };
    const http = mockHttp({ [putPath]: NEVER });
    const { user } = renderSection({ ...baseShop, billing });
    await user.clear(upiId());
    await user.click(scheme('Not registered for GST'));
    await user.click(save());
    expect(save()).toHaveAttribute('aria-busy', 'true');
    expect(http.made('PUT', `/shops/${baseShop._id}/billing`)[0]?.data).toEqual({
      upi_id: null,
      payee_name: null,
      gst_scheme: 'unregistered',
      gstin: null,
    });
  });

  it("puts the server's 422 messages under their fields; another failure says so; Discard puts the saved settings back", async () => {
    const http = mockHttp({
      [putPath]: fail(422, { message: 'Validation failed', errors: { upi_id: M.upiIdInvalid, gstin: M.gstinCheck } }),
    });
    const { user } = renderSection(baseShop);
    await user.type(upiId(), 'sharma@okhdfcbank');
    await user.click(scheme('Composition scheme'));
    await user.type(gstin(), GSTIN_MH);
    await user.click(save());
    expect(await screen.findByText(M.gstinCheck)).toBeInTheDocument();
    expect(gstin()).toHaveAttribute('aria-invalid', 'true');
    expect(upiId()).toHaveAccessibleDescription(M.upiIdInvalid);

    http.routes[putPath] = fail(500);
    await user.click(save());
    expect(await screen.findByText(`${M.saveFailed}: Server error. Please try again later.`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(upiId()).toHaveValue('');
    expect(scheme('Not registered for GST')).toBeChecked();
    expect(save()).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a trial keeps them on this device: no request, the trial’s shop carries them', async () => {
    const http = mockHttp({});
    const { user, store } = renderSection(trialShop(), { trial: true });
    expect(screen.getByText(/A trial keeps these settings on this device/)).toBeInTheDocument();
    expect(payee()).toHaveValue('My trial shop');
    await user.type(upiId(), 'asha@ybl');
    await user.click(scheme('Composition scheme'));
    await user.type(gstin(), 'nonsense');
    await user.click(save());
    expect(await screen.findByText(M.gstinLength)).toBeInTheDocument();
    await user.clear(gstin());
    await user.type(gstin(), GSTIN_KA);
    await user.click(save());
    expect(await screen.findByText(M.saved)).toBeInTheDocument();
    const billing = { upi_id: 'asha@ybl', payee_name: 'My trial shop', gst_scheme: 'composition', gstin: GSTIN_KA };
    expect(JSON.parse(storage.get(TRIAL_BILLING_KEY) ?? 'null')).toEqual(billing);
    await waitFor(() => expect(selectSession(store.getState()).shop?.billing).toEqual(billing));
    expect(http.calls).toEqual([]);
  });

  it('a trial shows the settings this device kept', () => {
    mockHttp({});
    storage.set(
      TRIAL_BILLING_KEY,
      JSON.stringify({ upi_id: 'asha@ybl', payee_name: 'Asha', gst_scheme: 'regular', gstin: GSTIN_KA }),
    );
    renderSection(trialShop(), { trial: true });
    expect(upiId()).toHaveValue('asha@ybl');
    expect(payee()).toHaveValue('Asha');
    expect(gstin()).toHaveValue(GSTIN_KA);
  });

  it('is part of /shop/settings, for a registered shop and a trial', async () => {
    mockHttp({
      [`GET /products/shop/${baseShop._id}`]: ok({ products: [] }),
      [`GET /menu-sections/shop/${baseShop._id}`]: ok({ menuSections: [] }),
      'GET /categories': ok({ categories: [], page: 1, limit: 100, total: 0, hasMore: false }),
      'GET /areas/all': ok({ areas: [], page: 1, limit: 100, total: 0, hasMore: false }),
    });
    const { store, unmount } = renderShop('/shop/settings');
    act(() => {
      store.dispatch(userLoaded({ user: owner, role: ROLE_SHOPKEEPER, shop: baseShop, customer: null }));
    });
    const section = await screen.findByTestId('billing-settings');
    expect(section).toHaveAttribute('id', 'payments');
    expect(within(section).getByLabelText('Payee name')).toHaveValue(baseShop.name);
    unmount();
    resetShopTestState();

    mockHttp({});
    renderShop('/shop/settings', { as: 'trial' });
    const trial = await screen.findByTestId('billing-settings');
    expect(within(trial).getByRole('form', { name: 'Payments and bills' })).toBeInTheDocument();
    expect(within(trial).getByText(/A trial keeps these settings on this device/)).toBeInTheDocument();
  });
});
