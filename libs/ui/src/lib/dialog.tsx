import { useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Button } from './components';
import { useMessage, useUiText } from './i18n';

/** What Tab may land on inside a dialog, in document order. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** Where focus goes when a dialog opens: its first field or action, never the × in the corner. */
const INITIAL =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]):not(.dialog-close), a[href]';

const tabbables = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter((el) => !el.closest('[inert]') && el.tabIndex >= 0);

/**
 * A modal dialog on the native `<dialog>` element, opened with `showModal()`: the rest of the
 * page is inert and out of the accessibility tree, the dialog sits in the top layer, Tab
 * cycles inside it. It is mounted only while `open`, so closing throws its state away.
 *
 * - focus moves to the first field or action when it opens, and back to the element that
 *   had it (the button that opened it) when it closes;
 * - Escape (the native `cancel` event) and a press on the backdrop call `onClose`, unless busy;
 * - labelled by its title, described by `describedBy` (an element id) when given.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  footer,
  busy = false,
  size = 'md',
  describedBy,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  busy?: boolean;
  size?: 'sm' | 'md' | 'lg';
  describedBy?: string;
}) {
  if (!open) return null;
  return (
    <OpenDialog title={title} onClose={onClose} footer={footer} busy={busy} size={size} describedBy={describedBy}>
      {children}
    </OpenDialog>
  );
}

function OpenDialog({
  title,
  onClose,
  children,
  footer,
  busy,
  size,
  describedBy,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  busy: boolean;
  size: 'sm' | 'md' | 'lg';
  describedBy?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useUiText();
  // The latest props for the native listeners, which are attached once.
  const latest = useRef({ busy, onClose });
  useLayoutEffect(() => {
    latest.current = { busy, onClose };
  });

  // Open in the top layer on mount; on unmount close and give focus back to the opener.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let unmounting = false;
    const onCancel = (e: Event) => {
      // Escape: React state decides whether the dialog closes.
      e.preventDefault();
      if (!latest.current.busy) latest.current.onClose();
    };
    const onNativeClose = () => {
      // `close` is dispatched later, as a task: a close() followed by a new showModal() (React's
      // StrictMode mounts, unmounts and mounts again in development) must not end the dialog.
      if (unmounting || dialog.open) return;
      // Closed by the browser itself (e.g. a repeated Escape Chromium will not let us cancel):
      // keep the element and React's state in step.
      if (latest.current.busy) dialog.showModal();
      else latest.current.onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    if (!dialog.open) dialog.showModal();
    (dialog.querySelector<HTMLElement>(INITIAL) ?? dialog).focus();
    return () => {
      unmounting = true;
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // The browser keeps Tab inside a modal dialog but lets it wander to its own toolbar on the
  // way round; wrap explicitly so Tab and Shift+Tab cycle through the dialog's controls.
  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab' || !ref.current) return;
    const items = tabbables(ref.current);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === ref.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  };

  // A press on the backdrop lands on the <dialog> itself, outside its box.
  const onMouseDown = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target !== e.currentTarget || busy) return;
    const r = e.currentTarget.getBoundingClientRect();
    const inside = e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
    if (!inside || (r.width === 0 && r.height === 0)) onClose();
  };

  return (
    <dialog
      ref={ref}
      className={`dialog dialog-${size}`}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      onMouseDown={onMouseDown}
    >
      <div className="dialog-header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="dialog-close" aria-label={t('dialog.close')} onClick={onClose} disabled={busy}>
          ×
        </button>
      </div>
      <div className="dialog-body">{children}</div>
      {footer && <div className="dialog-footer">{footer}</div>}
    </dialog>
  );
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  /** The question; a text of @chowk/contracts (CONFIRM) is shown translated. */
  message: string;
  /** The confirm button's words (default Delete). */
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Shown under the message, e.g. why the last attempt failed. */
  children?: ReactNode;
}) {
  const messageId = useId();
  const { t } = useUiText();
  const tm = useMessage();
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      busy={busy}
      size="sm"
      describedBy={messageId}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('dialog.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={busy}>
            {confirmLabel ?? t('dialog.delete')}
          </Button>
        </>
      }
    >
      <p id={messageId}>{tm(message)}</p>
      {children}
    </Dialog>
  );
}
