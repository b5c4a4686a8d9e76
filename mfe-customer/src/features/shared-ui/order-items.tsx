import type { ReactNode } from 'react';
import { type CustomerOrder, formatRupees, optionsSummary, rupeesToPaise, TAX_RATE_PERCENT } from '@chowk/contracts';
import { useText } from '../../i18n';

const money = (rupees: number | undefined) => formatRupees(rupeesToPaise(rupees ?? 0));

export function Line({ label, strong = false, children }: { label: string; strong?: boolean; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, fontWeight: strong ? 700 : 400 }}>
      <dt>{label}</dt>
      <dd style={{ margin: 0, textAlign: 'right' }}>{children}</dd>
    </div>
  );
}

/**
 * An order's lines and amounts as the server priced them: each line with its chosen options
 * under it ("Full · Extra cheese, Less sugar"), the subtotal, the delivery fee as charged (a
 * delivery that went free says "Free"; pickup has none), the tax (none charged: no line) and the total.
 */
export function OrderItems({ order }: { order: CustomerOrder }) {
  const { t } = useText();
  const delivery = order.delivery_type === 'delivery' || order.delivery_fee > 0;
  return (
    <>
      <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 10px', display: 'grid', gap: 4 }}>
        {order.items.map((item, i) => {
          const summary = optionsSummary(item.options);
          return (
            <li key={`${item.product_id}-${i}`}>
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
                <span>
                  {item.product_name || item.name} × {item.quantity}
                </span>
                <span>{formatRupees(rupeesToPaise(item.price) * item.quantity)}</span>
              </div>
              {summary && <p style={{ margin: 0, fontSize: '0.9rem', color: 'var(--c-muted)' }}>{summary}</p>}
            </li>
          );
        })}
      </ul>
      <dl style={{ margin: 0, display: 'grid', gap: 4, borderTop: '1px solid var(--c-border)', paddingTop: 8 }}>
        <Line label={t('common.subtotal')}>{money(order.subtotal)}</Line>
        {delivery && (
          <Line label={t('common.deliveryFee')}>{order.delivery_fee > 0 ? money(order.delivery_fee) : t('common.free')}</Line>
        )}
        {/* A composition-scheme shop charges no tax: no tax line. */}
        {order.tax_amount > 0 && <Line label={t('common.tax', { rate: TAX_RATE_PERCENT })}>{money(order.tax_amount)}</Line>}
        <Line label={t('common.total')} strong>
          {money(order.total_amount ?? order.totalAmount)}
        </Line>
      </dl>
    </>
  );
}
