import { Link } from 'react-router-dom';
import { STATIC_PATHS } from '../../../config/paths.constant';
import { RichText, usePagesText } from '../../../i18n/pages';

/** `/about`: story, mission, values and why Chowk exists. */
export function AboutPage() {
  const { t } = usePagesText();
  const values = [
    { id: 'simple', title: t('about.simpleTitle'), text: t('about.simpleText') },
    { id: 'fair', title: t('about.fairTitle'), text: t('about.fairText') },
    { id: 'data', title: t('about.dataTitle'), text: t('about.dataText') },
    { id: 'local', title: t('about.localTitle'), text: t('about.localText') },
  ];
  return (
    <main className="container static-page about-page">
      <h1>{t('about.title')}</h1>
      <p className="page-lead">{t('about.lead')}</p>

      <section aria-labelledby="about-story">
        <h2 id="about-story">{t('about.storyTitle')}</h2>
        <p>{t('about.story1')}</p>
        <p>{t('about.story2')}</p>
      </section>

      <section aria-labelledby="about-mission">
        <h2 id="about-mission">{t('about.missionTitle')}</h2>
        <p>{t('about.mission')}</p>
      </section>

      <section aria-labelledby="about-values">
        <h2 id="about-values">{t('about.valuesTitle')}</h2>
        <ul className="value-list">
          {values.map((v) => (
            <li key={v.id}>
              <strong>{v.title}</strong> {v.text}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-why">
        <h2 id="about-why">{t('about.whyTitle')}</h2>
        <p>{t('about.why1')}</p>
        <p>{t('about.why2')}</p>
        <p>
          <RichText i18nKey="about.why3" components={[<Link key="contact" to={STATIC_PATHS.contact} />]} />
        </p>
      </section>
    </main>
  );
}
