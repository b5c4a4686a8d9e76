import { routeKind, type RequestFacts } from './route-kind';

const SHELL = 'http://localhost:4200';
const REMOTE = 'https://customer.cdn.example';

/** A request as the worker sees it: a GET from the page (mode `no-cors` like a script tag's) unless told. */
function request(facts: Partial<Omit<RequestFacts, 'headers'>> & { headers?: Record<string, string> } = {}): RequestFacts {
  const headers = new Map(Object.entries(facts.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  return { method: facts.method ?? 'GET', mode: facts.mode ?? 'no-cors', headers: { get: (name) => headers.get(name) ?? null } };
}

const kind = (url: string, facts?: Parameters<typeof request>[0]) => routeKind(new URL(url, SHELL), request(facts), SHELL);
const navigation = (url: string) => kind(url, { mode: 'navigate' });

describe('routeKind', () => {
  it('hashed build files, from the shell or any remote origin: cache first', () => {
    expect(kind('/main.0a1b2c3d.js')).toBe('hashed');
    expect(kind('/123.ffffffff.js')).toBe('hashed');
    expect(kind(`${REMOTE}/__federation_expose_Storefront.89abcdef.js`)).toBe('hashed');
    expect(kind('http://127.0.0.1:41234/styles.0a1b2c3d.css', { mode: 'cors' })).toBe('hashed');
    expect(kind('/fonts/noto-sans-devanagari.0a1b2c3d.woff2')).toBe('hashed');
  });

  it('names that only look hashed are not', () => {
    expect(kind('/main.js')).toBeNull();
    expect(kind('/main.0A1B2C3D.js')).toBeNull(); // the build writes lower-case hex
    expect(kind('/main.0a1b2c3.js')).toBeNull(); // seven digits
    expect(kind('/main.0a1b2c3d.js.map')).toBeNull();
    expect(kind(`${REMOTE}/logo.0a1b2c3d.png`)).toBeNull();
  });

  it('the manifest and every remote entry and declaration: network first, whatever the origin', () => {
    expect(kind('/remotes.json', { mode: 'cors' })).toBe('network-first');
    expect(kind('http://localhost:4201/remoteEntry.js')).toBe('network-first');
    expect(kind(`${REMOTE}/v2/remoteEntry.js`)).toBe('network-first');
    expect(kind(`${REMOTE}/remote.json`, { mode: 'cors' })).toBe('network-first');
    // Another site's remotes.json is nothing of ours.
    expect(kind(`${REMOTE}/remotes.json`, { mode: 'cors' })).toBeNull();
  });

  it('any navigation of the app: the one cached page', () => {
    expect(navigation('/')).toBe('page');
    expect(navigation('/customer/shop/SHOP-1234')).toBe('page');
    expect(navigation('/shop/orders?status=pending')).toBe('page');
    expect(navigation('/index.html')).toBe('page');
    // The warm-up asks for index.html with a plain request.
    expect(kind('/index.html', { mode: 'cors' })).toBe('page');
  });

  it('navigations that are not the app are left alone', () => {
    expect(navigation('/api/docs')).toBeNull(); // the API's own pages
    expect(navigation('/api/dev/pay-sandbox/pay?id=1')).toBeNull();
    expect(navigation('/offline.html')).toBeNull(); // a file
    expect(navigation('/sw.js')).toBeNull();
    expect(navigation('https://gateway.example/pay')).toBeNull(); // another site
    expect(kind('/payment/callback', { mode: 'navigate', method: 'POST' })).toBeNull(); // the gateway's form POST
    // A fetch of a route path is not a navigation.
    expect(kind('/customer/shop/SHOP-1234', { mode: 'cors' })).toBeNull();
  });

  it("the storefront's public shop read: stale while revalidate, with or without the menu", () => {
    expect(kind('/api/shops/by-code/SHOP-1234', { mode: 'cors' })).toBe('public-api');
    expect(kind('/api/shops/by-code/SHOP-1234?include=menu', { mode: 'cors' })).toBe('public-api');
    // Another origin's API is nothing of ours.
    expect(kind(`${REMOTE}/api/shops/by-code/SHOP-1234`, { mode: 'cors' })).toBeNull();
    // Signed in or not, the answer is the same public document.
    expect(kind('/api/shops/by-code/SHOP-1234', { mode: 'cors', headers: { Authorization: 'Bearer x' } })).toBe('public-api');
  });

  it('every other API call goes to the network untouched', () => {
    for (const path of [
      '/api/shops/by-code',
      '/api/shops/by-code/SHOP-1234/extra',
      '/api/shops',
      '/api/shops/nearby?lat=12.9&lng=77.6',
      '/api/categories',
      '/api/areas/states',
      '/api/auth/me',
      '/api/orders/664f1c2e9b1e8a0012345678',
      '/api/health',
      '/api',
    ])
      expect([path, kind(path, { mode: 'cors' })]).toEqual([path, null]);
  });

  it('never a write, even to a cached address', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'])
      expect([method, kind('/api/shops/by-code/SHOP-1234', { method, mode: 'cors' })]).toEqual([method, null]);
    expect(kind('/main.0a1b2c3d.js', { method: 'POST' })).toBeNull();
    expect(kind('/', { method: 'POST', mode: 'navigate' })).toBeNull();
  });

  it('never an event stream', () => {
    const sse = { mode: 'cors', headers: { Accept: 'text/event-stream' } };
    expect(kind('/api/orders/shop/664f1c2e9b1e8a0012345678/events', sse)).toBeNull();
    expect(kind('/api/shops/by-code/SHOP-1234', sse)).toBeNull();
    expect(kind('/api/shops/by-code/stream', { mode: 'cors' })).toBeNull();
    expect(kind(`${REMOTE}/stream/remoteEntry.js`)).toBeNull();
  });

  it('the stylesheet, the icons and the app manifest of the shell: stale while revalidate; elsewhere nothing', () => {
    expect(kind('/chowk.css')).toBe('static');
    expect(kind('/favicon.svg')).toBe('static');
    expect(kind('/manifest.webmanifest', { mode: 'cors' })).toBe('static');
    expect(kind('/icons/icon-192.png', { mode: 'no-cors' })).toBe('static');
    expect(kind('/icons/badge-96.png', { mode: 'no-cors' })).toBe('static');
    expect(kind('/icons/unknown.png', { mode: 'no-cors' })).toBeNull();
    expect(kind(`${REMOTE}/chowk.css`)).toBeNull();
    expect(kind('/robots.txt')).toBeNull();
    expect(kind('/offline.html', { mode: 'cors' })).toBeNull(); // precached, read by the worker itself
  });

  it('only http(s)', () => {
    expect(routeKind(new URL('chrome-extension://abc/x.0a1b2c3d.js'), request(), SHELL)).toBeNull();
    expect(routeKind(new URL('data:text/javascript,1'), request(), SHELL)).toBeNull();
  });
});
