import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  chargesTax,
  CUSTOMER_EMPTY,
  DELIVERY_TERMS_TEXT,
  type DeliveryTermsPaise,
  formatRupees,
  localName,
  optionsSummary,
  orderTotals,
  type Paise,
  type Product,
  TAX_RATE_PERCENT,
} from '@chowk/contracts';
import { useAppDispatch, useAppSelector } from '@chowk/store';
import { Button, ConfirmDialog, EmptyState, useLanguage, useMessage, useNow } from '@chowk/ui';
import { useText } from '../../../i18n';
import { lineProblem } from '../../../store/cart-pricing';
import { type CartLine, cartCleared, lineKey, lineRemoved, quantitySet, selectCart } from '../../../store/customer.slice';
import { useDocumentTitle } from '../hooks/use-document-title';
import { loadCheckoutPage, preload } from '../lazy-pages';
import { orderingBlockedReason, shopPaths, shopTerms } from '../utils/shop-info';
import { CartNoticeBox } from './cart-notice';
import { QuantityStepper } from './quantity-stepper';
import { useLoadedShop } from './shop-loader';

/** A label and an amount in a totals list; `free`: nothing reads as "Free" (a delivery at or above the shop's free-delivery amount). */
export function TotalRow({
  label,
  amount,
  strong = false,
  free = false,
}: {
  label: string;
  amount: number;
  strong?: boolean;
  free?: boolean;
}) {
  const { t } = useText();
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, fontWeight: strong ? 700 : 400 }}>
      <dt>{label}</dt>
      <dd style={{ margin: 0 }}>{free && amount === 0 ? t('common.free') : formatRupees(amount)}</dd>
    </div>
  );
}

/**
 * A line's item as the page shows it: the shop's name for it in `language` when the menu has one
 * (the line keeps the shop's own name: the order's), else the line's name.
 */
export const lineName = (line: Pick<CartLine, 'name'>, product: Pick<Product, 'names'> | undefined, language: string): string =>
  localName({ name: line.name, names: product?.names }, language);

/** A line as its controls name it: the item, and its options when it has some ("Masala Chai (Full · Ginger)"). */
export function lineLabel(line: Pick<CartLine, 'name' | 'options'>, name = line.name): string {
  const summary = optionsSummary(line.options);
  return summary ? `${name} (${summary})` : name;
}

/**
 * What a delivery order of this subtotal still needs under the shop's terms: the amount to the
 * minimum (a delivery cannot go below it), else the amount to free delivery; null: nothing.
 */
export function deliveryNudge(terms: DeliveryTermsPaise, subtotal: Paise): string | null {
  // deliveryProblem's minimum, without its texts for checkout in the storefront's first load.
  if (terms.minimumPaise !== null && subtotal < terms.minimumPaise)
    return DELIVERY_TERMS_TEXT.addForMinimum(terms.minimumPaise - subtotal);
  if (terms.freeAbovePaise !== null && terms.feePaise > 0 && subtotal < terms.freeAbovePaise)
    return DELIVERY_TERMS_TEXT.addForFree(terms.freeAbovePaise - subtotal);
  return null;
}

/**
 * /customer/shop/{code}/cart (docs/product.md §2, §4; docs/architecture.md): one line per item and
 * its choices (the choices under the name), with quantities; a line whose item or choices changed
 * on the menu says why; the totals with the shop's delivery fee as the estimate (checkout
 * recomputes for the option chosen) and what a delivery still needs; Clear, and on to checkout,
 * unless the shop is closed or paused right now.
 */
