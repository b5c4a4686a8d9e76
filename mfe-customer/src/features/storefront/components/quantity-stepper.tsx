import { useEffect, useRef } from 'react';
import { CUSTOMER_LIMITS } from '@chowk/contracts';
import { useText } from '../../../i18n';

/**
 * − quantity + for a cart line (docs/product.md §4: 0 removes the line; at most 99). The buttons are named
 * for the item so a screen reader hears which line they change; `focusPlus` puts the focus on +
 * when the stepper replaces the Add button that had it.
 */
export function QuantityStepper({
  name,
  quantity,
  onChange,
  focusPlus = false,
}: {
  name: string;
  quantity: number;
  onChange: (quantity: number) => void;
  focusPlus?: boolean;
}) {
  const { t } = useText();
  const plus = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusPlus) plus.current?.focus();
  }, [focusPlus]);
  const atMax = quantity >= CUSTOMER_LIMITS.maxQuantityPerLine;
  return (
    <div role="group" aria-label={t('stepper.label', { name })} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <button
        type="button"
        className="btn btn-secondary"
        style={{ minWidth: 44, padding: 0 }}
        aria-label={quantity <= 1 ? t('stepper.removeFromCart', { name }) : t('stepper.removeOne', { name })}
        onClick={() => onChange(quantity - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <span style={{ minWidth: 28, textAlign: 'center', fontWeight: 700 }}>
        {quantity}
        <span className="sr-only"> {t('stepper.inCart')}</span>
      </span>
      <button
        ref={plus}
        type="button"
        className="btn btn-secondary"
        style={{ minWidth: 44, padding: 0 }}
        aria-label={t('stepper.addOne', { name })}
        disabled={atMax}
        onClick={() => onChange(quantity + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
