import { type ReactNode, type Ref, useId } from 'react';
import {
  BILL_MESSAGES,
  BILL_TITLES,
  type BillPaper,
  type BillView,
  COMPOSITION_DECLARATION,
  formatInIndia,
  formatRupees,
  PAYMENT_METHOD_TEXT,
  rupeesToPaise,
} from '@chowk/contracts';
import { useLocale, useMessage } from '@chowk/ui';
import { useText } from '../../i18n';
import { paymentWords } from '../shared-ui/payment-words';

const money = (rupees: number) => formatRupees(rupeesToPaise(rupees));

/**
 * How the bill says it is paid: "Cash · Unpaid", "UPI · Payment to be confirmed", "Paid · UPI",
 * "Refunded · Cash"; each word through `tm` (the page's language).
 */
export function billPaymentText(
  bill: Pick<BillView, 'payment' | 'order'>,
  tm: (text: string) => string = (text) => text,
): string {
  const { status } = bill.payment;
  if (status === 'paid' || status === 'refunded') return paymentWords(bill.payment, tm);
  const method = PAYMENT_METHOD_TEXT[bill.order.payment_method]?.label;
  return method ? `${tm(method)} · ${paymentWords(bill.payment, tm)}` : paymentWords(bill.payment, tm);
}

function Pair({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * A bill as it reads and prints (classes only: BILL_VIEW_CSS lays it out, the same on screen and
 * on paper). What it holds follows its kind: a receipt with its tax; a tax invoice with the
 * shop's GSTIN, the place of supply and the tax split into CGST and SGST; a bill of supply with
 * no tax and the composition declaration. A bill whose order was cancelled after it was issued
 * carries the CANCELLED stamp.
 */
export function BillDocument({ bill, paper, ref }: { bill: BillView; paper: BillPaper; ref?: Ref<HTMLElement> }) {
  const titleId = useId();
  const { t } = useText();
  const tm = useMessage();
  const locale = useLocale();
  const title = tm(BILL_TITLES[bill.kind] ?? bill.title);
  const invoice = bill.kind === 'tax_invoice';
  const declaration = bill.declaration ?? (bill.kind === 'bill_of_supply' ? COMPOSITION_DECLARATION : null);
  const { customer } = bill;
  const hasCustomer = Boolean(customer.name || customer.mobile || customer.email);
  const halfRate = bill.tax ? bill.tax.rate_percent / 2 : 0;
  const delivered = bill.order.delivery_type === 'delivery' || bill.delivery_fee > 0;

  return (
    <article
      ref={ref}
      className={`chowk-bill chowk-bill-${paper}`}
      aria-labelledby={titleId}
      data-kind={bill.kind}
      data-paper={paper}
      data-testid="bill"
    >
      <h1 id={titleId}>{title}</h1>
      {bill.cancelled && <p className="bill-stamp">{tm(BILL_MESSAGES.cancelledStamp)}</p>}

      <div className="bill-shop">
        <p className="bill-shop-name">{bill.shop.name}</p>
        {bill.shop.address && <p>{bill.shop.address}</p>}
        {bill.shop.phone && <p>{t('bill.phone', { phone: bill.shop.phone })}</p>}
        {bill.shop.gstin && <p>{t('bill.gstin', { gstin: bill.shop.gstin })}</p>}
      </div>

      <dl className="bill-block bill-pairs">
        <Pair label={t('bill.number')}>{bill.number}</Pair>
        <Pair label={t('bill.date')}>{formatInIndia(bill.issued_at, { dateStyle: 'medium', timeStyle: 'short' }, locale)}</Pair>
        <Pair label={t('bill.order')}>{bill.order.order_id}</Pair>
        {invoice && bill.place_of_supply && <Pair label={t('bill.placeOfSupply')}>{bill.place_of_supply}</Pair>}
      </dl>

      {hasCustomer && (
        <section className="bill-block">
          <h2>{t('bill.billedTo')}</h2>
          {customer.name && <p>{customer.name}</p>}
          {customer.mobile && <p>{t('bill.mobile', { mobile: customer.mobile })}</p>}
          {customer.email && <p>{t('bill.email', { email: customer.email })}</p>}
        </section>
      )}

      <table>
        <caption className="sr-only">{t('common.items')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('bill.item')}</th>
            <th scope="col" className="num">
              {t('bill.qty')}
            </th>
            <th scope="col" className="num">
              {t('bill.rate')}
            </th>
            <th scope="col" className="num">
              {t('bill.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {bill.lines.map((line, i) => (
            <tr key={`${line.name}-${i}`}>
              <td>
                {line.name}
                {line.options && <span className="bill-options">{line.options}</span>}
              </td>
              <td className="num">{line.quantity}</td>
              <td className="num">{money(line.unit_price)}</td>
              <td className="num">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="bill-block bill-pairs">
        <Pair label={t('common.subtotal')}>{money(bill.subtotal)}</Pair>
        {bill.tax && invoice && (
          <>
            <Pair label={t('bill.cgst', { rate: halfRate })}>{money(bill.tax.cgst ?? 0)}</Pair>
            <Pair label={t('bill.sgst', { rate: halfRate })}>{money(bill.tax.sgst ?? 0)}</Pair>
          </>
        )}
        {bill.tax && !invoice && <Pair label={t('common.tax', { rate: bill.tax.rate_percent })}>{money(bill.tax.amount)}</Pair>}
        {delivered && <Pair label={t('bill.deliveryFee')}>{money(bill.delivery_fee)}</Pair>}
        <Pair label={t('common.total')} className="bill-total">
          {money(bill.total)}
        </Pair>
      </dl>
      <p className="bill-note">{bill.total_in_words}</p>
      {bill.tax && <p className="bill-note">{tm(bill.tax.note)}</p>}
      {declaration && <p className="bill-declaration">{tm(declaration)}</p>}

      <dl className="bill-block bill-pairs">
        <Pair label={t('common.payment')}>{billPaymentText(bill, tm)}</Pair>
      </dl>
    </article>
  );
}
