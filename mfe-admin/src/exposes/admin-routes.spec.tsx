import { screen } from '@testing-library/react';
import { EMPTY, emptyText } from '@chowk/contracts';
import { mockHttp, ok } from '../testing/mock-http';
import { renderAdmin, resetAdminTestState } from '../testing/render-admin';

afterEach(resetAdminTestState);

const emptyLists = {
  'GET /categories': ok({ categories: [] }),
  'GET /areas/states': ok({ states: [] }),
  'GET /areas/cities': ok({ cities: [] }),
  'GET /areas/districts': ok({ districts: [] }),
  'GET /areas/all': ok({ areas: [] }),
};

describe('AdminRoutes (mounted by the shell at /admin/*)', () => {
  it('sends /admin to the categories page', async () => {
    mockHttp(emptyLists);
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: 'Category Management' })).toBeInTheDocument();
    expect(await screen.findByText(EMPTY.categories)).toBeInTheDocument();
  });

  it('serves the area page at /admin/area', async () => {
    mockHttp(emptyLists);
    renderAdmin('/admin/area');
    expect(await screen.findByRole('heading', { name: 'Area Management' })).toBeInTheDocument();
    expect(await screen.findByText(emptyText('areas', 'area'))).toBeInTheDocument();
  });

  it('shows the 404 page for unknown admin paths', () => {
    mockHttp(emptyLists);
    renderAdmin('/admin/nope');
    expect(screen.getByRole('heading', { name: EMPTY.notFoundPage })).toBeInTheDocument();
  });
});

describe('loading into a running shell', () => {
  it('works in a store created before the remote module loaded', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await jest.isolateModulesAsync(async () => {
        // The shell's order: the store exists first, then the remote's module injects itself.
        const { adminSignedIn, makeStore } = await import('../testing/shell-store');
        const store = makeStore();
        store.dispatch(adminSignedIn('t'));
        const { default: IsolatedAdminRoutes } = await import('./admin-routes');
        expect(store.getState()).not.toHaveProperty('placesApi');

        const rtl = await import('@testing-library/react/pure');
        const { Provider } = await import('react-redux');
        const router = await import('react-router-dom');
        const http = await import('../testing/mock-http');
        http.mockHttp(emptyLists);
        rtl.render(
          <Provider store={store}>
            <router.MemoryRouter initialEntries={['/admin/categories']}>
              <router.Routes>
                <router.Route path="/admin/*" element={<IsolatedAdminRoutes />} />
              </router.Routes>
            </router.MemoryRouter>
          </Provider>,
        );
        expect(await rtl.screen.findByText(EMPTY.categories)).toBeInTheDocument();
        expect(store.getState()).toHaveProperty('placesApi');
        expect(store.getState()).toHaveProperty('admin.categorySearch', '');
        rtl.cleanup();
        http.restoreHttp();
      });
      expect(consoleError).not.toHaveBeenCalledWith(expect.stringContaining('No data found'));
    } finally {
      consoleError.mockRestore();
    }
  });
});
