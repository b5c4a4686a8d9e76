import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { configureApiClient, storage } from '@chowk/api-client';
import { fail, mockHttp, ok } from '@chowk/api-client/testing';
import { formatInIndia, PUSH_MESSAGES as P, type PushDevice, ROLE_SHOPKEEPER, STORAGE_KEYS } from '@chowk/contracts';
import { setLanguage } from '@chowk/session';
import { makeStore, signedIn, userLoaded } from '@chowk/store';
import { toast, Toaster } from '@chowk/ui';
import { resetShopTestState, shop, user as owner } from '../../testing/render-shop';
import { AlertsHint } from './alerts-hint';
import { AlertsSection } from './alerts-section';
import { base64UrlBytes, deviceLabel } from './push-device';

// A P-256 public key as the API gives it (65 bytes, base64url) and the subscription a browser makes.
const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://push.example.net/send/abc123';
const KEYS = { p256dh: `B${'C'.repeat(86)}`, auth: 'D'.repeat(22) };
const devicesPath = `GET /shops/${shop._id}/push-subscriptions`;
const putPath = `PUT /shops/${shop._id}/push-subscriptions`;
const device = (id: string, label: string): PushDevice => ({
  _id: id,
  label,
  created_at: new Date(Date.now() - 86_400_000).toISOString(),
  last_sent_at: null,
});

/** The browser's push parts, faked: a service worker with a push manager, and Notification. */
function fakeBrowser({ permission = 'default' as NotificationPermission, answer = 'granted' as NotificationPermission } = {}) {
  let subscription: {
    endpoint: string;
    options: { applicationServerKey: ArrayBuffer };
    toJSON(): unknown;
    unsubscribe: jest.Mock;
  } | null = null;
  const pushManager = {
    getSubscription: jest.fn(async () => subscription),
    subscribe: jest.fn(async (options: { applicationServerKey: Uint8Array }) => {
      subscription = {
        endpoint: ENDPOINT,
        options: { applicationServerKey: options.applicationServerKey.slice().buffer },
        toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
        unsubscribe: jest.fn(async () => {
          subscription = null;
          return true;
        }),
      };
      return subscription;
    }),
  };
  const registration = { active: {}, pushManager };
  const requestPermission = jest.fn(async () => {
    notification.permission = answer;
    return answer;
  });
  const notification = { permission, requestPermission };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: jest.fn(async () => registration), ready: Promise.resolve(registration) },
  });
  Object.assign(window, { PushManager: function PushManager() {}, Notification: notification });
  return { pushManager, requestPermission, subscription: () => subscription };
}

function removeBrowserPush() {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  delete (window as { PushManager?: unknown }).PushManager;
  delete (window as { Notification?: unknown }).Notification;
}

function renderSection(ui: React.ReactNode = <AlertsSection shop={shop} />) {
  const store = makeStore();
  storage.set(STORAGE_KEYS.token, 'test-token');
  store.dispatch(signedIn({ token: 'test-token', role: ROLE_SHOPKEEPER }));
  store.dispatch(userLoaded({ user: owner, role: ROLE_SHOPKEEPER, shop, customer: null }));
  configureApiClient({ notifyError: (m) => toast.error(m), onUnauthorized: () => undefined });
  render(
    <Provider store={store}>
      <MemoryRouter>{ui}</MemoryRouter>
      <Toaster />
    </Provider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  removeBrowserPush();
  resetShopTestState();
});

