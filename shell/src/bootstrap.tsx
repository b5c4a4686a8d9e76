import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { connectApiClient, makeStore } from '@chowk/store';
import { toast, Toaster } from '@chowk/ui';
import { AppRoutes } from './app/router';
import { navigate, NavigationBridge } from './app/navigation';
import { RootGuard } from './app/root-guard';
import { startSession } from './app/session';

const store = makeStore();

connectApiClient(store, { notifyError: (message) => toast.error(message), goToLogin: () => navigate('/login') });

startSession(store);

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
