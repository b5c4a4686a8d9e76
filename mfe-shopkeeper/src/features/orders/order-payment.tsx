import { useCallback, useEffect, useRef, useState } from 'react';
import {
  likelyPaidVia,
  type Order,
  ORDER_PAYMENT_MESSAGES,
  type OrderPayment,
  type OrderPaymentPayload,
  PAID_VIA_LABELS,
  type PaidVia,
  PAYMENT_DESK_LABELS,
  PAYMENT_STATUS_TONE,
  PAYMENT_UNDO_MS,
  paymentOf,
} from '@chowk/contracts';
import type { QueryError } from '@chowk/store/query';
import { Button, TONE_COLOURS, useMessage } from '@chowk/ui';
import { useText } from '../../i18n';
import type { PrintableOrder } from '../printing/slip';
import { useSetOrderPaymentMutation } from './order-view.api';
import { useFailureText } from './use-failure-text';

/**
 * An order's payment on the desk (docs/product.md "UPI payments and bills"): its badge, the
 * one-tap "Mark paid", and the change with its Undo. Only the shop sets an order paid, unpaid or
 * refunded; a customer's "I have paid" reads "Customer says paid" until the shop marks it.
 */

/**
 * The desk's words of a payment in the shopkeeper's language: "Paid · UPI", "Customer says paid"
 * (paymentLabel with PAYMENT_DESK_LABELS, each word translated).
 */
export function usePaymentLabel(): (payment: OrderPayment) => string {
  const tm = useMessage();
  return (payment) => {
    const word = tm(PAYMENT_DESK_LABELS[payment.status]);
    return payment.via && (payment.status === 'paid' || payment.status === 'refunded')
      ? `${word} · ${tm(PAID_VIA_LABELS[payment.via])}`
      : word;
  };
}

/** "Mark paid (UPI)", in the shopkeeper's language. */
export function useMarkPaidLabel(): (via: PaidVia) => string {
  const { t } = useText();
  const tm = useMessage();
  return (via) => t('orders.payment.markPaid', { via: tm(PAID_VIA_LABELS[via]) });
}

/** The badge: the desk's words ("Paid · UPI", "Customer says paid"), coloured by tone; the customer's claim stands out. */
export function PaymentBadge({ payment }: { payment: OrderPayment }) {
  const label = usePaymentLabel();
  const claimed = payment.status === 'claimed';
  return (
    <span
      className="badge"
      data-payment={payment.status}
      data-tone={PAYMENT_STATUS_TONE[payment.status]}
      style={{
        ...TONE_COLOURS[PAYMENT_STATUS_TONE[payment.status]],
        whiteSpace: 'nowrap',
        // The one the shop must act on: a ring and a mark, not the colour alone.
        ...(claimed ? { boxShadow: '0 0 0 2px currentColor', fontWeight: 700 } : {}),
      }}
    >
      {claimed && <span aria-hidden="true">● </span>}
      {label(payment)}
    </span>
  );
}

/** Whether the desk offers "Mark paid": the order is not paid yet (unpaid, or the customer says paid). */
export const awaitsPayment = (order: Order): boolean => {
  const { status } = paymentOf(order);
  return status === 'unpaid' || status === 'claimed';
};

/** How a one-tap "Mark paid" records it: UPI for an order the customer chose UPI for, else cash. */
export const likelyVia = (order: Order): PaidVia => likelyPaidVia((order as PrintableOrder).payment_method);

/** The change that puts a payment back as it was: the Undo of any change (paymentChangeError allows it). */
export function reverseOf(before: OrderPayment): OrderPaymentPayload {
  if (before.status === 'paid') return { status: 'paid', via: before.via ?? 'cash' };
  if (before.status === 'refunded') return { status: 'refunded' };
  // Unpaid brings back a customer's claim: the order keeps it.
  return { status: 'unpaid' };
}

const MESSAGE_OF: Record<OrderPaymentPayload['status'], string> = {
  paid: ORDER_PAYMENT_MESSAGES.markedPaid,
  unpaid: ORDER_PAYMENT_MESSAGES.markedUnpaid,
  refunded: ORDER_PAYMENT_MESSAGES.markedRefunded,
};

/** What the desk says after a change: done (with its Undo while it lasts), or failed. */
export interface PaymentNotice {
  /** Each notice its own, so a new one restarts the time. */
  id: number;
  tone: 'done' | 'failed';
  message: string;
  /** The reverse change, while Undo is offered. */
  undo?: { order: Order; payload: OrderPaymentPayload };
}

export interface PaymentChanges {
  /** Orders whose change is being saved: their buttons say so and take no new press. */
  busy: Readonly<Record<string, boolean>>;
  change: (order: Order, payload: OrderPaymentPayload) => Promise<void>;
  notice: PaymentNotice | null;
  undo: () => Promise<void>;
}

