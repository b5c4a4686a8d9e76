// The bench's baseline: the landing at `/` as ONE ordinary bundle, no Module Federation.
// The same pieces the shell + static remote put on screen for a first visit (the store, the
// API client hooks, the session start and root guard, the site frame, the landing page, the
// footer and the toasts), imported from their sources instead of loaded at run time.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { connectApiClient, makeStore } from '@chowk/store';
import { NotFoundPage, toast, Toaster } from '@chowk/ui';
import { SiteFrame } from '../../../shell/src/app/frames/site-frame';
import { navigate, NavigationBridge } from '../../../shell/src/app/navigation';
import { RootGuard } from '../../../shell/src/app/root-guard';
import { ShopkeeperRedirect } from '../../../shell/src/app/shopkeeper-redirect';
import { startSession } from '../../../shell/src/app/session';
import Footer from '../../../mfe-static/src/exposes/footer';
import Landing from '../../../mfe-static/src/exposes/landing';

const store = makeStore();

function AppRoutes() {
  return useRoutes([
    {
      element: (
        <ShopkeeperRedirect>
          <SiteFrame footer={<Footer />} />
        </ShopkeeperRedirect>
      ),
      children: [
        { path: '/', element: <Landing /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}

connectApiClient(store, { notifyError: (message) => toast.error(message), goToLogin: () => navigate('/login') });

void startSession(store);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Provider store={store}>
      <RootGuard>
        <BrowserRouter>
          <NavigationBridge />
          <AppRoutes />
        </BrowserRouter>
      </RootGuard>
      <Toaster />
    </Provider>
  </StrictMode>,
);
