import type { ReactNode } from 'react';
import { formatInIndia, indiaDateStart } from '@chowk/contracts';
import { useLocale } from '@chowk/ui';
import { LEGAL_LAST_UPDATED } from '../../../config/site.constant';
import { usePagesText } from '../../../i18n/pages';

export interface LegalSection {
  /** Stable across languages (the React key). */
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * The frame of the three legal pages: h1, 'Last updated', an introduction, and sections.
 * `numbered` prefixes each heading with its number (the Terms cite their sections by it).
 */
export function LegalPage({
  title,
  intro,
  sections,
  numbered = false,
}: {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  numbered?: boolean;
}) {
  const { t } = usePagesText();
  const locale = useLocale();
  const date = formatInIndia(indiaDateStart(LEGAL_LAST_UPDATED), { day: 'numeric', month: 'long', year: 'numeric' }, locale);
  return (
    <main className="container static-page legal-page">
      <h1>{title}</h1>
      <p className="last-updated">{t('legal.lastUpdated', { date })}</p>
      <div className="page-lead">{intro}</div>
      {sections.map((s, i) => {
        const id = `section-${i + 1}`;
        return (
          <section key={s.id} aria-labelledby={id} className="legal-section">
            <h2 id={id}>{numbered ? `${i + 1}. ${s.title}` : s.title}</h2>
            {s.body}
          </section>
        );
      })}
    </main>
  );
}
