import { useState } from 'react';
import { ConfirmDialog, toast } from '@chowk/ui';
import { failureOf, type Failure } from '../utils/failure';
import { FailureBox } from './failure-box';

/**
 * The delete confirmation. Like the edit dialogs it stays open, with the failure text, when
 * the delete fails (docs/product.md §4), and closes with a success toast when it works.
 */
export function DeleteDialog({
  title,
  message,
  onConfirm,
  successText,
  failureText,
  onClose,
}: {
  title: string;
  /** The confirmation, a text of @chowk/contracts (CONFIRM): the kit's dialog shows it in the user's language. */
  message: string;
  onConfirm: () => Promise<unknown>;
  successText: string;
  failureText: string;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      toast.success(successText);
      onClose();
    } catch (error) {
      setFailure(failureOf(error, failureText));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog open title={title} message={message} busy={busy} onConfirm={() => void confirm()} onCancel={onClose}>
      {failure && <FailureBox failure={failure} />}
    </ConfirmDialog>
  );
}
