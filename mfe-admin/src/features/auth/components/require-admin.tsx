import { Outlet } from 'react-router-dom';
import { selectIsAdmin, useAppSelector } from '@chowk/store';
import { AdminSignIn } from './admin-sign-in';

/**
 * The admin pages need an admin token for their writes (docs/architecture.md); without one they
 * show the sign-in prompt in place. A 401 on any admin call signs the admin out, which
 * brings the prompt back.
 */
export function RequireAdmin() {
  const isAdmin = useAppSelector(selectIsAdmin);
  return isAdmin ? <Outlet /> : <AdminSignIn />;
}
