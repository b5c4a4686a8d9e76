import { useState } from 'react';
import { PRODUCT_TOAST_MS, type Product, SHOP_FAILURE, SHOP_SUCCESS } from '@chowk/contracts';
import type { QueryError } from '@chowk/store/query';
import { toast, useMessage } from '@chowk/ui';
import { useText } from '../../i18n';
import { failureText } from '../../store/failure';
import { useSetSoldOutMutation } from '../../store/menu.api';

/**
 * An Available switch (an item's, a choice's). The save is optimistic where it is made; the
 * switch waits for the answer before it takes another press, so two quick presses cannot cross,
 * and says the outcome in a toast. `said` and `failure` are @chowk/contracts texts (translated here).
 */
export function AvailabilitySwitch({
  soldOut,
  label,
  save,
  said,
  failure,
}: {
  soldOut: boolean;
  /** The switch's accessible name: "<name> available". */
  label: string;
  save: (soldOut: boolean) => Promise<unknown>;
  said: (soldOut: boolean) => string;
  failure: string;
}) {
  const { t } = useText();
  const tm = useMessage();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    const next = !soldOut;
    setBusy(true);
    try {
      await save(next);
      toast.success(tm(said(next)), PRODUCT_TOAST_MS.success);
    } catch (error) {
      toast.error(failureText(error as QueryError, failure, tm), PRODUCT_TOAST_MS.error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center', minHeight: 44, cursor: 'pointer' }}>
      <input
        type="checkbox"
        role="switch"
        checked={!soldOut}
        disabled={busy}
        aria-busy={busy || undefined}
        onChange={() => void toggle()}
        aria-label={label}
        style={{ width: 20, height: 20, flex: 'none' }}
      />
      <span aria-hidden="true">{t('common.available')}</span>
    </label>
  );
}

/** An item's Available switch (on the menu and in settings). */
export function SoldOutSwitch({ product }: { product: Product }) {
  const { t } = useText();
  const [setSoldOut] = useSetSoldOutMutation();
  return (
    <AvailabilitySwitch
      soldOut={product.sold_out}
      label={t('common.namedAvailable', { name: product.name })}
      save={(soldOut) => setSoldOut({ id: product._id, soldOut }).unwrap()}
      said={(soldOut) => (soldOut ? SHOP_SUCCESS.markedSoldOut(product.name) : SHOP_SUCCESS.markedAvailable(product.name))}
      failure={SHOP_FAILURE.saveProduct}
    />
  );
}

/** The visible mark of a sold-out item (its switch says the same to a screen reader). */
export function SoldOutBadge() {
  const { t } = useText();
  return (
    <span
      style={{
        display: 'inline-block',
        marginLeft: 6,
        padding: '1px 8px',
        borderRadius: 999,
        fontSize: '0.8rem',
        fontWeight: 600,
        background: 'var(--c-danger-soft)',
        color: 'var(--c-danger)',
        verticalAlign: 'middle',
      }}
    >
      {t('common.soldOut')}
    </span>
  );
}
