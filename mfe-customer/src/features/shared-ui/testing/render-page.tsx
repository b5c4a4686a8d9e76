// For tests only: the customer pages of the directory, nearby and account features.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApiClient } from '@chowk/api-client';
import { restoreHttp } from '@chowk/api-client/testing';
import { makeStore } from '@chowk/store';
import { StoreGate } from '@chowk/store/query';
import { Spinner, toast, Toaster } from '@chowk/ui';
import { CUSTOMER_REDUCER_PATHS } from '../../../store/customer.slice';

/** Where the app is, for assertions on navigation. */
function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * A page at `path` (matched by `route`), in a real store and router with the real API client
 * (tests mock only its HTTP adapter) and the toaster, behind the remote's store gate, as the
 * shell and the remote's routes frame it. Any other path
 * renders 'elsewhere'; the location is always in `data-testid="location"`.
 */
export function renderPage(
  page: ReactElement,
  { path = '/', route = path.split('?')[0], fakeTimers = false }: { path?: string; route?: string; fakeTimers?: boolean } = {},
) {
  const store = makeStore();
  configureApiClient({ notifyError: (m) => toast.error(m) });
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path={route}
            element={
              <StoreGate reducerPaths={CUSTOMER_REDUCER_PATHS} fallback={<Spinner />}>
                {page}
              </StoreGate>
            }
          />
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

export const location = (): string | null => document.querySelector('[data-testid="location"]')?.textContent ?? null;

export function resetPageTestState(): void {
  restoreHttp();
  toast.clear();
  localStorage.clear();
  sessionStorage.clear();
}
