import { useState, type FormEvent } from 'react';
import { ApiError, sendContactMessage } from '@chowk/api-client';
import { API_MESSAGES, FAILURE, hasErrors, validateContact, type ContactPayload, type FieldErrors } from '@chowk/contracts';
import { Button, ErrorBox, TextArea, TextField } from '@chowk/ui';

type Field = keyof ContactPayload;
const EMPTY: ContactPayload = { name: '', email: '', subject: '', message: '' };
const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];

/**
 * Spec §2 Contact: all four fields required (checked on submit with the shared rule), then
 * the alert and a cleared form. The message is stored on the server first so it is never
 * lost; if that fails every field is kept and the failure is shown above the button.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactPayload>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [field]: e.target.value }));
      if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }));
    },
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const found = validateContact(values);
    setErrors(found);
    setFailed(false);
    if (hasErrors(found)) return;
    const payload: ContactPayload = {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
    };
    setSending(true);
    try {
      await sendContactMessage(payload);
      window.alert(API_MESSAGES.contactReceived);
      setValues(EMPTY);
    } catch (err) {
      // The shared handler has toasted the cause; keep the text and say so here too.
      setFailed(true);
      if (err instanceof ApiError) {
        const fromServer = Object.fromEntries(FIELDS.filter((f) => err.errors[f]).map((f) => [f, err.errors[f]]));
        setErrors(fromServer);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="card contact-form" onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Write to us</h2>
      <TextField label="Full Name" autoComplete="name" {...bind('name')} />
      <TextField label="Email" type="email" inputMode="email" autoComplete="email" {...bind('email')} />
      <TextField label="Subject" {...bind('subject')} />
      <TextArea label="Message" rows={6} {...bind('message')} />
      {failed && <ErrorBox>{FAILURE.contact}</ErrorBox>}
      <Button type="submit" busy={sending}>
        Send Message
      </Button>
    </form>
  );
}
