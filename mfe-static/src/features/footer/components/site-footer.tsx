import { Link } from 'react-router-dom';
import { Logo } from '@chowk/ui';
import { STATIC_PATHS } from '../../../config/paths.constant';
import { SITE } from '../../../config/site.constant';
import { useText } from '../../../i18n';
import { NewsletterBox } from '../../newsletter/components/newsletter-box';

/** `./Footer`: the shell renders it under every public page. */
export function SiteFooter() {
  const { t } = useText();
  const links = [
    { to: STATIC_PATHS.about, label: t('footer.about') },
    { to: STATIC_PATHS.contact, label: t('footer.contact') },
    { to: STATIC_PATHS.refund, label: t('footer.refund') },
    { to: STATIC_PATHS.privacy, label: t('footer.privacy') },
    { to: STATIC_PATHS.terms, label: t('footer.terms') },
  ];
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Logo />
          <p>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.nav')} className="footer-links">
          <h2 className="footer-heading">Chowk</h2>
          <ul>
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <NewsletterBox />
      </div>
      <div className="container footer-bottom">
        <p>{t('footer.copyright', { year: new Date().getFullYear(), company: SITE.company })}</p>
      </div>
    </footer>
  );
}
