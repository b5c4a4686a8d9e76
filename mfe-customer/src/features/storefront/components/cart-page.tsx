import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { CUSTOMER_EMPTY, formatRupees, orderTotals, TAX_RATE_PERCENT } from '@chowk/contracts';
import { useAppDispatch, useAppSelector } from '@chowk/store';
import { Button, ConfirmDialog, EmptyState, useNow } from '@chowk/ui';
import { cartCleared, lineRemoved, quantitySet, selectCart } from '../../../store/customer.slice';
import { useDocumentTitle } from '../hooks/use-document-title';
import { loadCheckoutPage, preload } from '../lazy-pages';
import { orderingBlockedReason, shopPaths } from '../utils/shop-info';
import { CartNoticeBox } from './cart-notice';
import { QuantityStepper } from './quantity-stepper';
import { useLoadedShop } from './shop-loader';

/** A label and an amount in a totals list. */
export function TotalRow({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, fontWeight: strong ? 700 : 400 }}>
      <dt>{label}</dt>
      <dd style={{ margin: 0 }}>{formatRupees(amount)}</dd>
    </div>
  );
}

/**
 * /customer/shop/{code}/cart (docs/product.md §2, §4; docs/architecture.md): the lines with their quantities,
 * the totals with ₹29 as the delivery estimate (checkout recomputes for the option chosen), Clear,
 * and on to checkout, unless the shop is closed or paused right now.
 */
export default function CartPage() {
  const { shop } = useLoadedShop();
  const { lines } = useAppSelector(selectCart);
  const dispatch = useAppDispatch();
  const now = useNow();
  const [confirmClear, setConfirmClear] = useState(false);
  useDocumentTitle(`Your Cart · ${shop.name}`);
  useEffect(() => preload(loadCheckoutPage), []);
  const heading = useRef<HTMLHeadingElement>(null);
  // A removed line takes its buttons with it: the focus goes to the page's heading, not to nowhere.
  const removed = () => heading.current?.focus();
  const paths = shopPaths(shop.code);
  const totals = orderTotals(lines, 'delivery');
  const blocked = orderingBlockedReason(shop, now);

  return (
    <main className="container" style={{ padding: '12px 16px 96px', maxWidth: 720 }}>
      <Link to={paths.home} className="btn btn-ghost" style={{ paddingLeft: 0 }}>
        <span aria-hidden="true">←</span> Back to {shop.name}
      </Link>
      <h1 ref={heading} tabIndex={-1}>
        Your Cart
      </h1>
      <CartNoticeBox />
      {lines.length === 0 ? (
        <EmptyState title={CUSTOMER_EMPTY.cartEmpty}>
          <p>Add items from the menu and they will show here.</p>
          <Link className="btn btn-primary" to={paths.home}>
            Browse the menu
          </Link>
        </EmptyState>
      ) : (
        <>
          <ul aria-label="Items in your cart" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 10 }}>
            {lines.map((line) => (
              <li key={line.productId} className="card" style={{ padding: 12 }}>
                <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
                  <div style={{ minWidth: 0 }}>
                    <h2 style={{ fontSize: '1rem', margin: 0 }}>{line.name}</h2>
                    <p style={{ margin: 0, color: 'var(--c-muted)', fontSize: '0.9rem' }}>{formatRupees(line.pricePaise)} each</p>
                  </div>
                  <p style={{ margin: 0, fontWeight: 700 }}>
                    <span className="sr-only">Line total </span>
                    {formatRupees(line.pricePaise * line.quantity)}
                  </p>
                </div>
                <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginTop: 8 }}>
                  <QuantityStepper
                    name={line.name}
                    quantity={line.quantity}
                    onChange={(quantity) => {
                      dispatch(quantitySet({ productId: line.productId, quantity }));
                      if (quantity <= 0) removed();
                    }}
                  />
                  <Button
                    variant="ghost"
                    onClick={() => {
                      dispatch(lineRemoved(line.productId));
                      removed();
                    }}
                    aria-label={`Remove ${line.name}`}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 8 }}>
            <Button variant="secondary" onClick={() => setConfirmClear(true)}>
              Clear cart
            </Button>
          </div>

          <section className="card" aria-labelledby="cart-totals" style={{ marginTop: 12 }}>
            <h2 id="cart-totals" style={{ fontSize: '1.05rem' }}>
              Totals
            </h2>
            <dl style={{ margin: 0, display: 'grid', gap: 4 }}>
              <TotalRow label="Subtotal" amount={totals.subtotal} />
              <TotalRow label="Delivery fee (estimate)" amount={totals.delivery} />
              <TotalRow label={`Tax (${TAX_RATE_PERCENT}%)`} amount={totals.tax} />
              <TotalRow label="Total" amount={totals.total} strong />
            </dl>
            <p className="field-hint" style={{ marginTop: 8 }}>
              Pickup is free: choose it at checkout.
            </p>
          </section>

          {blocked ? (
            <p className="card" role="note" style={{ marginTop: 12, background: 'var(--c-primary-soft)' }}>
              {blocked}
            </p>
          ) : (
            <Link className="btn btn-primary" to={paths.checkout} style={{ width: '100%', marginTop: 12 }}>
              Proceed to Checkout
            </Link>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirmClear}
        title="Clear your cart?"
        message={`Every item from ${shop.name} leaves your cart.`}
        confirmLabel="Clear cart"
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => {
          dispatch(cartCleared());
          setConfirmClear(false);
        }}
      />
    </main>
  );
}
