import { Link } from 'react-router-dom';
import { Logo } from '@chowk/ui';
import { STATIC_PATHS } from '../../../config/paths.constant';
import { SITE } from '../../../config/site.constant';
import { NewsletterBox } from '../../newsletter/components/newsletter-box';

const LINKS = [
  { to: STATIC_PATHS.about, label: 'About' },
  { to: STATIC_PATHS.contact, label: 'Contact' },
  { to: STATIC_PATHS.refund, label: 'Refund Policy' },
  { to: STATIC_PATHS.privacy, label: 'Privacy Policy' },
  { to: STATIC_PATHS.terms, label: 'Terms of Service' },
] as const;

/** `./Footer`: the shell renders it under every public page. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Logo />
          <p>Ordering for the tea stalls, bakeries and kirana stores around you.</p>
        </div>
        <nav aria-label="Footer" className="footer-links">
          <h2 className="footer-heading">Chowk</h2>
          <ul>
            {LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <NewsletterBox />
      </div>
      <div className="container footer-bottom">
        <p>
          © {new Date().getFullYear()} {SITE.company}. All rights reserved. Made in Bengaluru.
        </p>
      </div>
    </footer>
  );
}
