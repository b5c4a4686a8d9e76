import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import type { RemoteBuildInfo } from '@chowk/contracts';
import { adminSignedIn, makeStore } from '@chowk/store';
import { buildRoutes } from './router';
import { loadRemoteModule, type RemotesState, type RemoteSlot } from './remotes';

const cache = new Map<string, Promise<unknown>>();
jest.mock('./remotes', () => ({
  ...jest.requireActual('./remotes'),
  loadRemoteModule: jest.fn(),
  remoteModuleThenable: (remote: string, exposed: string, attempt = 0) => {
    const key = `${remote}/${exposed}#${attempt}`;
    if (!cache.has(key)) cache.set(key, jest.requireMock('./remotes').loadRemoteModule(remote, exposed));
    return cache.get(key);
  },
  remotesState: () => ({ status: 'ready', remotes: [], error: null }),
}));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

const info = (over: Partial<RemoteBuildInfo>): RemoteBuildInfo => ({
  contract: 1,
  name: 'x',
  label: 'x pages',
  defaultPrefix: '/',
  routes: [],
  version: '0.1.0',
  preload: {},
  ...over,
});
const slot = (name: string, i: Partial<RemoteBuildInfo> | null, prefix = '/'): RemoteSlot => ({
  name,
  entry: `http://cdn/${name}/remoteEntry.js`,
  prefix,
  info: i ? info({ name, ...i }) : null,
  problem: i ? null : 'remote.json answered 404',
});

const REMOTES: RemoteSlot[] = [
  slot('mfe_static', {
    routes: [
      { path: '', module: './Landing', frame: 'site' },
      { path: 'terms', module: './Terms', frame: 'site' },
    ],
    widgets: { footer: './Footer' },
  }),
  slot(
    'mfe_admin',
    {
      label: 'admin pages',
      routes: [{ path: '*', module: './AdminRoutes', frame: 'sidebar' }],
      sidebar: {
        label: 'Admin',
        session: 'admin',
        nav: [
          { to: 'area', label: 'Area Management', order: 20 },
          { to: 'categories', label: 'Categories', order: 10 },
          { to: 'secret', label: 'Only admins', order: 30, audience: ['admin'] },
        ],
      },
    },
    '/admin',
  ),
  slot('mfe_customer', { routes: [{ path: 'customer/*', module: './CustomerRoutes', frame: 'site' }] }),
];

function Routes({ state }: { state: RemotesState }) {
  return useRoutes(buildRoutes(state));
}
// React 19 queues a suspended render's retry in act's queue in tests: render inside an awaited act.
const renderAt = (path: string, state: RemotesState = { status: 'ready', remotes: REMOTES, error: null }, store = makeStore()) =>
  act(async () => {
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <Routes state={state} />
        </MemoryRouter>
      </Provider>,
    );
  });

describe('shell routes built from the remotes’ declarations', () => {
  beforeEach(() => {
    load.mockReset();
    cache.clear();
    load.mockImplementation(async (remote, exposed) => ({ default: () => <p>{`${remote}/${exposed}`}</p> }));
  });

  it.each(['/nope', '/terms/extra', '/admins'])('%s is a 404', async (path) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  });

  it.each([
    ['/', 'mfe_static/./Landing'],
    ['/terms', 'mfe_static/./Terms'],
    ['/admin/categories', 'mfe_admin/./AdminRoutes'],
    ['/customer/nearby-shops', 'mfe_customer/./CustomerRoutes'],
  ])('%s is served by %s', async (path, module) => {
    await renderAt(path);
    expect(await screen.findByText(module)).toBeInTheDocument();
  });

  it('site pages get the footer widget a remote declares', async () => {
    await renderAt('/terms');
    expect(await screen.findByText('mfe_static/./Footer')).toBeInTheDocument();
  });

  it('mounts a remote under the prefix the manifest gives', async () => {
    await renderAt('/ops/area', { status: 'ready', remotes: [{ ...REMOTES[1], prefix: '/ops' }], error: null });
    expect(await screen.findByText('mfe_admin/./AdminRoutes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Area Management' })).toHaveAttribute('href', '/ops/area');
  });

  it('the sidebar lists the remote’s links in order, for their audience, with Logout or Back to Home', async () => {
    await renderAt('/admin/area');
    await screen.findByText('mfe_admin/./AdminRoutes');
    const nav = screen.getByRole('complementary', { name: 'Admin' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Categories', 'Area Management']);
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeInTheDocument();

    const store = makeStore();
    store.dispatch(adminSignedIn('t'));
    await renderAt('/admin/area', undefined, store);
    expect(await screen.findByRole('link', { name: 'Only admins' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('a remote whose declaration cannot be read shows its contained error under its prefix', async () => {
    await renderAt('/admin/area', { status: 'ready', remotes: [REMOTES[0], slot('mfe_admin', null, '/admin')], error: null });
    expect(await screen.findByTestId('remote-error-mfe_admin')).toHaveTextContent("We couldn't load the mfe_admin pages");
    await renderAt('/nope', { status: 'ready', remotes: [REMOTES[0], slot('mfe_admin', null, '/admin')], error: null });
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  });

  it('a manifest that cannot be read shows one contained error with Retry on every path', async () => {
    await renderAt('/admin/area', { status: 'failed', remotes: [], error: 'remotes manifest answered 503' });
    expect(await screen.findByTestId('remotes-manifest-error')).toHaveTextContent("We couldn't load Chowk's pages");
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
