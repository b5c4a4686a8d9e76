import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useText } from '../../i18n';
import { LoadFailure } from '../shared-ui/load-failure';

// The panel (its script, timers and form) loads on the first open: most visits never chat.
const loadPanel = () => import('./chat-panel');

/**
 * The floating chat button of the storefront pages (docs/product.md §2, §4): closed or open. Once opened the
 * panel stays mounted, hidden while closed, so the conversation and its pending replies survive
 * closing it. `hidden` keeps it (and the conversation) while a page has no room for it.
 */
export function ChatLauncher({
  shopName,
  raised = false,
  hidden = false,
}: {
  shopName: string;
  raised?: boolean;
  hidden?: boolean;
}) {
  const { t } = useText();
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  // A rejected lazy() stays rejected: Retry makes a new one.
  const [ChatPanel, setChatPanel] = useState(() => lazy(loadPanel));
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const bottom = raised ? 88 : 16;

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div hidden={hidden}>
      {opened && (
        <LoadFailure
          onRetry={() => setChatPanel(() => lazy(loadPanel))}
          fallback={(retry) =>
            open ? (
              <div role="alert" className="card" style={{ position: 'fixed', right: 16, bottom: bottom + 60, zIndex: 31 }}>
                <p style={{ marginTop: 0 }}>{t('chat.loadFailed')}</p>
                <button type="button" className="btn btn-secondary" onClick={retry}>
                  {t('common.retry')}
                </button>
              </div>
            ) : null
          }
        >
          <Suspense
            fallback={
              open ? (
                <p role="status" className="card" style={{ position: 'fixed', right: 16, bottom: bottom + 60, zIndex: 31 }}>
                  {t('chat.opening')}
                </p>
              ) : null
            }
          >
            <ChatPanel id={panelId} shopName={shopName} open={open && !hidden} bottom={bottom + 60} onClose={close} />
          </Suspense>
        </LoadFailure>
      )}
      <button
        ref={button}
        type="button"
        className="btn btn-primary"
        aria-expanded={open}
        aria-controls={opened ? panelId : undefined}
        aria-label={t('chat.title', { name: shopName })}
        onClick={() => {
          setOpened(true);
          setOpen((o) => !o);
        }}
        style={{
          position: 'fixed',
          right: 16,
          bottom,
          zIndex: 30,
          width: 52,
          height: 52,
          padding: 0,
          borderRadius: '50%',
          boxShadow: 'var(--shadow)',
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8.4L4 21.5V18a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm0 2v11h2v1.3L7.6 16H20V5z"
          />
        </svg>
      </button>
    </div>
  );
}
