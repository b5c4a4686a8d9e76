import { Link } from 'react-router-dom';
import { STATIC_PATHS } from '../../../config/paths.constant';
import { SITE } from '../../../config/site.constant';
import { RichText, usePagesText } from '../../../i18n/pages';
import { LegalPage, type LegalSection } from './legal-page';

const supportMail = <a key="mail" href={`mailto:${SITE.supportEmail}`} />;
const email = { email: SITE.supportEmail };

/** `/refund-policy`. */
export function RefundPage() {
  const { t } = usePagesText();
  const sections: readonly LegalSection[] = [
    {
      id: 'orders',
      title: t('legal.refund.ordersTitle'),
      body: (
        <>
          <p>{t('legal.refund.orders')}</p>
          <ul>
            <li>{t('legal.refund.orders1')}</li>
            <li>{t('legal.refund.orders2')}</li>
            <li>
              <RichText i18nKey="legal.refund.orders3" components={[supportMail]} values={email} />
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'guarantee',
      title: t('legal.refund.guaranteeTitle'),
      body: (
        <>
          <p>{t('legal.refund.guarantee1')}</p>
          <p>{t('legal.refund.guarantee2')}</p>
        </>
      ),
    },
    {
      id: 'how',
      title: t('legal.refund.howTitle'),
      body: (
        <ol>
          <li>
            <RichText
              i18nKey="legal.refund.how1"
              components={[supportMail, <Link key="contact" to={STATIC_PATHS.contact} />]}
              values={email}
            />
          </li>
          <li>{t('legal.refund.how2')}</li>
          <li>{t('legal.refund.how3')}</li>
          <li>{t('legal.refund.how4')}</li>
        </ol>
      ),
    },
    {
      id: 'excluded',
      title: t('legal.refund.excludedTitle'),
      body: (
        <ul>
          <li>{t('legal.refund.excluded1')}</li>
          <li>{t('legal.refund.excluded2')}</li>
          <li>{t('legal.refund.excluded3')}</li>
          <li>
            <RichText i18nKey="legal.refund.excluded4" components={[<Link key="terms" to={STATIC_PATHS.terms} />]} />
          </li>
          <li>{t('legal.refund.excluded5')}</li>
          <li>{t('legal.refund.excluded6')}</li>
        </ul>
      ),
    },
    { id: 'trial', title: t('legal.refund.trialTitle'), body: <p>{t('legal.refund.trial')}</p> },
    {
      id: 'questions',
      title: t('legal.refund.questionsTitle'),
      body: (
        <p>
          <RichText
            i18nKey="legal.refund.questions"
            components={[supportMail]}
            values={{ ...email, phone: SITE.phoneDisplay, hours: t('supportHours') }}
          />
        </p>
      ),
    },
  ];
  return <LegalPage title={t('legal.refund.title')} intro={<p>{t('legal.refund.intro')}</p>} sections={sections} />;
}
