import { knownStatus, type Order, ORDER_STATUSES, type OrderStatus, statusLabel } from '@chowk/contracts';
import { statusColours, useMessage } from '@chowk/ui';
import { useText } from '../../i18n';

/**
 * A row's status dropdown (docs/product.md §2: all six statuses, any from any other). Coloured like the
 * badge; an unknown status shows as Pending. While a save is under way it stays focusable (a
 * disabled control drops the keyboard's focus) but takes no new choice, so two saves never cross.
 */
export function OrderStatusSelect({
  order,
  shown,
  busy,
  onChange,
}: {
  order: Order;
  /** The status to show: the order's, or the one being saved. */
  shown: string;
  busy: boolean;
  onChange: (status: OrderStatus) => void;
}) {
  const { t } = useText();
  const tm = useMessage();
  const value = knownStatus(shown);
  return (
    <select
      aria-label={t('orders.statusOf', { order: order.order_id })}
      value={value}
      aria-busy={busy || undefined}
      data-status={value}
      onChange={(e) => {
        if (!busy) onChange(e.target.value as OrderStatus);
      }}
      style={{
        ...statusColours(value),
        border: '1px solid currentColor',
        borderRadius: 999,
        fontWeight: 600,
        padding: '4px 10px',
        minHeight: 36,
        font: 'inherit',
        cursor: 'pointer',
      }}
    >
      {ORDER_STATUSES.map((s) => (
        // The list itself in the page's colours: a pale option on a pale select is hard to read.
        <option key={s} value={s} style={{ background: '#fff', color: '#1f2328' }}>
          {tm(statusLabel(s))}
        </option>
      ))}
    </select>
  );
}
