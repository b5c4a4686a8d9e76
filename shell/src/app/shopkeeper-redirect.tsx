import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ROLE_SHOPKEEPER } from '@chowk/contracts';
import { selectRole, useAppSelector } from '@chowk/store';

/** Shopkeepers are sent to their dashboard when they wander outside shop pages. */
export function ShopkeeperRedirect({ children }: { children: ReactNode }) {
  const role = useAppSelector(selectRole);
  const { pathname } = useLocation();
  if (role === ROLE_SHOPKEEPER && !pathname.startsWith('/shop/') && !pathname.startsWith('/payment/')) {
    return <Navigate to="/shop/dashboard" replace />;
  }
  return <>{children}</>;
}
