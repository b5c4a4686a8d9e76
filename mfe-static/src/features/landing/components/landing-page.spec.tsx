import { act, screen, within } from '@testing-library/react';
import { fail, mockHttp, NETWORK_DOWN, NEVER, ok, restoreHttp } from '@chowk/api-client/testing';
import { CUSTOMER_FAILURE, CUSTOMER_SUCCESS } from '@chowk/contracts';
import { toast } from '@chowk/ui';
import { renderPage } from '../../../testing/render-page';
import { SHOP_CODE_MESSAGES } from '../landing.messages';
import { LandingPage } from './landing-page';

const renderLanding = () => renderPage(<LandingPage />);
const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  restoreHttp();
  return act(() => toast.clear());
});

describe('Landing page', () => {
  it('says what Chowk is and shows both entry buttons', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/shops around your chowk/i);
    expect(screen.getByRole('button', { name: "I'm a Shopkeeper" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "I'm a Customer" })).toBeInTheDocument();
  });

  it('opens the shopkeeper dialog with login, register and free trial', async () => {
    const { user, store } = renderLanding();
    await user.click(screen.getByRole('button', { name: "I'm a Shopkeeper" }));
    const dialog = screen.getByRole('dialog', { name: 'Start as a Shopkeeper' });
    const options = within(within(dialog).getByRole('list', { name: 'Shopkeeper options' })).getAllByRole('button');
    expect(options.map((b) => b.textContent)).toEqual(['Login', 'Register', 'Free trial']);
    expect(store.getState().staticPages?.entryDialog).toBe('shopkeeper');
  });

  it.each([
    ['Login', '/login'],
    ['Register', '/shop/onboarding'],
    ['Free trial', '/shop/onboarding?free-trial=true'],
  ])('shopkeeper option %s goes to %s and closes the dialog', async (name, path) => {
    const { user, store } = renderLanding();
    await user.click(screen.getByRole('button', { name: "I'm a Shopkeeper" }));
    await user.click(screen.getByRole('button', { name }));
    expect(location()).toBe(path);
    expect(store.getState().staticPages?.entryDialog).toBeNull();
  });

  it('opens the customer dialog with shop code, QR and nearby shops', async () => {
    const { user } = renderLanding();
    await user.click(screen.getByRole('button', { name: "I'm a Customer" }));
    const dialog = screen.getByRole('dialog', { name: 'Continue as a Customer' });
    const items = within(within(dialog).getByRole('list', { name: 'Customer options' })).getAllByRole('listitem');
    // The first button of each option is the option itself ('Shop code' also holds its form).
    expect(items.map((li) => within(li).getAllByRole('button')[0].textContent)).toEqual(['Shop code', 'Scan QR', 'Nearby shops']);
    expect(screen.getByRole('button', { name: 'Shop code' })).toHaveAttribute('aria-expanded', 'true');
    expect(await within(dialog).findByLabelText('Enter shop code')).toBeInTheDocument();
    expect(within(dialog).getByText(/location/i)).toBeInTheDocument();
  });

  it('toasts when the shop code is empty or blank and stays put', async () => {
    const { user } = renderLanding();
    await user.click(screen.getByRole('button', { name: "I'm a Customer" }));
    await user.click(await screen.findByRole('button', { name: 'Go to shop' }));
    expect(await screen.findByText(SHOP_CODE_MESSAGES.required)).toBeInTheDocument();
    expect(SHOP_CODE_MESSAGES.required).toBe('Please enter a shop code');
    await act(() => toast.clear());
    await user.type(screen.getByLabelText('Enter shop code'), '   {Enter}');
    expect(await screen.findByText('Please enter a shop code')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows an inline message for a code that cannot be a shop code', async () => {
    const { user } = renderLanding();
    await user.click(screen.getByRole('button', { name: "I'm a Customer" }));
    await user.type(await screen.findByLabelText('Enter shop code'), 'SHOP 12!');
    await user.click(screen.getByRole('button', { name: 'Go to shop' }));
    expect(screen.getByText(SHOP_CODE_MESSAGES.invalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Enter shop code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('looks the trimmed code up (case kept), says the shop was found and goes to its storefront', async () => {
    const net = mockHttp({ 'GET /shops/by-code/Shop-1234a': ok({ shop: { _id: 's1', code: 'Shop-1234a' } }) });
    const { user, store } = renderLanding();
    await user.click(screen.getByRole('button', { name: "I'm a Customer" }));
    await user.type(await screen.findByLabelText('Enter shop code'), '  Shop-1234a  {Enter}');
    expect(await screen.findByText(CUSTOMER_SUCCESS.shopFound)).toBeInTheDocument();
    expect(CUSTOMER_SUCCESS.shopFound).toBe('Shop found! Redirecting...');
    expect(location()).toBe('/customer/shop/Shop-1234a');
    expect(net.made('GET', '/shops/by-code/Shop-1234a')).toHaveLength(1);
    expect(store.getState().staticPages?.entryDialog).toBeNull();
  });

  it('shows the finding state while the code is looked up', async () => {
    mockHttp({ 'GET /shops/by-code/SHOP-1234': NEVER });
    const { user } = renderLanding();
    await user.click(screen.getByRole('button', { name: "I'm a Customer" }));
    await user.type(await screen.findByLabelText('Enter shop code'), 'SHOP-1234{Enter}');
    expect(await screen.findByRole('button', { name: 'Finding shop…' })).toBeDisabled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it.each([
    ['an unknown code: the server message', fail(404, { message: 'Shop not found' }), 'Shop not found'],
    ['no answer: Failed to find shop with this code', NETWORK_DOWN, CUSTOMER_FAILURE.shopLookup],
  ] as const)('%s, and the code stays for another try', async (_, reply, message) => {
    mockHttp({ 'GET /shops/by-code/SHOP-9999': reply });
    const { user } = renderLanding();
    await user.click(screen.getByRole('button', { name: "I'm a Customer" }));
    await user.type(await screen.findByLabelText('Enter shop code'), 'SHOP-9999{Enter}');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Enter shop code')).toHaveValue('SHOP-9999');
    expect(screen.getByRole('button', { name: 'Go to shop' })).toBeEnabled();
  });

  it('unfolds the QR scanner, which needs the camera: without one it says so and offers the code form', async () => {
    const { user } = renderLanding();
    await user.click(screen.getByRole('button', { name: "I'm a Customer" }));
    const qr = screen.getByRole('button', { name: 'Scan QR' });
    expect(qr).toHaveAttribute('aria-expanded', 'false');
    expect(qr).toHaveAccessibleDescription(/camera/i);
    await user.click(qr);
    expect(qr).toHaveAttribute('aria-expanded', 'true');
    // jsdom has no camera (navigator.mediaDevices): the scanner says so (qr-scanner.spec.tsx has the rest).
    expect(await screen.findByRole('alert')).toHaveTextContent(CUSTOMER_FAILURE.cameraUnavailable);
    expect(await screen.findByLabelText('Enter shop code')).toBeInTheDocument();
  });

  it('sends customers to the nearby shops page', async () => {
    const { user } = renderLanding();
    await user.click(screen.getByRole('button', { name: "I'm a Customer" }));
    await user.click(screen.getByRole('button', { name: 'Nearby shops' }));
    expect(location()).toBe('/customer/nearby-shops');
  });

  it('closes a dialog with its close button and Escape, the focus back on the button that opened it', async () => {
    const { user, store } = renderLanding();
    await user.click(screen.getByRole('button', { name: "I'm a Customer" }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "I'm a Customer" })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: "I'm a Shopkeeper" }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().staticPages?.entryDialog).toBeNull();
    expect(screen.getByRole('button', { name: "I'm a Shopkeeper" })).toHaveFocus();
  });

  it('entry dialogs are modal <dialog>s that take the focus and keep Tab inside', async () => {
    const { user } = renderLanding();
    await user.click(screen.getByRole('button', { name: "I'm a Shopkeeper" }));
    const dialog = screen.getByRole('dialog', { name: 'Start as a Shopkeeper' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Free trial' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus();
  });

  it('the customer dialog is described by its introduction', async () => {
    const { user } = renderLanding();
    await user.click(screen.getByRole('button', { name: "I'm a Customer" }));
    expect(screen.getByRole('dialog', { name: 'Continue as a Customer' })).toHaveAccessibleDescription(
      'No account needed: order straight from your phone.',
    );
    await screen.findByLabelText('Enter shop code');
  });

  it('switches How It Works between shopkeeper and customer steps', async () => {
    const { user, store } = renderLanding();
    const panel = () => screen.getByRole('tabpanel');
    expect(screen.getByRole('tab', { name: 'Shopkeeper' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(4);
    expect(panel()).toHaveTextContent(/Add your menu/);
    await user.click(screen.getByRole('tab', { name: 'Customer' }));
    expect(screen.getByRole('tab', { name: 'Customer' })).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveTextContent(/Verify once/);
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(4);
    expect(store.getState().staticPages?.howItWorksTab).toBe('customer');
  });

  it('has a call to action', async () => {
    const { user } = renderLanding();
    expect(screen.getByRole('heading', { name: /open online today/i })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start your free trial' }));
    expect(location()).toBe('/shop/onboarding?free-trial=true');
  });
});
