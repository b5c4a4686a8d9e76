import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { SUCCESS } from '@chowk/contracts';
import { clearUserSession, storage } from '@chowk/session';
import { STORAGE_KEYS } from '@chowk/contracts';
import { adminSignedOut, selectIsAdmin, selectIsSignedIn, signedOut, useAppDispatch, useAppSelector } from '@chowk/store';
import { Button, Logo, toast } from '@chowk/ui';

const SHOP_LINKS = [
  { to: '/shop/products', label: 'Products' },
  { to: '/shop/orders', label: 'Orders' },
];
const ADMIN_LINKS = [
  { to: '/admin/categories', label: 'Categories' },
  { to: '/admin/area', label: 'Area Management' },
];

/**
 * The shopkeeper and admin frame. On /admin paths the sidebar lists the admin pages; the
 * button reads Logout when signed in and Back to Home otherwise.
 */
export function SidebarFrame() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const isAdminPath = pathname.includes('/admin');
  const isAdmin = useAppSelector(selectIsAdmin);
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const authenticated = isAdminPath ? isAdmin : isSignedIn;
  const links = isAdminPath ? ADMIN_LINKS : SHOP_LINKS;

  const leave = () => {
    if (authenticated) {
      if (isAdminPath) {
        storage.remove(STORAGE_KEYS.adminToken);
        dispatch(adminSignedOut());
      } else {
        clearUserSession();
        dispatch(signedOut());
      }
      toast.success(SUCCESS.loggedOut);
    }
    navigate('/');
  };

  return (
    <div className="sidebar-layout">
      <aside className="sidebar" aria-label={isAdminPath ? 'Admin' : 'Shop'}>
        <Logo />
        <nav>
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} className={({ isActive }) => (isActive ? 'active' : '')}>
              {l.label}
            </NavLink>
          ))}
        </nav>
        <Button variant="secondary" onClick={leave}>
          {authenticated ? 'Logout' : 'Back to Home'}
        </Button>
      </aside>
      <main className="sidebar-main">
        <Outlet />
      </main>
    </div>
  );
}
