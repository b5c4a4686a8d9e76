import { SITE } from '../../../config/site.constant';
import { usePagesText } from '../../../i18n/pages';
import { ContactForm } from './contact-form';

/** `/contact`: the form beside every other way to reach Chowk. The postal address stays as it is written. */
export function ContactPage() {
  const { t } = usePagesText();
  return (
    <main className="container static-page contact-page">
      <h1>{t('contact.title')}</h1>
      <p className="page-lead">{t('contact.lead')}</p>
      <div className="contact-layout">
        <ContactForm />
        <aside className="contact-details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">{t('contact.otherWays')}</h2>
          <dl>
            <div>
              <dt>{t('contact.support')}</dt>
              <dd>
                <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a>
              </dd>
            </div>
            <div>
              <dt>{t('contact.business')}</dt>
              <dd>
                <a href={`mailto:${SITE.businessEmail}`}>{SITE.businessEmail}</a>
              </dd>
            </div>
            <div>
              <dt>{t('contact.phone')}</dt>
              <dd>
                <a href={SITE.phoneHref}>{SITE.phoneDisplay}</a>
              </dd>
            </div>
            <div>
              <dt>{t('contact.whatsapp')}</dt>
              <dd>
                <a href={SITE.whatsappHref} target="_blank" rel="noopener noreferrer">
                  {SITE.whatsappDisplay}
                </a>
              </dd>
            </div>
            <div>
              <dt>{t('contact.office')}</dt>
              <dd>
                <address>
                  {SITE.address.map((line) => (
                    <span key={line} className="address-line">
                      {line}
                    </span>
                  ))}
                </address>
              </dd>
            </div>
            <div>
              <dt>{t('contact.hours')}</dt>
              <dd>{t('supportHours')}</dd>
            </div>
          </dl>
        </aside>
      </div>
    </main>
  );
}
