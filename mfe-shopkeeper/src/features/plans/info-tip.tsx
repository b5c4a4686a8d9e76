import { useEffect, useId, useState } from 'react';
import { useText } from '../../i18n';

/** docs/product.md §4/§9: info tooltips close by themselves after 10 seconds. */
export const INFO_TIP_MS = 10_000;

/**
 * A feature's note behind an ⓘ button: pressed (or focused and Enter/Space) it shows, Escape or
 * another press hides it, and it closes by itself after 10 s. The note describes the button, so
 * a screen reader hears it with the button too.
 */
export function InfoTip({ label, text }: { label: string; text: string }) {
  const { t } = useText();
  const [open, setOpen] = useState(false);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setOpen(false), INFO_TIP_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return (
    <span className="info-tip" style={{ position: 'relative', display: 'inline-block' }}>
      <button
        type="button"
        className="btn btn-ghost"
        style={{ minHeight: 32, minWidth: 32, padding: '0 6px' }}
        aria-label={t('plans.about', { feature: label })}
        aria-expanded={open}
        aria-describedby={id}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
      >
        <span aria-hidden="true">ⓘ</span>
      </button>
      <span
        id={id}
        role="tooltip"
        hidden={!open}
        style={{
          position: 'absolute',
          zIndex: 2,
          left: 0,
          top: '100%',
          width: 220,
          padding: '6px 10px',
          borderRadius: 6,
          background: 'var(--c-text, #1f1633)',
          color: '#fff',
          fontSize: 14,
        }}
      >
        {text}
      </span>
    </span>
  );
}
