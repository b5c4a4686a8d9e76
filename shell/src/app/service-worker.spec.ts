import { OPEN_URL_MESSAGE } from '../sw/push';
import { listenForOpenRequests, registerServiceWorker, urlsToWarm, type ServiceWorkerHost } from './service-worker';

const ORIGIN = 'http://localhost:4200';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A page with a fake window (its `load`, idle callbacks and timers run when the test says) and a fake worker container. */
function fakePage({
  readyState = 'loading' as DocumentReadyState,
  idleCallback = true,
  controlled = false,
  register = jest.fn<Promise<ServiceWorkerRegistration>, [string, RegistrationOptions?]>(),
} = {}) {
  const events = new EventTarget();
  const idle: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const postMessage = jest.fn();
  const registration = { active: { postMessage } } as unknown as ServiceWorkerRegistration;
  if (!register.getMockImplementation()) register.mockResolvedValue(registration);
  const leftover = { active: { scriptURL: `${ORIGIN}/sw.js` }, unregister: jest.fn().mockResolvedValue(true) };
  const container = {
    register,
    ready: Promise.resolve(registration),
    controller: controlled ? {} : null,
    getRegistrations: jest.fn().mockResolvedValue([leftover]),
    addEventListener: jest.fn(),
  } as unknown as ServiceWorkerContainer;
  const document = { readyState };
  const window = {
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    setTimeout: (fn: () => void) => timers.push(fn),
    ...(idleCallback ? { requestIdleCallback: (fn: () => void) => idle.push(fn) } : {}),
    document,
    location: { origin: ORIGIN },
    performance: {
      getEntriesByType: () => [
        { name: `${ORIGIN}/main.0a1b2c3d.js`, initiatorType: 'script' },
        { name: 'http://localhost:4201/remoteEntry.js', initiatorType: 'script' },
      ],
    },
  } as unknown as ServiceWorkerHost['window'];
  const warn = jest.fn();
  const host: ServiceWorkerHost = { nodeEnv: 'production', serviceWorker: container, window, warn };
  const load = () => {
    document.readyState = 'complete';
    events.dispatchEvent(new Event('load'));
  };
  const runIdle = () => idle.splice(0).forEach((fn) => fn());
  const runTimers = () => timers.splice(0).forEach((fn) => fn());
  return { host, register, postMessage, warn, leftover, load, runIdle, runTimers };
}

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole origin only after the load event and an idle moment', async () => {
    const page = fakePage();
    const done = registerServiceWorker(page.host);
    await flush();
    expect(page.register).not.toHaveBeenCalled();
    page.runIdle(); // idle before load counts for nothing
    await flush();
    expect(page.register).not.toHaveBeenCalled();
    page.load();
    await flush();
    expect(page.register).not.toHaveBeenCalled();
    page.runIdle();
    await expect(done).resolves.toBeDefined();
    expect(page.register).toHaveBeenCalledTimes(1);
    expect(page.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('a page that has loaded already waits only for the idle moment', async () => {
    const page = fakePage({ readyState: 'complete' });
    const done = registerServiceWorker(page.host);
    await flush();
    page.runIdle();
    await done;
    expect(page.register).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where there is no requestIdleCallback', async () => {
    const page = fakePage({ readyState: 'complete', idleCallback: false });
    const done = registerServiceWorker(page.host);
    await flush();
    expect(page.register).not.toHaveBeenCalled();
    page.runTimers();
    await done;
    expect(page.register).toHaveBeenCalledTimes(1);
  });

  it.each(['development', 'test', undefined])(
    'never registers outside production (NODE_ENV %s), and removes a leftover worker',
    async (nodeEnv) => {
      const page = fakePage({ readyState: 'complete' });
      await expect(registerServiceWorker({ ...page.host, nodeEnv })).resolves.toBeUndefined();
      page.load();
      page.runIdle();
      await flush();
      expect(page.register).not.toHaveBeenCalled();
      expect(page.leftover.unregister).toHaveBeenCalled();
    },
  );

  it('does nothing where the browser has no service workers', async () => {
    const page = fakePage({ readyState: 'complete' });
    await expect(registerServiceWorker({ ...page.host, serviceWorker: undefined })).resolves.toBeUndefined();
  });

  it('a failed registration is logged and neither throws nor rejects', async () => {
    const register = jest.fn<Promise<ServiceWorkerRegistration>, [string, RegistrationOptions?]>();
    register.mockRejectedValue(new DOMException('The script has an unsupported MIME type', 'SecurityError'));
    const page = fakePage({ readyState: 'complete', register });
    const done = registerServiceWorker(page.host);
    await flush();
    page.runIdle();
    await expect(done).resolves.toBeUndefined();
    expect(page.warn).toHaveBeenCalledWith(expect.stringContaining('could not be registered'), expect.any(DOMException));
  });

  it('a register that throws synchronously is contained too', async () => {
    const register = jest.fn<Promise<ServiceWorkerRegistration>, [string, RegistrationOptions?]>(() => {
      throw new TypeError('boom');
    });
    const page = fakePage({ readyState: 'complete', register });
    const done = registerServiceWorker(page.host);
    await flush();
    page.runIdle();
    await expect(done).resolves.toBeUndefined();
    expect(page.warn).toHaveBeenCalled();
  });

  it("hands the first visit's files to the new worker (Workbox's CACHE_URLS message)", async () => {
    const page = fakePage({ readyState: 'complete' });
    const done = registerServiceWorker(page.host);
    await flush();
    page.runIdle();
    await done;
    await flush();
    expect(page.postMessage).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: {
        urlsToCache: ['/index.html', `${ORIGIN}/main.0a1b2c3d.js`, ['http://localhost:4201/remoteEntry.js', { mode: 'no-cors' }]],
      },
    });
  });

  it('a page the worker already controls is not handed over again', async () => {
    const page = fakePage({ readyState: 'complete', controlled: true });
    const done = registerServiceWorker(page.host);
    await flush();
    page.runIdle();
    await done;
    await flush();
    expect(page.register).toHaveBeenCalledTimes(1);
    expect(page.postMessage).not.toHaveBeenCalled();
  });
});

