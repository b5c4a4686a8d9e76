import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { connectApiClient, makeStore } from '@chowk/store';
import { toast, Toaster } from '@chowk/ui';
import { navigate, NavigationBridge } from './navigation';
import { RootGuard } from './root-guard';
import { startSession } from './session';
import { followDocumentLanguage } from './document-language';

/**
 * Creates the store, wires the API client's session hooks, starts the session and renders
 * `routes` inside the providers, the root guard and the toasts. The shell's bootstrap and the
 * bench's single-bundle baseline both mount through here, so they render the same tree.
 */
export function mountApp(routes: ReactNode, container = document.getElementById('root') as HTMLElement) {
  const store = makeStore();
  connectApiClient(store, { notifyError: (message) => toast.error(message), goToLogin: () => navigate('/login') });
  void startSession(store);
  followDocumentLanguage();
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <RootGuard>
          <BrowserRouter>
            <NavigationBridge />
            {routes}
          </BrowserRouter>
        </RootGuard>
        <Toaster />
      </Provider>
    </StrictMode>,
  );
  return store;
}