/**
 * The desk's payment changes. Each saved change says so with an Undo for PAYMENT_UNDO_MS (5 s),
 * which sends the reverse change (paid → unpaid, refunded → paid again the same way). Not
 * optimistic: the rows show the server's answer; a failure says ORDER_PAYMENT_MESSAGES.updateFailed
 * (and why) and changes nothing, and a failed Undo can be pressed again.
 */
export function usePaymentChanges(): PaymentChanges {
  const tm = useMessage();
  const failure = useFailureText();
  const [save] = useSetOrderPaymentMutation();
  const [busy, setBusy] = useState<Readonly<Record<string, boolean>>>({});
  const [notice, setNotice] = useState<PaymentNotice | null>(null);
  const next = useRef(0);
  const saving = useRef(new Set<string>());

  const say = useCallback((n: Omit<PaymentNotice, 'id'>) => setNotice({ ...n, id: ++next.current }), []);

  // A notice lasts PAYMENT_UNDO_MS; a newer one takes its place and its time.
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice((n) => (n?.id === notice.id ? null : n)), PAYMENT_UNDO_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const send = useCallback(
    async (order: Order, payload: OrderPaymentPayload, isUndo: boolean) => {
      if (saving.current.has(order._id)) return;
      saving.current.add(order._id);
      setBusy((b) => ({ ...b, [order._id]: true }));
      const before = paymentOf(order);
      try {
        const saved = await save({ id: order._id, payload }).unwrap();
        say(
          isUndo
            ? { tone: 'done', message: `${tm(ORDER_PAYMENT_MESSAGES.updated)}: ${order.order_id}` }
            : {
                tone: 'done',
                message: `${tm(MESSAGE_OF[payload.status])}: ${order.order_id}`,
                undo: { order: saved, payload: reverseOf(before) },
              },
        );
      } catch (error) {
        say({
          tone: 'failed',
          message: failure(error as QueryError, ORDER_PAYMENT_MESSAGES.updateFailed),
          // Nothing lost: a failed Undo stays on offer.
          ...(isUndo ? { undo: { order, payload } } : {}),
        });
      } finally {
        saving.current.delete(order._id);
        setBusy(({ [order._id]: _done, ...rest }) => rest);
      }
    },
    [save, say, tm, failure],
  );

  const change = useCallback((order: Order, payload: OrderPaymentPayload) => send(order, payload, false), [send]);
  const undo = useCallback(async () => {
    if (notice?.undo) await send(notice.undo.order, notice.undo.payload, true);
  }, [notice, send]);

  return { busy, change, notice, undo };
}

/**
 * Where the desk says a change was saved, with its Undo: a live region, present before anything
 * is said in it so a screen reader reads what comes. On the desk it sits at the foot of the screen;
 * in the order view (a modal dialog: the desk behind it is inert) inside the view.
 */
export function PaymentNoticeBar({
  notice,
  onUndo,
  floating = false,
}: {
  notice: PaymentNotice | null;
  onUndo: () => void;
  floating?: boolean;
}) {
  const tm = useMessage();
  const box = notice
    ? {
        className: `toast ${notice.tone === 'failed' ? 'toast-error' : 'toast-success'}`,
        style: { alignItems: 'center', margin: floating ? 0 : '8px 0 0' } as const,
      }
    : null;
  return (
    <div
      data-testid="payment-notice"
      style={
        floating
          ? { position: 'fixed', left: 12, right: 12, bottom: 12, zIndex: 1000, maxWidth: 480, margin: '0 auto' }
          : undefined
      }
    >
      <div role="status">
        {box && notice && notice.tone === 'done' && (
          <div {...box}>
            <span>{notice.message}</span>
            {notice.undo && (
              <Button variant="secondary" onClick={onUndo}>
                {tm(ORDER_PAYMENT_MESSAGES.undo)}
              </Button>
            )}
          </div>
        )}
      </div>
      {box && notice && notice.tone === 'failed' && (
        <div {...box} role="alert">
          <span>{notice.message}</span>
          {notice.undo && (
            <Button variant="secondary" onClick={onUndo}>
              {tm(ORDER_PAYMENT_MESSAGES.undo)}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

/** The one-tap "Mark paid" of a row: the likely way (likelyPaidVia); the order view offers the other. */
export function MarkPaidButton({ order, busy, onChange }: { order: Order; busy: boolean; onChange: PaymentChanges['change'] }) {
  const markPaidLabel = useMarkPaidLabel();
  const via = likelyVia(order);
  const label = markPaidLabel(via);
  return (
    <Button
      variant="secondary"
      aria-label={`${label}: ${order.order_id}`}
      aria-busy={busy || undefined}
      style={{ minHeight: 36, padding: '0 12px' }}
      onClick={() => {
        // Not disabled while saving: the focus stays on it.
        if (!busy) void onChange(order, { status: 'paid', via });
      }}
    >
      {label}
    </Button>
  );
}
