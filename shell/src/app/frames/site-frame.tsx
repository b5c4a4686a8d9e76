import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { LanguageSwitch, Logo } from '@chowk/ui';
import { useShellText } from '../../i18n';
import { WhenNearView } from './when-near-view';

/** Customer and public pages: top bar, the page, and the footer (loaded when about to be seen). */
export function SiteFrame({
  footer,
}: {
  /** The static remote's footer (federated in the shell, imported in the bench's single bundle). */
  footer: ReactNode;
}) {
  const { t } = useShellText();
  return (
    <>
      <header className="topbar">
        <div className="container">
          <Link to="/" className="logo-link" aria-label={t('site.home')} style={{ textDecoration: 'none' }}>
            <Logo />
          </Link>
          <nav aria-label={t('site.mainNav')}>
            <Link to="/about">{t('site.about')}</Link>
            <Link to="/contact">{t('site.contact')}</Link>
            <LanguageSwitch />
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
