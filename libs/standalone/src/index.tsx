import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { connectApiClient, makeStore, readStoredSession, sessionRestored } from '@chowk/store';
import { Logo, NotFoundPage, toast, Toaster } from '@chowk/ui';

/**
 * Runs one remote on its own port without the shell, for the team that owns it: the same
 * store, API client and toasts as in the shell, a plain frame, and the remote's routes.
 */
export function mountStandalone(name: string, routes: RouteObject[]) {
  const store = makeStore();
  store.dispatch(sessionRestored({ ...readStoredSession(), status: 'ready' }));
  const table: RouteObject[] = [
    {
      element: (
        <>
          <header className="topbar">
            <div className="container">
              <Link to="/" style={{ textDecoration: 'none' }}>
                <Logo />
              </Link>
              <span className="field-hint">{name} (standalone)</span>
            </div>
          </header>
          <Outlet />
        </>
      ),
      children: [...routes, { path: '*', element: <NotFoundPage /> }],
    },
  ];
  const StandaloneRoutes = () => useRoutes(table);
  connectApiClient(store, { notifyError: (m) => toast.error(m), goToLogin: () => window.location.assign('/login') });

  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <StandaloneRoutes />
        </BrowserRouter>
        <Toaster />
      </Provider>
    </StrictMode>,
  );
}
