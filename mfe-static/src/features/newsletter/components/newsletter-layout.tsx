import type { ComponentPropsWithRef, FormEvent, Ref } from 'react';
import { Button, TextField } from '@chowk/ui';

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
        Stay in the loop
      </h2>
      <p className="newsletter-lead">New features and tips for local shops, once or twice a month.</p>
      <div className="newsletter-row">
        <TextField
          label="Email address"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...field}
        />
        <Button type="submit" busy={busy}>
          Subscribe
        </Button>
      </div>
    </form>
  );
}
