import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import {
  joinRoutePath,
  labelIn,
  ROLE_SHOPKEEPER,
  STORAGE_KEYS,
  SUCCESS,
  type NavAudience,
  type RemoteSidebar,
} from '@chowk/contracts';
import { clearUserSession, storage } from '@chowk/session';
import {
  adminSignedOut,
  selectIsAdmin,
  selectIsSignedIn,
  selectRole,
  signedOut,
  useAppDispatch,
  useAppSelector,
} from '@chowk/store';
import { Button, LanguageSwitch, Logo, toast, useLanguage, useMessage } from '@chowk/ui';
import { useShellText } from '../../i18n';

/**
 * The shopkeeper and admin frame. The links are the ones the remote declares (its `sidebar`),
 * in their order, for the audiences they name; the button reads Logout when the remote's session
 * is signed in and Back to Home otherwise.
 */
export function SidebarFrame({ sidebar, prefix }: { sidebar?: RemoteSidebar; prefix: string }) {
  const navigate = useNavigate();
  const { t } = useShellText();
  const tm = useMessage();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const isAdmin = useAppSelector(selectIsAdmin);
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const role = useAppSelector(selectRole);
  const session = sidebar?.session ?? 'user';
  const authenticated = session === 'admin' ? isAdmin : isSignedIn;
  const audience: NavAudience = !authenticated
    ? 'guest'
    : session === 'admin'
      ? 'admin'
      : role === ROLE_SHOPKEEPER
        ? 'shopkeeper'
        : 'guest';
  const links = [...(sidebar?.nav ?? [])]
    .filter((l) => !l.audience || l.audience.includes(audience))
    .sort((a, b) => a.order - b.order);

  const leave = () => {
    if (authenticated) {
      if (session === 'admin') {
        storage.remove(STORAGE_KEYS.adminToken);
        dispatch(adminSignedOut());
      } else {
        clearUserSession();
        dispatch(signedOut());
      }
      toast.success(tm(SUCCESS.loggedOut));
    }
    navigate('/');
  };

  return (
    <div className="sidebar-layout">
      <aside className="sidebar" aria-label={sidebar ? labelIn(sidebar, language) : t('sidebar.sections')}>
        <Logo />
        <nav>
          {links.map((l) => {
            const to = joinRoutePath(prefix, l.to);
            return (
              <NavLink key={to} to={to} className={({ isActive }) => (isActive ? 'active' : '')}>
                {labelIn(l, language)}
              </NavLink>
            );
          })}
        </nav>
        <LanguageSwitch className="sidebar-language" />
        <Button variant="secondary" onClick={leave}>
          {authenticated ? t('sidebar.logout') : t('sidebar.backHome')}
        </Button>
      </aside>
      <main className="sidebar-main">
        <Outlet />
      </main>
    </div>
  );
}
