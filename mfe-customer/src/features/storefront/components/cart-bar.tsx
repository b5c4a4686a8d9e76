import { Link } from 'react-router-dom';
import { formatRupees, orderTotals } from '@chowk/contracts';
import { useAppSelector } from '@chowk/store';
import { useText } from '../../../i18n';
import { cartCount, selectCart } from '../../../store/customer.slice';

export const CART_BAR_HEIGHT = 72;

/** The cart button (docs/product.md §2): the count and the total, at the thumb's reach on a phone; shown once the cart holds something. */
export function CartBar({ to }: { to: string }) {
  const { lines } = useAppSelector(selectCart);
  const { t } = useText();
  const count = cartCount(lines);
  if (count === 0) return null;
  const { subtotal } = orderTotals(lines, 'pickup');
  return (
    <div
      style={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 20,
        padding: '10px 16px calc(10px + env(safe-area-inset-bottom))',
        background: 'var(--c-surface)',
        borderTop: '1px solid var(--c-border)',
        boxShadow: '0 -2px 10px rgba(0,0,0,0.06)',
      }}
    >
      <Link className="btn btn-primary" to={to} style={{ width: '100%', maxWidth: 560, margin: '0 auto', display: 'flex' }}>
        <span>{t('cartBar.view')}</span>
        <span aria-hidden="true">·</span>
        <span>{t('cartBar.items', { count })}</span>
        <span aria-hidden="true">·</span>
        <span>{formatRupees(subtotal)}</span>
      </Link>
    </div>
  );
}
