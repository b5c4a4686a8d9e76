import type { Order } from '@chowk/contracts';
import { useText } from '../../i18n';
import { itemsText, lineName, lineOptions } from './order-format';

/**
 * An order's lines where a list of orders shows them (the desk, the dashboard's recent orders):
 * "2 × Masala Chai, 1 × Samosa" on one line; an order with chosen options lists its lines, each
 * line's options under it ("Full · Elaichi").
 */
export function OrderLines({ order }: { order: Pick<Order, 'items'> }) {
  const { t } = useText();
  const item = t('orders.item');
  if (!order.items.some((i) => lineOptions(i))) return <>{itemsText(order, item)}</>;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {order.items.map((i, n) => {
        const options = lineOptions(i);
        return (
          <li key={`${i.product_id}-${n}`} style={{ overflowWrap: 'anywhere' }}>
            {`${i.quantity} × ${lineName(i, item)}`}
            {options && (
              <span className="stat-hint" style={{ display: 'block' }}>
                {options}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
