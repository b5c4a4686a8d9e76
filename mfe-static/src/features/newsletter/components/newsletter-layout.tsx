import type { ComponentPropsWithRef, FormEvent, Ref } from 'react';
import { Button, TextField } from '@chowk/ui';
import { useText } from '../../../i18n';

/** The footer's newsletter box as it looks, with or without its form logic loaded. */
export function NewsletterLayout({
  formRef,
  onSubmit,
  field,
  busy = false,
  loading = false,
}: {
  formRef?: Ref<HTMLFormElement>;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  field: ComponentPropsWithRef<'input'> & { error?: string };
  busy?: boolean;
  /** The form's logic is still loading (a submit now is carried over). */
  loading?: boolean;
}) {
  const { t } = useText();
  return (
    <form
      ref={formRef}
      className="newsletter"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="newsletter-title"
      aria-busy={loading || undefined}
    >
      <h2 id="newsletter-title" className="footer-heading">
        {t('newsletter.title')}
      </h2>
      <p className="newsletter-lead">{t('newsletter.lead')}</p>
      <div className="newsletter-row">
        <TextField
          label={t('newsletter.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...field}
        />
        <Button type="submit" busy={busy}>
          {t('newsletter.subscribe')}
        </Button>
      </div>
    </form>
  );
}
