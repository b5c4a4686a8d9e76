import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { configureApiClient, storage } from '@chowk/api-client';
import { fail, mockHttp, NEVER, ok } from '@chowk/api-client/testing';
import { ACCOUNT_TYPE_FREE_TRIAL, PRINT_MESSAGES as P, ROLE_SHOPKEEPER, type Shop, STORAGE_KEYS } from '@chowk/contracts';
import { accountTypeSet, makeStore, selectSession, signedIn, userLoaded } from '@chowk/store';
import { toast, Toaster } from '@chowk/ui';
import { TRIAL_PRINTING_KEY } from '../../data/trial-printing';
import { trialShop } from '../../data/trial-store';
import { renderShop, resetShopTestState, shop as baseShop, user as owner } from '../../testing/render-shop';
import { connectPrinter, disconnectPrinter } from '../printing/raw-printing';
import { PRINTER_STORAGE_KEY } from '../printing/printer-choice';
import { PRINT_ROOT_ID } from '../printing/slip-view';
import { PrintingSection } from './printing-section';

// The printer libraries need a real browser's WebUSB / Web Serial: the section's side of them is tested here.
jest.mock('../printing/raw-printing', () => ({
  connectPrinter: jest.fn(),
  disconnectPrinter: jest.fn(async () => undefined),
  printRaw: jest.fn(),
  encodeSlip: jest.fn(),
  openRawbt: jest.fn(),
}));

const putPath = `PUT /shops/${baseShop._id}/printing`;

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
        <PrintingSection shop={shop} />
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  return { store, user: userEvent.setup(), ...view };
}

const paper = (label: '58 mm' | '80 mm') => screen.getByRole('radio', { name: label });
const kotSwitch = () => screen.getByRole('switch', { name: 'Print the KOT when I confirm an order' });
const saveButton = () => screen.getByRole('button', { name: 'Save printing settings' });

let print: jest.SpyInstance;
beforeEach(() => {
  print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
});
afterEach(() => {
  print.mockRestore();
  resetShopTestState();
  jest.mocked(connectPrinter).mockReset();
  for (const key of ['usb', 'serial'] as const) delete (navigator as unknown as Record<string, unknown>)[key];
  jest.restoreAllMocks();
});

