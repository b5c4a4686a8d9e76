import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { configureApiClient } from '@chowk/session';
import { adminSignedOut, makeStore, signedOut } from '@chowk/store';
import { toast, Toaster } from '@chowk/ui';
import { createAppRouter } from './app/router';
import { RootGuard } from './app/root-guard';
import { startSession } from './app/session';

const store = makeStore();
const router = createAppRouter();

configureApiClient({
  notifyError: (message) => toast.error(message),
  onUnauthorized: () => {
    store.dispatch(signedOut());
    void router.navigate('/login');
  },
  onAdminUnauthorized: () => store.dispatch(adminSignedOut()),
});

startSession(store);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Provider store={store}>
      <RootGuard>
        <RouterProvider router={router} />
      </RootGuard>
      <Toaster />
    </Provider>
  </StrictMode>,
);
