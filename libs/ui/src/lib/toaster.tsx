import { useEffect, useState } from 'react';
import { dismissToast, toast, type ToastItem } from './toast';

export function Toaster() {
  const [list, setList] = useState<readonly ToastItem[]>([]);
  useEffect(() => toast.subscribe(setList), []);
  return (
    <div className="toaster" aria-live="polite" role="region" aria-label="Notifications">
      {list.map((t) => (
        <div key={t.id} className={`toast toast-${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
          <span>{t.message}</span>
          <button type="button" className="toast-close" aria-label="Dismiss" onClick={() => dismissToast(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
