import { useState, type FormEvent } from 'react';
import { API_MESSAGES, validateEmail } from '@chowk/contracts';
import { useAppDispatch, useAppSelector } from '@chowk/store';
import { Button, TextField, toast } from '@chowk/ui';
import { selectNewsletterStatus } from '../../../store/static.slice';
import { subscribeToNewsletter } from '../api/subscribe-to-newsletter';

/**
 * The footer's newsletter box. Validated here with the same rule as the API; on success the
 * server's message is toasted and the box clears; on failure the shared handler has toasted
 * and the typed address stays so the visitor can retry.
 */
export function NewsletterForm() {
  const dispatch = useAppDispatch();
  const sending = useAppSelector(selectNewsletterStatus) === 'sending';
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const invalid = validateEmail({ email }).email;
    setError(invalid);
    if (invalid) return;
    const result = await dispatch(subscribeToNewsletter(email.trim()));
    if (subscribeToNewsletter.fulfilled.match(result)) {
      toast.success(result.payload.message || API_MESSAGES.subscribed);
      setEmail('');
    } else if (result.payload?.emailError) {
      setError(result.payload.emailError);
    }
  };

  return (
    <form className="newsletter" onSubmit={submit} noValidate aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="footer-heading">
        Stay in the loop
      </h2>
      <p className="newsletter-lead">New features and tips for local shops, once or twice a month.</p>
      <div className="newsletter-row">
        <TextField
          label="Email address"
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error) setError(undefined);
          }}
          error={error}
        />
        <Button type="submit" busy={sending}>
          Subscribe
        </Button>
      </div>
    </form>
  );
}