export default function CartPage() {
  const { shop, products } = useLoadedShop();
  const { lines } = useAppSelector(selectCart);
  const dispatch = useAppDispatch();
  const now = useNow();
  const [confirmClear, setConfirmClear] = useState(false);
  const { t } = useText();
  const tm = useMessage();
  const language = useLanguage();
  useDocumentTitle(`${t('cart.title')} · ${shop.name}`);
  useEffect(() => preload(loadCheckoutPage), []);
  const heading = useRef<HTMLHeadingElement>(null);
  // A removed line takes its buttons with it: the focus goes to the page's heading, not to nowhere.
  const removed = () => heading.current?.focus();
  const paths = shopPaths(shop.code);
  const terms = shopTerms(shop);
  // A composition-scheme shop charges no tax (and shows no tax line).
  const gstScheme = shop.billing?.gst_scheme;
  const totals = orderTotals(lines, shop.delivers ? 'delivery' : 'pickup', terms, gstScheme);
  const nudge = shop.delivers ? deliveryNudge(terms, totals.subtotal) : null;
  const blocked = orderingBlockedReason(shop, now);
  const byId = useMemo(() => new Map(products.map((p) => [p._id, p])), [products]);

  return (
    <main className="container" style={{ padding: '12px 16px 96px', maxWidth: 720 }}>
      <Link to={paths.home} className="btn btn-ghost" style={{ paddingLeft: 0 }}>
        <span aria-hidden="true">←</span> {t('common.backTo', { name: shop.name })}
      </Link>
      <h1 ref={heading} tabIndex={-1}>
        {t('cart.title')}
      </h1>
      <CartNoticeBox />
      {lines.length === 0 ? (
        <EmptyState title={tm(CUSTOMER_EMPTY.cartEmpty)}>
          <p>{t('cart.emptyHint')}</p>
          <Link className="btn btn-primary" to={paths.home}>
            {t('common.browseMenu')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <ul aria-label={t('cart.list')} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 10 }}>
            {lines.map((line) => {
              const key = lineKey(line);
              const product = byId.get(line.productId);
              const name = lineName(line, product, language);
              const label = lineLabel(line, name);
              const summary = optionsSummary(line.options);
              const problem = lineProblem(line, product);
              return (
                <li key={key} className="card" style={{ padding: 12 }}>
                  <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
                    <div style={{ minWidth: 0 }}>
                      <h2 style={{ fontSize: '1rem', margin: 0 }}>{name}</h2>
                      {summary && <p style={{ margin: 0, fontSize: '0.9rem' }}>{summary}</p>}
                      <p style={{ margin: 0, color: 'var(--c-muted)', fontSize: '0.9rem' }}>
                        {t('cart.each', { price: formatRupees(line.pricePaise) })}
                      </p>
                    </div>
                    <p style={{ margin: 0, fontWeight: 700 }}>
                      <span className="sr-only">{t('cart.lineTotal')} </span>
                      {formatRupees(line.pricePaise * line.quantity)}
                    </p>
                  </div>
                  {problem && (
                    <p className="field-error" style={{ margin: '6px 0 0' }}>
                      {tm(problem)}
                    </p>
                  )}
                  <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginTop: 8 }}>
                    <QuantityStepper
                      name={label}
                      quantity={line.quantity}
                      onChange={(quantity) => {
                        dispatch(quantitySet({ key, quantity }));
                        if (quantity <= 0) removed();
                      }}
                    />
                    <Button
                      variant="ghost"
                      onClick={() => {
                        dispatch(lineRemoved(key));
                        removed();
                      }}
                      aria-label={t('cart.removeLine', { name: label })}
                    >
                      {t('common.remove')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
          <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 8 }}>
            <Button variant="secondary" onClick={() => setConfirmClear(true)}>
              {t('cart.clear')}
            </Button>
          </div>

          <section className="card" aria-labelledby="cart-totals" style={{ marginTop: 12 }}>
            <h2 id="cart-totals" style={{ fontSize: '1.05rem' }}>
              {t('cart.totals')}
            </h2>
            <dl style={{ margin: 0, display: 'grid', gap: 4 }}>
              <TotalRow label={t('common.subtotal')} amount={totals.subtotal} />
              {shop.delivers && <TotalRow label={t('cart.deliveryEstimate')} amount={totals.delivery} free />}
              {chargesTax(gstScheme) && <TotalRow label={t('common.tax', { rate: TAX_RATE_PERCENT })} amount={totals.tax} />}
              <TotalRow label={t('common.total')} amount={totals.total} strong />
            </dl>
            {nudge && (
              <p className="field-hint" style={{ marginTop: 8 }}>
                {tm(nudge)}
              </p>
            )}
            <p className="field-hint" style={{ marginTop: 8 }}>
              {shop.delivers ? t('cart.pickupFree') : t('cart.pickupOnly')}
            </p>
          </section>

          {blocked ? (
            <p className="card" role="note" style={{ marginTop: 12, background: 'var(--c-primary-soft)' }}>
              {tm(blocked)}
            </p>
          ) : (
            <Link className="btn btn-primary" to={paths.checkout} style={{ width: '100%', marginTop: 12 }}>
              {t('cart.proceed')}
            </Link>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirmClear}
        title={t('cart.clearTitle')}
        message={t('cart.clearMessage', { shop: shop.name })}
        confirmLabel={t('cart.clear')}
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => {
          dispatch(cartCleared());
          setConfirmClear(false);
        }}
      />
    </main>
  );
}
