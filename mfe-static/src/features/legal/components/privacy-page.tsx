import { Link } from 'react-router-dom';
import { STATIC_PATHS } from '../../../config/paths.constant';
import { SITE } from '../../../config/site.constant';
import { RichText, usePagesText } from '../../../i18n/pages';
import { LegalPage, type LegalSection } from './legal-page';

const privacyMail = <a key="mail" href={`mailto:${SITE.privacyEmail}`} />;

/** `/privacy-policy`. */
export function PrivacyPage() {
  const { t } = usePagesText();
  const collected = [
    { id: 'device', title: t('legal.privacy.deviceTitle'), text: t('legal.privacy.deviceText') },
    { id: 'contact', title: t('legal.privacy.contactTitle'), text: t('legal.privacy.contactText') },
    { id: 'order', title: t('legal.privacy.orderTitle'), text: t('legal.privacy.orderText') },
    { id: 'account', title: t('legal.privacy.accountTitle'), text: t('legal.privacy.accountText') },
    { id: 'payment', title: t('legal.privacy.paymentTitle'), text: t('legal.privacy.paymentText') },
    { id: 'messages', title: t('legal.privacy.messagesTitle'), text: t('legal.privacy.messagesText') },
    { id: 'technical', title: t('legal.privacy.technicalTitle'), text: t('legal.privacy.technicalText') },
  ];
  const sections: readonly LegalSection[] = [
    {
      id: 'collect',
      title: t('legal.privacy.collectTitle'),
      body: (
        <>
          <p>{t('legal.privacy.collectLead')}</p>
          <ul>
            {collected.map((c) => (
              <li key={c.id}>
                <strong>{c.title}</strong> {c.text}
              </li>
            ))}
          </ul>
        </>
      ),
    },
    {
      id: 'use',
      title: t('legal.privacy.useTitle'),
      body: (
        <ul>
          <li>{t('legal.privacy.use1')}</li>
          <li>{t('legal.privacy.use2')}</li>
          <li>{t('legal.privacy.use3')}</li>
          <li>{t('legal.privacy.use4')}</li>
          <li>{t('legal.privacy.use5')}</li>
          <li>{t('legal.privacy.use6')}</li>
        </ul>
      ),
    },
    { id: 'shops', title: t('legal.privacy.shopsTitle'), body: <p>{t('legal.privacy.shops')}</p> },
    {
      id: 'cookies',
      title: t('legal.privacy.cookiesTitle'),
      body: (
        <>
          <p>{t('legal.privacy.cookies1')}</p>
          <p>{t('legal.privacy.cookies2')}</p>
        </>
      ),
    },
    { id: 'ads', title: t('legal.privacy.adsTitle'), body: <p>{t('legal.privacy.ads')}</p> },
    { id: 'share', title: t('legal.privacy.shareTitle'), body: <p>{t('legal.privacy.share')}</p> },
    {
      id: 'keep',
      title: t('legal.privacy.keepTitle'),
      body: (
        <ul>
          <li>{t('legal.privacy.keep1')}</li>
          <li>{t('legal.privacy.keep2')}</li>
          <li>{t('legal.privacy.keep3')}</li>
          <li>{t('legal.privacy.keep4')}</li>
          <li>{t('legal.privacy.keep5')}</li>
        </ul>
      ),
    },
    {
      id: 'rights',
      title: t('legal.privacy.rightsTitle'),
      body: (
        <p>
          <RichText i18nKey="legal.privacy.rights" components={[privacyMail]} values={{ email: SITE.privacyEmail }} />
        </p>
      ),
    },
    { id: 'security', title: t('legal.privacy.securityTitle'), body: <p>{t('legal.privacy.security')}</p> },
    {
      id: 'children',
      title: t('legal.privacy.childrenTitle'),
      body: (
        <p>
          <RichText i18nKey="legal.privacy.children" components={[<Link key="terms" to={STATIC_PATHS.terms} />]} />
        </p>
      ),
    },
    { id: 'changes', title: t('legal.privacy.changesTitle'), body: <p>{t('legal.privacy.changes')}</p> },
    {
      id: 'contact',
      title: t('legal.privacy.contactUsTitle'),
      body: (
        <p>
          <RichText
            i18nKey="legal.privacy.contactUs"
            components={[privacyMail]}
            values={{ email: SITE.privacyEmail, address: SITE.address.join(', ') }}
          />
        </p>
      ),
    },
  ];
  return (
    <LegalPage
      title={t('legal.privacy.title')}
      intro={<p>{t('legal.privacy.intro', { company: SITE.company })}</p>}
      sections={sections}
    />
  );
}