describe('listenForOpenRequests (a tapped order alert, this page open)', () => {
  function listening() {
    const events = new EventTarget();
    const open = jest.fn();
    listenForOpenRequests(events as unknown as ServiceWorkerContainer, open);
    // jsdom has no MessageChannel: the port is a stand-in with the one method the page calls.
    const ask = (data: unknown) => {
      const port = { postMessage: jest.fn() };
      events.dispatchEvent(Object.assign(new Event('message'), { data, ports: [port] }));
      return port.postMessage.mock.calls.map(([answer]) => answer as unknown);
    };
    return { open, ask };
  }

  it('shows the order through the router and tells the worker it did', async () => {
    const { open, ask } = listening();
    const answers = ask({ type: OPEN_URL_MESSAGE, url: `${window.location.origin}/shop/orders?order=abc` });
    expect(open).toHaveBeenCalledWith('/shop/orders?order=abc');
    expect(answers).toEqual(['ok']);
  });

  it.each([
    ['another origin', { type: OPEN_URL_MESSAGE, url: 'https://evil.example/shop/orders' }],
    ['another message', { type: 'CACHE_UPDATED', url: '/shop/orders' }],
    ['no URL', { type: OPEN_URL_MESSAGE }],
  ])('ignores %s', (_name, data) => {
    const { open, ask } = listening();
    expect(ask(data)).toEqual([]);
    expect(open).not.toHaveBeenCalled();
  });
});

describe('urlsToWarm', () => {
  it('index.html first, each URL once, no-cors only for scripts and stylesheets of other origins', () => {
    expect(
      urlsToWarm(
        [
          { name: `${ORIGIN}/remotes.json`, initiatorType: 'fetch' },
          { name: `${ORIGIN}/remotes.json`, initiatorType: 'link' },
          { name: `${ORIGIN}/chowk.css`, initiatorType: 'link' },
          { name: 'http://localhost:4201/__federation_expose_Storefront.89abcdef.js', initiatorType: 'script' },
          { name: 'http://localhost:4201/remote.json', initiatorType: 'fetch' },
          { name: 'https://cdn.example/styles.0a1b2c3d.css', initiatorType: 'css' },
          { name: 'data:image/svg+xml,<svg/>', initiatorType: 'img' },
        ],
        ORIGIN,
      ),
    ).toEqual([
      '/index.html',
      `${ORIGIN}/remotes.json`,
      `${ORIGIN}/chowk.css`,
      ['http://localhost:4201/__federation_expose_Storefront.89abcdef.js', { mode: 'no-cors' }],
      'http://localhost:4201/remote.json',
      ['https://cdn.example/styles.0a1b2c3d.css', { mode: 'no-cors' }],
    ]);
  });
});