describe('Order alerts section', () => {
  it('off at first: the permission is asked only when the button is pressed, then the device is saved and listed', async () => {
    const browser = fakeBrowser();
    const saved = device('d1', deviceLabel());
    const http = mockHttp({
      [devicesPath]: ok({ success: true, data: [device('d0', 'Counter phone · Chrome')] }),
      'GET /push/key': ok({ public_key: PUBLIC_KEY }),
      [putPath]: ok({ success: true, message: P.subscribed, data: saved }),
    });
    const user = renderSection();
    const turnOn = await screen.findByRole('button', { name: 'Turn on order alerts' });
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(await screen.findByText('Counter phone · Chrome')).toBeInTheDocument();

    http.routes[devicesPath] = ok({ success: true, data: [device('d0', 'Counter phone · Chrome'), saved] });
    await user.click(turnOn);
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: base64UrlBytes(PUBLIC_KEY),
    });
    expect(http.made('PUT', putPath.slice(4))[0]?.data).toEqual({ endpoint: ENDPOINT, keys: KEYS, label: deviceLabel() });
    expect(await screen.findByText(P.subscribed)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send a test alert' })).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(within(list).getByText('This device', { selector: '.badge' })).toBeInTheDocument();
    // The other device can be removed from here (a lost phone); this one is turned off above instead.
    expect(within(list).getByRole('button', { name: 'Remove Counter phone · Chrome from order alerts' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: `Remove ${saved.label} from order alerts` })).not.toBeInTheDocument();
  });

  it('on: a test alert goes to this device; turning off removes it from the shop and ends the subscription', async () => {
    const browser = fakeBrowser({ permission: 'granted' });
    const saved = device('d1', 'Counter phone · Chrome');
    const http = mockHttp({
      [devicesPath]: ok({ success: true, data: [saved] }),
      'GET /push/key': ok({ public_key: PUBLIC_KEY }),
      [putPath]: ok({ success: true, message: P.subscribed, data: saved }),
      [`POST /shops/${shop._id}/push-subscriptions/d1/test`]: ok({ success: true, message: P.testSent }),
      [`DELETE /shops/${shop._id}/push-subscriptions/d1`]: ok({ success: true, message: P.unsubscribed }),
    });
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Turn on order alerts' }));
    await user.click(await screen.findByRole('button', { name: 'Send a test alert' }));
    expect(await screen.findByText(P.testSent)).toBeInTheDocument();

    http.routes[devicesPath] = ok({ success: true, data: [] });
    await user.click(screen.getByRole('button', { name: 'Turn off on this device' }));
    expect(await screen.findByText(P.unsubscribed)).toBeInTheDocument();
    expect(http.made('DELETE', `/shops/${shop._id}/push-subscriptions/d1`)).toHaveLength(1);
    expect(browser.subscription()).toBeNull();
    expect(await screen.findByRole('button', { name: 'Turn on order alerts' })).toBeInTheDocument();
  });

  it('a test alert to a device its push service dropped: says it was removed', async () => {
    fakeBrowser({ permission: 'granted' });
    const saved = device('d1', 'Counter phone · Chrome');
    mockHttp({
      [devicesPath]: ok({ success: true, data: [saved] }),
      'GET /push/key': ok({ public_key: PUBLIC_KEY }),
      [putPath]: ok({ success: true, message: P.subscribed, data: saved }),
      [`POST /shops/${shop._id}/push-subscriptions/d1/test`]: fail(410, { message: P.deviceGone }),
    });
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Turn on order alerts' }));
    await user.click(await screen.findByRole('button', { name: 'Send a test alert' }));
    expect(await screen.findByText(P.deviceGone)).toBeInTheDocument();
  });

  it('blocked notifications: says how to allow them, and offers no button', async () => {
    fakeBrowser({ permission: 'denied' });
    mockHttp({ [devicesPath]: ok({ success: true, data: [] }), 'GET /push/key': ok({ public_key: PUBLIC_KEY }) });
    renderSection();
    expect(await screen.findByTestId('alerts-blocked')).toHaveTextContent(P.permissionDenied);
    expect(screen.queryByRole('button', { name: 'Turn on order alerts' })).not.toBeInTheDocument();
  });

  it('the permission refused at the prompt: the message says so and nothing is saved', async () => {
    fakeBrowser({ answer: 'denied' });
    const http = mockHttp({ [devicesPath]: ok({ success: true, data: [] }), 'GET /push/key': ok({ public_key: PUBLIC_KEY }) });
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Turn on order alerts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(P.permissionDenied);
    expect(http.made('PUT', putPath.slice(4))).toHaveLength(0);
  });

  it('a save the API refuses: the reason shows and the button stays', async () => {
    fakeBrowser();
    mockHttp({
      [devicesPath]: ok({ success: true, data: [] }),
      'GET /push/key': ok({ public_key: PUBLIC_KEY }),
      [putPath]: fail(503, { message: 'Service unavailable' }),
    });
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Turn on order alerts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(P.saveFailed);
    expect(screen.getByRole('button', { name: 'Turn on order alerts' })).toBeEnabled();
  });

  it('a browser without the Push API says so', async () => {
    removeBrowserPush();
    mockHttp({ [devicesPath]: ok({ success: true, data: [] }), 'GET /push/key': ok({ public_key: PUBLIC_KEY }) });
    renderSection();
    expect(await screen.findByTestId('alerts-blocked')).toHaveTextContent(P.unsupported);
  });

  it('an iPhone outside the installed app is told to add Chowk to the Home Screen first', async () => {
    fakeBrowser();
    const agent = jest
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1',
      );
    mockHttp({ [devicesPath]: ok({ success: true, data: [] }), 'GET /push/key': ok({ public_key: PUBLIC_KEY }) });
    renderSection();
    expect(await screen.findByTestId('alerts-blocked')).toHaveTextContent(P.iosInstallFirst);
    agent.mockRestore();
  });

  it('the device list failing to load says so, with a retry', async () => {
    fakeBrowser();
    mockHttp({ [devicesPath]: fail(500, { message: 'boom' }), 'GET /push/key': ok({ public_key: PUBLIC_KEY }) });
    renderSection();
    expect(await screen.findByText(P.listFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('the desk’s hint', () => {
  it('with this device off: a link to the settings’ section, and no call to list the devices or read the key', async () => {
    fakeBrowser();
    const http = mockHttp({});
    renderSection(<AlertsHint />);
    expect(await screen.findByRole('link', { name: 'Turn on order alerts' })).toHaveAttribute(
      'href',
      '/shop/settings#order-alerts',
    );
    expect(http.calls).toEqual([]);
  });

  it('with this device on: nothing', async () => {
    const browser = fakeBrowser({ permission: 'granted' });
    await browser.pushManager.subscribe({ applicationServerKey: base64UrlBytes(PUBLIC_KEY) });
    storage.set('pushDevice', JSON.stringify({ shopId: shop._id, deviceId: 'd1', endpoint: ENDPOINT }));
    const http = mockHttp({ [devicesPath]: ok({ success: true, data: [device('d1', 'Counter phone · Chrome')] }) });
    renderSection(<AlertsHint />);
    await waitFor(() => expect(http.made('GET', devicesPath.slice(4))).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('alerts-hint')).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Turn on order alerts' })).not.toBeInTheDocument();
  });
});

describe('deviceLabel', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36', 'Android phone · Chrome'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile Safari/604.1',
      'iPhone · Safari',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36 Edg/124.0', 'Windows · Edge'],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-T220) AppleWebKit/537.36 SamsungBrowser/24.0 Chrome/117.0 Safari/537.36',
      'Android tablet · Samsung Internet',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', 'Linux · Firefox'],
  ])('%s → %s', (agent, label) => {
    expect(deviceLabel(agent)).toBe(label);
  });
});

describe('Order alerts in Tamil (docs/product.md "Languages")', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('says the section, this device, the devices and the desk hint in Tamil; dates in Tamil, India time', async () => {
    fakeBrowser();
    const other = device('d0', 'Counter phone · Chrome');
    mockHttp({ [devicesPath]: ok({ success: true, data: [other] }) });
    act(() => setLanguage('ta'));
    renderSection(
      <>
        <AlertsHint />
        <AlertsSection shop={shop} />
      </>,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'ஆர்டர் அறிவிப்புகள்' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'ஆர்டர் அறிவிப்புகளை இயக்கு' })).toBeInTheDocument();
    expect(screen.getByText('நிறுத்தத்தில். அறிவிப்புகளை அனுமதிக்க உங்கள் உலாவி கேட்கும்.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 3, name: 'அறிவிப்புகள் பெறும் சாதனங்கள்' })).toBeInTheDocument();
    // The device's own name is data: as it was saved.
    expect(await screen.findByText('Counter phone · Chrome')).toBeInTheDocument();
    const since = formatInIndia(new Date(other.created_at), { dateStyle: 'medium', timeStyle: 'short' }, 'ta-IN');
    expect(screen.getByText(`${since} முதல் இயக்கத்தில் · கடைசி அறிவிப்பு இல்லை`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Counter phone · Chrome ஐ ஆர்டர் அறிவிப்புகளிலிருந்து நீக்கு' })).toBeInTheDocument();
    expect(await screen.findByTestId('alerts-hint')).toHaveTextContent(
      'திரை பூட்டியிருந்தாலும் ஒவ்வொரு புதிய ஆர்டரையும் இந்தச் சாதனத்தில் பெறுங்கள். ஆர்டர் அறிவிப்புகளை இயக்கு',
    );
  });
});
