import { useState } from 'react';
import { PRODUCT_TOAST_MS, type Product, SHOP_FAILURE, SHOP_SUCCESS } from '@chowk/contracts';
import type { QueryError } from '@chowk/store/query';
import { toast } from '@chowk/ui';
import { failureText } from '../../store/failure';
import { useSetSoldOutMutation } from '../../store/menu.api';

/**
 * An item's Available switch (on the menu and in settings). Optimistic: the cache flips the item
 * at once and flips it back if the save fails; the switch waits for the answer before it takes
 * another press, so two quick presses cannot cross.
 */
export function SoldOutSwitch({ product }: { product: Product }) {
  const [setSoldOut] = useSetSoldOutMutation();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    const soldOut = !product.sold_out;
    setBusy(true);
    try {
      await setSoldOut({ id: product._id, soldOut }).unwrap();
      toast.success(
        soldOut ? SHOP_SUCCESS.markedSoldOut(product.name) : SHOP_SUCCESS.markedAvailable(product.name),
        PRODUCT_TOAST_MS.success,
      );
    } catch (error) {
      toast.error(failureText(error as QueryError, SHOP_FAILURE.saveProduct), PRODUCT_TOAST_MS.error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center', minHeight: 44, cursor: 'pointer' }}>
      <input
        type="checkbox"
        role="switch"
        checked={!product.sold_out}
        disabled={busy}
        aria-busy={busy || undefined}
        onChange={() => void toggle()}
        aria-label={`${product.name} available`}
        style={{ width: 20, height: 20, flex: 'none' }}
      />
      <span aria-hidden="true">Available</span>
    </label>
  );
}

/** The visible mark of a sold-out item (its switch says the same to a screen reader). */
export function SoldOutBadge() {
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
      Sold out
    </span>
  );
}
