import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApiClient } from '@chowk/api-client';
import { makeStore } from '@chowk/store';
import { toast, Toaster } from '@chowk/ui';

// As the shell does: the shared response handler toasts every failure.
configureApiClient({ notifyError: (m) => toast.error(m) });

/** Shows where the app navigated to (any path the page under test does not own). */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

/**
 * Renders a real page in a real store and router, with the toaster, as the shell frames it.
 * `footer` is rendered under every route, as the shell's site frame does.
 */
export function renderPage(page: ReactElement, { path = '/', footer }: { path?: string; footer?: ReactElement } = {}) {
  const store = makeStore();
  const user = userEvent.setup();
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
        {footer}
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  return { store, user, ...utils };
}
