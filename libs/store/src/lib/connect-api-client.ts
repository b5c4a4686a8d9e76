import { configureApiClient } from '@chowk/session';
import type { AppStore } from './root';
import { adminSignedOut, signedOut } from './session.slice';

/**
 * Wires the API client's session hooks to a store: a 401 on a user call signs the user out
 * and goes to the login page; a 401 on an admin call signs the admin out (the admin pages
 * then show their sign-in prompt). Failures are shown by `notifyError` (the toasts).
 */
export function connectApiClient(
  store: AppStore,
  { notifyError, goToLogin }: { notifyError: (m: string) => void; goToLogin: () => void },
) {
  configureApiClient({
    notifyError,
    onUnauthorized: () => {
      store.dispatch(signedOut());
      goToLogin();
    },
    onAdminUnauthorized: () => store.dispatch(adminSignedOut()),
  });
}
