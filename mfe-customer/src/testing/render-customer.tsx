import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApiClient } from '@chowk/api-client';
import { restoreHttp } from '@chowk/api-client/testing';
import { makeStore } from '@chowk/store';
import { toast, Toaster } from '@chowk/ui';
import BillRoutes from '../exposes/bill-routes';
import CustomerRoutes from '../exposes/customer-routes';

/** Where the app is, for assertions on navigation. */
function Where() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * The customer remote as the shell mounts it (/customer/*), in a real store with the real API
 * client (tests mock only its HTTP adapter). `path` may carry a query (`?paper=58mm`); `state` is
 * the navigation state of the first entry.
 * `timers: 'fake'` wires user-event to jest's fake timers.
 */
export function renderCustomer(path: string, { state, fakeTimers = false }: { state?: unknown; fakeTimers?: boolean } = {}) {
  const store = makeStore();
  const [pathname = path, query] = path.split('?');
  const search = query ? `?${query}` : '';
  configureApiClient({ notifyError: (m) => toast.error(m) });
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[{ pathname, search, state }]}>
        <Routes>
          {/* As the shell mounts them (remote.ts). */}
          <Route path="/customer/*" element={<CustomerRoutes />} />
          <Route path="/customer/bill/*" element={<BillRoutes />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  const user = fakeTimers ? userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) : userEvent.setup();
  return { store, user, ...view };
}

export function resetCustomerTestState(): void {
  restoreHttp();
  toast.clear();
  localStorage.clear();
  sessionStorage.clear();
}
