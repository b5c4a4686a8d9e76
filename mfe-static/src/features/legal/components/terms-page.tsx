import { Link } from 'react-router-dom';
import { STATIC_PATHS } from '../../../config/paths.constant';
import { SITE } from '../../../config/site.constant';
import { RichText, usePagesText } from '../../../i18n/pages';
import { LegalPage, type LegalSection } from './legal-page';

/** Minimum age for any Chowk account (docs/product.md §9). */
export const MINIMUM_ACCOUNT_AGE = 18;

const supportMail = <a key="mail" href={`mailto:${SITE.supportEmail}`} />;

/** docs/product.md §2: exactly 14 numbered sections. Numbers come from the order below. */
function useTermsSections(): readonly LegalSection[] {
  const { t } = usePagesText();
  return [
    {
      id: 'acceptance',
      title: t('legal.terms.acceptanceTitle'),
      body: <p>{t('legal.terms.acceptance', { company: SITE.company })}</p>,
    },
    {
      id: 'eligibility',
      title: t('legal.terms.eligibilityTitle'),
      body: <p>{t('legal.terms.eligibility', { age: MINIMUM_ACCOUNT_AGE })}</p>,
    },
    { id: 'what', title: t('legal.terms.whatTitle'), body: <p>{t('legal.terms.what')}</p> },
    {
      id: 'accounts',
      title: t('legal.terms.accountsTitle'),
      body: (
        <p>
          <RichText i18nKey="legal.terms.accounts" components={[supportMail]} values={{ email: SITE.supportEmail }} />
        </p>
      ),
    },
    {
      id: 'shopkeepers',
      title: t('legal.terms.shopkeepersTitle'),
      body: (
        <ul>
          <li>{t('legal.terms.shopkeepers1')}</li>
          <li>{t('legal.terms.shopkeepers2')}</li>
          <li>{t('legal.terms.shopkeepers3')}</li>
          <li>{t('legal.terms.shopkeepers4')}</li>
        </ul>
      ),
    },
    { id: 'orders', title: t('legal.terms.ordersTitle'), body: <p>{t('legal.terms.orders')}</p> },
    { id: 'prices', title: t('legal.terms.pricesTitle'), body: <p>{t('legal.terms.prices')}</p> },
    {
      id: 'trial',
      title: t('legal.terms.trialTitle'),
      body: (
        <p>
          <RichText i18nKey="legal.terms.trial" components={[<Link key="refund" to={STATIC_PATHS.refund} />]} />
        </p>
      ),
    },
    {
      id: 'use',
      title: t('legal.terms.useTitle'),
      body: (
        <ul>
          <li>{t('legal.terms.use1')}</li>
          <li>{t('legal.terms.use2')}</li>
          <li>{t('legal.terms.use3')}</li>
        </ul>
      ),
    },
    { id: 'content', title: t('legal.terms.contentTitle'), body: <p>{t('legal.terms.content')}</p> },
    {
      id: 'privacy',
      title: t('legal.terms.privacyTitle'),
      body: (
        <p>
          <RichText i18nKey="legal.terms.privacy" components={[<Link key="privacy" to={STATIC_PATHS.privacy} />]} />
        </p>
      ),
    },
    { id: 'liability', title: t('legal.terms.liabilityTitle'), body: <p>{t('legal.terms.liability')}</p> },
    { id: 'termination', title: t('legal.terms.terminationTitle'), body: <p>{t('legal.terms.termination')}</p> },
    {
      id: 'law',
      title: t('legal.terms.lawTitle'),
      body: (
        <p>
          <RichText
            i18nKey="legal.terms.law"
            components={[supportMail]}
            values={{ email: SITE.supportEmail, address: SITE.address.join(', ') }}
          />
        </p>
      ),
    },
  ];
}

/** `/terms`. */
export function TermsPage() {
  const { t } = usePagesText();
  const sections = useTermsSections();
  return <LegalPage title={t('legal.terms.title')} intro={<p>{t('legal.terms.intro')}</p>} sections={sections} numbered />;
}
