import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { API_MESSAGES, validateEmail } from '@chowk/contracts';
import { useAppDispatch, useAppSelector } from '@chowk/store';
import { contractResolver, formField, toast } from '@chowk/ui';
import { selectNewsletterStatus } from '../../../store/static.slice';
import { subscribeToNewsletter } from '../api/subscribe-to-newsletter';
import { NewsletterLayout } from './newsletter-layout';

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
  const sending = useAppSelector(selectNewsletterStatus) === 'sending';
  const form = useForm<{ email: string }>({
    defaultValues: { email: handoff?.email ?? '' },
    resolver: contractResolver(validateEmail),
  });
  const input = useRef<HTMLInputElement | null>(null);

  const submit = form.handleSubmit(async ({ email }) => {
    if (sending) return;
    const result = await dispatch(subscribeToNewsletter(email.trim()));
    if (subscribeToNewsletter.fulfilled.match(result)) {
      toast.success(result.payload.message || API_MESSAGES.subscribed);
      form.reset({ email: '' });
    } else if (result.payload?.emailError) {
      form.setError('email', { type: 'server', message: result.payload.emailError }, { shouldFocus: true });
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
