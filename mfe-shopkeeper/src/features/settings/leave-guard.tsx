import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@chowk/ui';
import { useText } from '../../i18n';

/**
 * Unsaved changes are not lost by accident: while `dirty`, closing or reloading the tab asks
 * (the browser's own prompt), and a click on a link inside the app (the sidebar, the page's own
 * links) opens "Leave without saving?" first. The shell's router is a BrowserRouter, which has no
 * navigation blocker, so links are caught on their way down (capture phase) before the router's
 * Link sees them; a prevented click is one the router leaves alone.
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useText();
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers need a returnValue to show their prompt.
      e.returnValue = '';
    };
    const click = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const to = new URL(link.href, window.location.href);
      if (to.origin !== window.location.origin) return;
      if (to.pathname === window.location.pathname && to.search === window.location.search) return;
      e.preventDefault();
      setPending(`${to.pathname}${to.search}${to.hash}`);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={t('settings.leave.title')}
      message={t('settings.leave.message')}
      confirmLabel={t('settings.leave.confirm')}
      onConfirm={() => {
        const to = pending;
        setPending(null);
        if (to) navigate(to);
      }}
      onCancel={() => setPending(null)}
    />
  );
  return { dialog };
}
