import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { Logo } from '@chowk/ui';
import { WhenNearView } from './when-near-view';

/** Customer and public pages: top bar, the page, and the footer (loaded when about to be seen). */
export function SiteFrame({
  footer,
}: {
  /** The static remote's footer (federated in the shell, imported in the bench's single bundle). */
  footer: ReactNode;
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
      <div className="site-page">
        <Outlet />
      </div>
      {footer ? <WhenNearView>{footer}</WhenNearView> : null}
    </>
  );
}
