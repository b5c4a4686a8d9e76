import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
// http_ece: the RFC 8188/8291 content coding web-push encrypts with; here it decrypts as a browser would.
import { decrypt } from 'http_ece';
import { expectNoSeriousA11yViolations } from './a11y/axe';
import { counterOrder, placeOrder, shopWithMenu, verifiedDevice } from './customer-support';
import { useShopkeeperSession } from './shopkeeper-support';
import { watchPageErrors } from './support';

// Order alerts on a locked phone (Web Push): the shopkeeper turns alerts on in the settings; a
// customer's order then reaches a push service, and the shell's service worker shows it as a
// notification with no shop page open; a tap brings the order up on the desk.
//
// Chromium's own push service is out of reach here, so the page's PushManager is replaced by one
// whose subscription points at a push service stand-in in this test (a local HTTP server). The
// API encrypts for that subscription (RFC 8291); the test decrypts what arrives with the
// subscription's private key, as the browser's push service client would, and hands the plain
// payload to the worker with CDP's ServiceWorker.deliverPushMessage.
test.use({ serviceWorkers: 'allow' });

interface PushServiceStandIn {
  url: string;
  received: { body: Buffer; headers: Record<string, string | string[] | undefined> }[];
  close: () => Promise<void>;
}

async function pushServiceStandIn(): Promise<PushServiceStandIn> {
  const received: PushServiceStandIn['received'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks), headers: req.headers });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/push/${randomBytes(8).toString('hex')}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription keys: the P-256 pair and the auth secret. */
function subscriptionKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') };
}

/** RFC 8291: decrypted with the subscription's private key and auth secret (the sender's key is in the body's header). */
function decryptPush(body: Buffer, keys: ReturnType<typeof subscriptionKeys>): unknown {
  const plain = decrypt(body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth });
  return JSON.parse(plain.toString('utf8'));
}

/** The page's PushManager answers with a subscription to the stand-in (Chromium's push service is out of reach). */
async function fakePushManager(context: BrowserContext, endpoint: string, keys: { p256dh: string; auth: string }) {
  await context.addInitScript(
    ({ endpoint, keys }) => {
      let current: PushSubscription | null = null;
      const make = (applicationServerKey: ArrayBuffer | null) =>
        ({
          endpoint,
          expirationTime: null,
          options: { applicationServerKey, userVisibleOnly: true },
          toJSON: () => ({ endpoint, expirationTime: null, keys }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
          getKey: () => null,
        }) as unknown as PushSubscription;
      PushManager.prototype.getSubscription = async () => current;
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        const key = options?.applicationServerKey as Uint8Array | ArrayBuffer | null | undefined;
        current = make(key instanceof Uint8Array ? key.slice().buffer : key instanceof ArrayBuffer ? key : null);
        return current;
      };
    },
    { endpoint, keys },
  );
}

/** The worker's registration id, as CDP's ServiceWorker domain names it. */
async function registrationId(
  page: Page,
  origin: string,
): Promise<{ cdp: Awaited<ReturnType<BrowserContext['newCDPSession']>>; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  const ids: string[] = [];
  cdp.on(
    'ServiceWorker.workerRegistrationUpdated',
    ({ registrations }: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
      for (const r of registrations) if (r.scopeURL.startsWith(origin) && !r.isDeleted) ids.push(r.registrationId);
    },
  );
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => ids.length, { message: "CDP names the shell's service worker" }).toBeGreaterThan(0);
  return { cdp, id: ids[0] };
}

/** What the tests use of the worker's global scope (not in the DOM library the e2e compiles with). */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
  dispatchEvent(event: Event): boolean;
}

/** The notifications the worker shows now. */
async function shownNotifications(context: BrowserContext) {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return worker.evaluate(async () =>
    (await (globalThis as unknown as WorkerScope).registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      requireInteraction: n.requireInteraction,
      data: n.data as unknown,
    })),
  );
}

test('alerts turned on in the settings; a customer order shows a notification with no shop page open; its tap opens the order on the desk', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? 'http://localhost:4200').origin;
  const pushService = await pushServiceStandIn();
  try {
    const keys = subscriptionKeys();
    await fakePushManager(context, pushService.url, keys);
    await context.grantPermissions(['notifications'], { origin });
    const noErrors = watchPageErrors(page);
    const shop = await shopWithMenu(request, { name: 'Alerts Chai Stall' });
    await useShopkeeperSession(page, shop);

    // The settings: off at first; the button asks (granted above) and the device is listed as this one.
    await page.goto('/shop/settings');
    const section = page.locator('#order-alerts');
    await expect(section.getByRole('heading', { level: 2, name: 'Order alerts' })).toBeVisible();
    // The worker registers after the first screen; the section waits for it.
    await expect(section.getByRole('button', { name: 'Turn on order alerts' })).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page);
    await section.getByRole('button', { name: 'Turn on order alerts' }).click();
    await expect(page.getByText('Order alerts are on for this device').first()).toBeVisible();
    await expect(section.getByRole('button', { name: 'Send a test alert' })).toBeVisible();
    await expect(section.locator('.badge', { hasText: 'This device' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A counter order sends nothing; a customer's order sends one push, encrypted for this subscription.
    await counterOrder(request, shop, { 'Masala Chai': 1 }, 'pending');
    const customer = await verifiedDevice(request);
    const order = await placeOrder(request, shop, customer);
    await expect.poll(() => pushService.received.length, { message: 'the push reached the push service' }).toBe(1);
    const [push] = pushService.received;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers['urgency']).toBe('high');
    expect(String(push.headers['authorization'])).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    const payload = decryptPush(push.body, keys) as Record<string, unknown>;
    expect(payload).toMatchObject({
      type: 'new-order',
      id: order._id,
      order_id: order.order_id,
      url: `/shop/orders?order=${order._id}`,
      tag: `order-${order._id}`,
    });
    expect(payload['title']).toContain(order.order_id);
    expect(payload['body']).toContain('2 × Masala Chai');

    // The shop's page is closed: the worker alone shows the notification (a blank tab carries CDP).
    const blank = await context.newPage();
    await page.close();
    const { cdp, id } = await registrationId(blank, origin);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify(payload) });
    await expect
      .poll(() => shownNotifications(context), { message: 'the notification shows' })
      .toEqual([
        {
          title: payload['title'],
          body: payload['body'],
          tag: `order-${order._id}`,
          requireInteraction: true,
          data: { url: `/shop/orders?order=${order._id}`, orderId: order._id },
        },
      ]);

    // A tap, with a shop page open again: that page shows the order (a synthetic click has no user
    // gesture, so the worker cannot open a new window here; with none open, a real tap opens one).
    const desk = await context.newPage();
    await desk.goto('/shop/dashboard');
    await expect(desk.getByRole('heading', { level: 1 })).toBeVisible();
    const worker = context.serviceWorkers()[0];
    await worker.evaluate(async () => {
      const scope = globalThis as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    });
    await expect(desk).toHaveURL(new RegExp(`/shop/orders\\?order=${order._id}$`));
    await expect(desk.getByRole('dialog')).toContainText(order.order_id);
    await expect.poll(() => shownNotifications(context), { message: 'the tapped notification is gone' }).toEqual([]);
    noErrors();
  } finally {
    await pushService.close();
  }
});
