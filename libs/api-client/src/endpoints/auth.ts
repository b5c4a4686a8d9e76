import type { AdminLoginPayload } from '@chowk/contracts';
import type { CurrentUser } from '@chowk/session';
import { mainApi } from '../lib/client';

/** Silent: a 401 here means wrong credentials, which the sign-in form shows itself. */
export const adminLogin = (payload: AdminLoginPayload) =>
  mainApi.post<{ token: string }>('/auth/admin/login', payload, { session: 'none', silent: true }).then((r) => r.data.token);

/** The current user, fetched at start; silent because the shell shows its own state. */
export const fetchCurrentUser = (auth: 'user' | 'admin' = 'user') =>
  mainApi.get<CurrentUser>('/auth/me', { session: auth, silent: true }).then((r) => r.data);
