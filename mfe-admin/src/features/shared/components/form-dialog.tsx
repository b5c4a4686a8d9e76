import { useId, type FormEvent, type ReactNode } from 'react';
import { Button, Dialog } from '@chowk/ui';
import { useText } from '../../../i18n';
import type { Failure } from '../utils/failure';
import { FailureBox } from './failure-box';

/**
 * A create/edit dialog around one form. It is mounted only while open, so closing it throws
 * the edited item and the typed values away (docs/product.md §2 'closing resets the edited item').
 */
export function FormDialog({
  title,
  submitLabel,
  busy,
  failure,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  busy: boolean;
  failure: Failure | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const formId = useId();
  const { t } = useText();
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        {children}
      </form>
      {failure && <FailureBox failure={failure} />}
    </Dialog>
  );
}
