import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { API_MESSAGES, validateEmail } from '@chowk/contracts';
import { useAppDispatch } from '@chowk/store';
import type { QueryError } from '@chowk/store/query';
import { contractResolver, formField, toast } from '@chowk/ui';
import { NewsletterLayout } from './newsletter-layout';

/**
 * The footer is on every first visit and this form loads when the footer comes near the
 * screen: the API's cache (RTK Query) and the HTTP client load when someone subscribes.
 */
const loadStaticApi = () => import('../../../store/static.api').then((m) => m.staticApi);

export interface NewsletterHandoff {
  /** What the visitor typed into the box before this form loaded. */
  email: string;
  /** The box had the focus: keep it there. */
  focus: boolean;
  /** The visitor already pressed Subscribe: submit now. */
  submit: boolean;
}

/**
 * The footer's newsletter form. Validated here with the same rule as the API; on success the
 * server's message is toasted and the box clears; on failure the shared handler has toasted
 * and the typed address stays so the visitor can retry. Loaded by NewsletterBox when the
 * footer comes near the screen or the visitor reaches for the box.
 */
export function NewsletterForm({ handoff }: { handoff?: NewsletterHandoff }) {
  const dispatch = useAppDispatch();
  /** A subscription on its way: another press sends nothing. */
  const [sending, setSending] = useState(false);
  const form = useForm<{ email: string }>({
    defaultValues: { email: handoff?.email ?? '' },
    resolver: contractResolver(validateEmail),
  });
  const input = useRef<HTMLInputElement | null>(null);

  const submit = form.handleSubmit(async ({ email }) => {
    if (sending) return;
    setSending(true);
    try {
      const staticApi = await loadStaticApi();
      const request = dispatch(staticApi.endpoints.subscribeNewsletter.initiate({ email: email.trim() }));
      try {
        const answer = await request.unwrap();
        toast.success(answer.message || API_MESSAGES.subscribed);
        form.reset({ email: '' });
      } catch (e) {
        // The shared response handler has toasted the failure; the server's complaint about
        // the address (422) goes under the field.
        const emailError = (e as Partial<QueryError>).errors?.email;
        if (emailError) form.setError('email', { type: 'server', message: emailError }, { shouldFocus: true });
      } finally {
        request.reset();
      }
    } finally {
      setSending(false);
    }
  });

  // Pick up where the stand-in box left off.
  useEffect(() => {
    // (An email input has no selection API to put the caret back with.)
    if (handoff?.focus) input.current?.focus();
    if (handoff?.submit) void submit();
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const email = formField(form, 'email');
  return (
    <NewsletterLayout
      onSubmit={(e) => void submit(e)}
      busy={sending || form.formState.isSubmitting}
      field={{
        ...email,
        ref: (el: HTMLInputElement | null) => {
          email.ref(el);
          input.current = el;
        },
      }}
    />
  );
}
