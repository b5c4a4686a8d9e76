import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { BILL_MESSAGES, billPath, type CustomerOrder, HTTP_MESSAGES, paymentOf } from '@chowk/contracts';
import { ErrorBox, Spinner, useMessage } from '@chowk/ui';
import { LoadFailure } from '../shared-ui/load-failure';
import { paymentWords } from '../shared-ui/payment-words';

// The UPI panel (its QR code library) loads only for an order paid by UPI; checkout starts
// loading it when the customer picks UPI, so the confirmation shows the QR without a wait.
export const loadUpiPanel = () => import(/* webpackChunkName: "upi-panel" */ './upi-panel');

/** Where the UPI panel is shown: a UPI order to a shop that takes UPI (it has `pay_to`), not cancelled. */
export const showsUpiPanel = (order: Pick<CustomerOrder, 'payment_method' | 'pay_to' | 'status'>): boolean =>
  order.payment_method === 'qr' && Boolean(order.pay_to?.upi_id) && order.status !== 'cancelled';

/** An order's payment as the customer reads it, in the page's language through `tm`. */
export const paymentText = (order: Pick<CustomerOrder, 'payment'>, tm?: (text: string) => string): string =>
  paymentWords(paymentOf(order), tm);

/** The UPI panel of an order that is paid by UPI (nothing for any other), loaded when first needed. */
export function UpiPanelSlot({ order, onClaimed }: { order: CustomerOrder; onClaimed?: (order: CustomerOrder) => void }) {
  const tm = useMessage();
  const [UpiPanel, setUpiPanel] = useState(() => lazy(loadUpiPanel));
  if (!showsUpiPanel(order)) return null;
  return (
    <LoadFailure
      onRetry={() => setUpiPanel(() => lazy(loadUpiPanel))}
      fallback={(retry) => (
        <div style={{ marginTop: 12 }}>
          <ErrorBox onRetry={retry}>{tm(HTTP_MESSAGES.network)}</ErrorBox>
        </div>
      )}
    >
      <Suspense fallback={<Spinner />}>
        <UpiPanel order={order} {...(onClaimed ? { onClaimed } : {})} />
      </Suspense>
    </LoadFailure>
  );
}

/** "View bill": the order's bill, when it has one (its address is the bill's key). */
export function ViewBillLink({ order }: { order: Pick<CustomerOrder, 'bill_key'> }) {
  const tm = useMessage();
  if (!order.bill_key) return null;
  return (
    <Link className="btn btn-secondary" to={billPath(order.bill_key)}>
      {tm(BILL_MESSAGES.viewBill)}
    </Link>
  );
}
