import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { Logo } from '@chowk/ui';
import { RemoteModule } from '../remote-module';

/** Customer and public pages: top bar, the page, and the static remote's footer. */
export function SiteFrame({
  footer = <RemoteModule remote="mfe_static" exposed="Footer" quiet fallback={null} />,
}: {
  /** The static remote's footer; the bench's single bundle passes it in directly. */
  footer?: ReactNode;
}) {
  return (
    <>
      <header className="topbar">
        <div className="container">
          <Link to="/" className="logo-link" aria-label="Chowk home" style={{ textDecoration: 'none' }}>
            <Logo />
          </Link>
          <nav aria-label="Main">
            <Link to="/about">About</Link>
            <Link to="/contact">Contact</Link>
          </nav>
        </div>
      </header>
      <Outlet />
      {footer}
    </>
  );
}
