import { readFileSync } from 'node:fs';
import path from 'node:path';

// The inline start-up script (index.html): run as the page runs it, against a fake fetch.
const EARLY = readFileSync(path.join(__dirname, 'early.js'), 'utf8');

const MANIFEST = {
  mfe_customer: {
    entry: 'http://cdn.test/customer/remoteEntry.js',
    remote: {
      defaultPrefix: '/',
      routes: [{ path: 'customer/*', module: './CustomerRoutes', frame: 'site' }],
      preload: { './CustomerRoutes': ['126.js', 'expose.js'] },
      preloadShared: { './CustomerRoutes': { '@chowk/api-client': ['673.js'], '@reduxjs/toolkit/query/react': ['403.js'] } },
      prefetch: [{ path: 'customer/shop/:code', api: '/api/shops/by-code/:code?include=menu' }],
    },
  },
  mfe_static: {
    entry: 'http://cdn.test/static/remoteEntry.js',
    remote: {
      defaultPrefix: '/',
      routes: [{ path: '', module: './Landing', frame: 'site' }],
      widgets: { footer: './Footer' },
      preload: { './Landing': ['landing.js'], './Footer': ['footer.js'] },
    },
  },
};

type Page = Window & { __chowkManifest?: Promise<unknown>; __chowkPrefetch?: Record<string, Promise<Response>> };

async function visit(
  pathname: string,
  shellShared: Record<string, string[]> = { '@chowk/api-client': ['shell-673.js'], react: [] },
) {
  window.history.replaceState(null, '', pathname);
  document.head.innerHTML = '';
  localStorage.clear();
  const page = window as Page & { __chowkShellShared?: Record<string, string[]> };
  delete page.__chowkPrefetch;
  page.__chowkShellShared = shellShared;
  const fetch = jest.fn((url: string) =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(url === '/remotes.json' ? MANIFEST : {}) } as Response),
  );
  Object.defineProperty(window, 'fetch', { value: fetch, configurable: true, writable: true });
  new Function(EARLY)();
  await page.__chowkManifest;
  const preloaded = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].map((l) => l.href);
  return { preloaded, fetched: fetch.mock.calls.map(([url]) => url), prefetch: page.__chowkPrefetch ?? {} };
}

describe('the start-up script (early.js)', () => {
  it("a storefront: the remote's entry and files, the shell's copy of a shared module it provides, the menu read at once", async () => {
    const { preloaded, fetched, prefetch } = await visit('/customer/shop/SHOP%201');
    expect(preloaded).toEqual([
      'http://cdn.test/customer/remoteEntry.js',
      'http://cdn.test/customer/126.js',
      'http://cdn.test/customer/expose.js',
      'http://localhost/shell-673.js',
      'http://cdn.test/customer/403.js',
    ]);
    expect(fetched).toEqual(['/remotes.json', '/api/shops/by-code/SHOP%201?include=menu']);
    expect(Object.keys(prefetch)).toEqual(['/api/shops/by-code/SHOP%201?include=menu']);
  });

  it('the footer is not preloaded, and a page without declared reads fetches nothing more', async () => {
    const { preloaded, fetched } = await visit('/');
    expect(preloaded).toEqual(['http://cdn.test/static/remoteEntry.js', 'http://cdn.test/static/landing.js']);
    expect(fetched).toEqual(['/remotes.json']);
  });

  it("a shared module the shell does not provide comes from the remote's own files", async () => {
    const { preloaded } = await visit('/customer/shop/S1', {});
    expect(preloaded).toContain('http://cdn.test/customer/673.js');
  });

  it("a repeat visit starts the remote's entry and the page's reads from the last manifest, before the fresh one is in", () => {
    window.history.replaceState(null, '', '/customer/shop/S1');
    document.head.innerHTML = '';
    localStorage.setItem('remotesManifest', JSON.stringify(MANIFEST));
    delete (window as Page).__chowkPrefetch;
    const fetch = jest.fn((_url: string) => new Promise<Response>(() => undefined)); // the fresh manifest never comes
    Object.defineProperty(window, 'fetch', { value: fetch, configurable: true, writable: true });
    new Function(EARLY)();
    const preloaded = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].map((l) => l.href);
    expect(preloaded).toEqual(['http://cdn.test/customer/remoteEntry.js']);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/shops/by-code/S1?include=menu', '/remotes.json']);
  });

  it('keeps the fresh manifest for the next visit, and shrugs off a damaged copy', async () => {
    await visit('/');
    expect(JSON.parse(localStorage.getItem('remotesManifest') ?? 'null')).toEqual(MANIFEST);
    localStorage.setItem('remotesManifest', '{not json');
    expect(() => new Function(EARLY)()).not.toThrow();
  });

  it('reads only on an exact match, and never with an undecodable address', async () => {
    expect((await visit('/customer/shop/S1/checkout')).fetched).toEqual(['/remotes.json']);
    expect((await visit('/customer/shop/%E0%A4')).fetched).toEqual(['/remotes.json']);
  });
});
