import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { API_MESSAGES, FAILURE, validateContact, type ContactPayload } from '@chowk/contracts';
import type { QueryError } from '@chowk/store/query';
import { applyServerErrors, Button, contractResolver, ErrorBox, formField, TextArea, TextField, useMessage } from '@chowk/ui';
import { usePagesText } from '../../../i18n/pages';
import { useSendContactMessageMutation } from '../../../store/static.api';

const EMPTY: ContactPayload = { name: '', email: '', subject: '', message: '' };
const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/**
 * docs/product.md §2 Contact: all four fields required (checked on submit with the shared rule), then
 * the alert and a cleared form. The message is stored on the server first so it is never
 * lost; if that fails every field is kept and the failure is shown above the button.
 */
export function ContactForm() {
  const { t } = usePagesText();
  const tm = useMessage();
  const form = useForm<ContactPayload>({ defaultValues: EMPTY, resolver: contractResolver(validateContact) });
  const [failed, setFailed] = useState(false);
  const [sendContactMessage] = useSendContactMessageMutation();
  const field = (name: keyof ContactPayload) => formField(form, name);

  const submit = form.handleSubmit(
    async (values) => {
      setFailed(false);
      const payload: ContactPayload = {
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      };
      try {
        await sendContactMessage(payload).unwrap();
        window.alert(tm(API_MESSAGES.contactReceived));
        form.reset(EMPTY);
      } catch (err) {
        // The shared handler has toasted the cause; keep the text and say so here too.
        setFailed(true);
        const { errors } = err as Partial<QueryError>;
        if (errors) applyServerErrors(form, errors, FIELDS);
      }
    },
    () => setFailed(false),
  );

  return (
    <form className="card contact-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('contact.formTitle')}</h2>
      <TextField label={t('contact.name')} autoComplete="name" {...field('name')} />
      <TextField label={t('contact.email')} type="email" inputMode="email" autoComplete="email" {...field('email')} />
      <TextField label={t('contact.subject')} {...field('subject')} />
      <TextArea label={t('contact.message')} rows={6} {...field('message')} />
      {failed && <ErrorBox>{tm(FAILURE.contact)}</ErrorBox>}
      <Button type="submit" busy={form.formState.isSubmitting}>
        {t('contact.send')}
      </Button>
    </form>
  );
}
