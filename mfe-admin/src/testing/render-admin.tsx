import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureApiClient, storage } from '@chowk/api-client';
import { STORAGE_KEYS } from '@chowk/contracts';
import { adminSignedIn, adminSignedOut, makeStore, signedOut } from '@chowk/store';
import { toast, Toaster } from '@chowk/ui';
import AdminRoutes from '../exposes/admin-routes';
import { restoreHttp } from './mock-http';

export const TEST_ADMIN_TOKEN = 'test-admin-token';

/**
 * The admin remote as the shell mounts it (at /admin/*), in a real store with the real API
 * client wired to toasts the way the shell wires it.
 */
export function renderAdmin(path = '/admin/categories', { signedIn = true }: { signedIn?: boolean } = {}) {
  const store = makeStore();
  if (signedIn) {
    storage.set(STORAGE_KEYS.adminToken, TEST_ADMIN_TOKEN);
    store.dispatch(adminSignedIn(TEST_ADMIN_TOKEN));
  }
  configureApiClient({
    notifyError: (m) => toast.error(m),
    onUnauthorized: () => store.dispatch(signedOut()),
    onAdminUnauthorized: () => store.dispatch(adminSignedOut()),
  });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<AdminRoutes />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  return { store, user, ...view };
}

/** Call from afterEach in every spec that renders the admin remote. */
export function resetAdminTestState(): void {
  restoreHttp();
  toast.clear();
  localStorage.clear();
}
