import { useEffect, useState } from 'react';
import { useMessage, useUiText } from './i18n';
import { dismissToast, toast, type ToastItem } from './toast';

/**
 * The toasts, top-right. A message that is a text of @chowk/contracts (SUCCESS, FAILURE, the
 * shared handler's HTTP texts…) shows in the device's language; any other (the API's, already
 * in the user's language, or an app's own translated words) as it was pushed.
 */
export function Toaster() {
  const [list, setList] = useState<readonly ToastItem[]>([]);
  const { t } = useUiText();
  const tm = useMessage();
  useEffect(() => toast.subscribe(setList), []);
  return (
    <div className="toaster" aria-live="polite" role="region" aria-label={t('toast.region')}>
      {list.map((item) => (
        <div key={item.id} className={`toast toast-${item.kind}`} role={item.kind === 'error' ? 'alert' : 'status'}>
          <span>{tm(item.message)}</span>
          <button type="button" className="toast-close" aria-label={t('toast.dismiss')} onClick={() => dismissToast(item.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
