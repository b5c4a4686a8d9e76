// The bench's baseline: the landing at `/` as ONE ordinary bundle, no Module Federation.
// The same pieces the shell + static remote put on screen for a first visit: the store,
// the API client hooks, the session start and root guard, the site frame (top bar,
// page, footer), the landing page and the toasts.
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Navigate, Outlet, useLocation, useRoutes } from 'react-router-dom';
import { configureApiClient } from '@chowk/session';
import { ROLE_SHOPKEEPER } from '@chowk/contracts';
import { adminSignedOut, makeStore, selectRole, signedOut, useAppSelector } from '@chowk/store';
import { Logo, NotFoundPage, toast, Toaster } from '@chowk/ui';
import { RootGuard } from '../../../shell/src/app/root-guard';
import { startSession } from '../../../shell/src/app/session';
import Footer from '../../../mfe-static/src/exposes/footer';
import Landing from '../../../mfe-static/src/exposes/landing';

/** As shell/src/app/router.tsx. */
function ShopkeeperRedirect({ children }: { children: ReactNode }) {
  const role = useAppSelector(selectRole);
  const { pathname } = useLocation();
  if (role === ROLE_SHOPKEEPER && !pathname.startsWith('/shop/') && !pathname.startsWith('/payment/')) {
    return <Navigate to="/shop/dashboard" replace />;
  }
  return <>{children}</>;
}

/** As shell/src/app/frames/site-frame.tsx, with the footer imported instead of federated. */
function SiteFrame() {
  return (
    <>
      <header className="topbar">
        <div className="container">
          <Link to="/" className="logo-link" aria-label="Chowk home" style={{ textDecoration: 'none' }}>
            <Logo />
          </Link>
          <nav aria-label="Main">
            <Link to="/about">About</Link>
            <Link to="/contact">Contact</Link>
          </nav>
        </div>
      </header>
      <Outlet />
      <Footer />
    </>
  );
}

const store = makeStore();
const routes = [
  {
    element: (
      <ShopkeeperRedirect>
        <SiteFrame />
      </ShopkeeperRedirect>
    ),
    children: [
      { path: '/', element: <Landing /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
const AppRoutes = () => useRoutes(routes);

configureApiClient({
  notifyError: (message) => toast.error(message),
  onUnauthorized: () => {
    store.dispatch(signedOut());
    window.location.assign('/login');
  },
  onAdminUnauthorized: () => store.dispatch(adminSignedOut()),
});

void startSession(store);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Provider store={store}>
      <RootGuard>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </RootGuard>
      <Toaster />
    </Provider>
  </StrictMode>,
);
