import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { adminSignedIn, makeStore } from '@chowk/store';
import { AppRoutes } from './router';
import { loadRemoteModule } from './remotes';

jest.mock('./remotes', () => ({ loadRemoteModule: jest.fn() }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

const renderAt = (path: string, store = makeStore()) =>
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </Provider>,
  );

describe('shell routes', () => {
  beforeEach(() => {
    load.mockReset();
    load.mockImplementation(async (remote, exposed) => ({ default: () => <p>{`${remote}/${exposed}`}</p> }));
  });

  it.each(['/nope', '/about/extra', '/admins'])('%s is a 404', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  });

  it.each([
    ['/', 'mfe_static/Landing'],
    ['/terms', 'mfe_static/Terms'],
    ['/admin/categories', 'mfe_admin/AdminRoutes'],
    ['/customer/nearby-shops', 'mfe_customer/CustomerRoutes'],
    ['/shop/dashboard', 'mfe_shopkeeper/ShopRoutes'],
  ])('%s is served by %s', async (path, module) => {
    renderAt(path);
    expect(await screen.findByText(module)).toBeInTheDocument();
  });

  it('the admin sidebar reads Back to Home signed out and Logout signed in', async () => {
    renderAt('/admin/area');
    expect(await screen.findByRole('link', { name: 'Area Management' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeInTheDocument();
    const store = makeStore();
    store.dispatch(adminSignedIn('t'));
    renderAt('/admin/area', store);
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