describe('the Printing section of the settings', () => {
  it('shows the defaults of a shop that never saved them: 58 mm, no KOT on confirm, nothing to save', async () => {
    const http = mockHttp({});
    renderSection(baseShop);
    expect(screen.getByRole('heading', { level: 2, name: 'Printing' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Paper width' })).toBeInTheDocument();
    expect(paper('58 mm')).toBeChecked();
    expect(paper('80 mm')).not.toBeChecked();
    expect(kotSwitch()).not.toBeChecked();
    expect(saveButton()).toBeDisabled();
    expect(screen.getByTestId('printer-name')).toHaveTextContent('The print dialog');
    expect(http.calls).toEqual([]);
  });

  it('saves the paper and the switch (PUT /shops/{id}/printing): the session shop follows, the form is clean again', async () => {
    const saved: Shop = { ...baseShop, printing: { paper: '80mm', kot_on_confirm: true } };
    const http = mockHttp({
      [putPath]: ok({ success: true, message: P.saved, data: saved }),
      'GET /auth/me': ok({ user: owner, role: 'shopkeeper', shop: saved, customer: null }),
    });
    const { user, store } = renderSection(baseShop);
    await user.click(paper('80 mm'));
    await user.click(kotSwitch());
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeInTheDocument();
    await user.click(saveButton());
    expect(await screen.findByText(P.saved)).toBeInTheDocument();
    expect(http.made('PUT', `/shops/${baseShop._id}/printing`).map((c) => c.data)).toEqual([
      { paper: '80mm', kot_on_confirm: true },
    ]);
    await waitFor(() => expect(selectSession(store.getState()).shop?.printing).toEqual(saved.printing));
    expect(screen.queryByRole('button', { name: 'Discard changes' })).not.toBeInTheDocument();
  });

  it('shows Save as busy while saving; a refusal is said, its field messages or the reason', async () => {
    const http = mockHttp({ [putPath]: NEVER });
    const { user } = renderSection(baseShop);
    await user.click(paper('80 mm'));
    await user.click(saveButton());
    expect(saveButton()).toHaveAttribute('aria-busy', 'true');

    http.routes[putPath] = fail(422, { message: 'Validation failed', errors: { paper: P.paperInvalid } });
    const again = renderSection(baseShop);
    await again.user.click(within(again.container).getByRole('radio', { name: '80 mm' }));
    await again.user.click(within(again.container).getByRole('button', { name: 'Save printing settings' }));
    expect(await within(again.container).findByText(P.paperInvalid)).toBeInTheDocument();

    http.routes[putPath] = fail(500);
    await again.user.click(within(again.container).getByRole('button', { name: 'Save printing settings' }));
    expect(
      await within(again.container).findByText(`${P.saveFailed}: Server error. Please try again later.`),
    ).toBeInTheDocument();
  });

  it('Discard puts the saved settings back', async () => {
    mockHttp({});
    const { user } = renderSection({ ...baseShop, printing: { paper: '80mm', kot_on_confirm: true } });
    expect(paper('80 mm')).toBeChecked();
    expect(kotSwitch()).toBeChecked();
    await user.click(paper('58 mm'));
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(paper('80 mm')).toBeChecked();
    expect(saveButton()).toBeDisabled();
  });

  it('a trial keeps them on this device: no request, the trial’s shop carries them', async () => {
    const http = mockHttp({});
    const { user, store } = renderSection(trialShop(), { trial: true });
    expect(screen.getByText(/A trial keeps these settings on this device/)).toBeInTheDocument();
    await user.click(paper('80 mm'));
    await user.click(kotSwitch());
    await user.click(saveButton());
    expect(await screen.findByText(P.saved)).toBeInTheDocument();
    expect(JSON.parse(storage.get(TRIAL_PRINTING_KEY) ?? 'null')).toEqual({ paper: '80mm', kot_on_confirm: true });
    await waitFor(() =>
      expect(selectSession(store.getState()).shop).toEqual({ ...trialShop(), printing: { paper: '80mm', kot_on_confirm: true } }),
    );
    expect(http.calls).toEqual([]);
  });

  it('a trial shows the settings this device kept', () => {
    mockHttp({});
    storage.set(TRIAL_PRINTING_KEY, JSON.stringify({ paper: '80mm', kot_on_confirm: true }));
    renderSection(trialShop(), { trial: true });
    expect(paper('80 mm')).toBeChecked();
    expect(kotSwitch()).toBeChecked();
  });

  it('offers only what this browser can do: no printer API, no Android: the print dialog alone, and a test slip', async () => {
    mockHttp({});
    const { user } = renderSection(baseShop);
    const device = within(screen.getByTestId('device-printer'));
    expect(device.queryByRole('button', { name: 'Connect USB printer' })).not.toBeInTheDocument();
    expect(device.queryByRole('button', { name: /serial/ })).not.toBeInTheDocument();
    expect(device.queryByRole('button', { name: 'Print with the RawBT app' })).not.toBeInTheDocument();
    await user.click(device.getByRole('button', { name: 'Print a test slip' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.getElementById(PRINT_ROOT_ID)?.textContent).toContain('TEST-0001');
  });

  it('connects a USB printer and remembers it on this device; Use the print dialog lets it go', async () => {
    Object.defineProperty(navigator, 'usb', { configurable: true, value: {} });
    Object.defineProperty(navigator, 'serial', { configurable: true, value: {} });
    jest.mocked(connectPrinter).mockResolvedValueOnce({
      vendorId: 1208,
      productId: 3605,
      serialNumber: 'X1',
      manufacturerName: 'EPSON',
      productName: 'TM-T20II',
      language: 'esc-pos',
      codepageMapping: 'epson',
    });
    mockHttp({});
    const { user } = renderSection(baseShop);
    await user.click(screen.getByRole('button', { name: 'Connect USB printer' }));
    expect(await screen.findByText('Slips now print on: USB printer: EPSON TM-T20II')).toBeInTheDocument();
    expect(connectPrinter).toHaveBeenCalledWith('usb');
    expect(screen.getByTestId('printer-name')).toHaveTextContent('USB printer: EPSON TM-T20II');
    expect(JSON.parse(storage.get(PRINTER_STORAGE_KEY) ?? 'null')).toMatchObject({
      kind: 'usb',
      device: { vendorId: 1208, productId: 3605, serialNumber: 'X1' },
    });

    await user.click(screen.getByRole('button', { name: 'Use the print dialog' }));
    expect(await screen.findByText(P.printerForgotten)).toBeInTheDocument();
    expect(disconnectPrinter).toHaveBeenCalled();
    expect(screen.getByTestId('printer-name')).toHaveTextContent('The print dialog');
    expect(storage.get(PRINTER_STORAGE_KEY)).toBeNull();
  });

  it('says so when no printer was chosen or it could not be opened', async () => {
    Object.defineProperty(navigator, 'serial', { configurable: true, value: {} });
    jest.mocked(connectPrinter).mockResolvedValueOnce(null);
    mockHttp({});
    const { user } = renderSection(baseShop);
    await user.click(screen.getByRole('button', { name: 'Connect serial or Bluetooth printer' }));
    expect(await screen.findByText(P.printerConnectFailed)).toBeInTheDocument();
    expect(screen.getByTestId('printer-name')).toHaveTextContent('The print dialog');
  });

  it('on Android, offers the RawBT app', async () => {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131 Mobile');
    mockHttp({});
    const { user } = renderSection(baseShop);
    expect(screen.getByText(/the free RawBT app/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print with the RawBT app' }));
    expect(screen.getByTestId('printer-name')).toHaveTextContent('The RawBT app');
    expect(JSON.parse(storage.get(PRINTER_STORAGE_KEY) ?? 'null')).toEqual({ kind: 'rawbt' });
  });

  it('is part of /shop/settings', async () => {
    mockHttp({
      [`GET /products/shop/${baseShop._id}`]: ok({ products: [] }),
      [`GET /menu-sections/shop/${baseShop._id}`]: ok({ menuSections: [] }),
      [`GET /orders/shop/${baseShop._id}`]: ok({ success: true, data: { orders: [] } }),
      'GET /categories': ok({ categories: [], page: 1, limit: 100, total: 0, hasMore: false }),
      'GET /areas/all': ok({ areas: [], page: 1, limit: 100, total: 0, hasMore: false }),
    });
    renderShop('/shop/settings');
    expect(await screen.findByRole('heading', { level: 2, name: 'Printing' })).toBeInTheDocument();
    expect(screen.getByTestId('printing-settings')).toHaveAttribute('id', 'printing');
  });
});
