import { ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, UpdateQuery } from 'mongoose';
import {
  applyPaymentChange,
  applyPaymentClaim,
  CUSTOMER_API_MESSAGES,
  type CustomerOrder,
  DEFAULT_PAYMENT_METHOD,
  HTTP_MESSAGES,
  type OrderPayment,
  type OrderPaymentPayload,
  ORDER_PAYMENT_MESSAGES as M,
  paymentChangeError,
} from '@chowk/contracts';
import { Clock } from '../../common/clock';
import type { Caller } from './customer-identity';
import { OrderEventsService } from './events/order-events.service';
import { orderPayment, type OrderRecord, OrdersService, toOrderView } from './orders.service';
import { Order } from './schemas/order.schema';

/**
 * Writes a payment that lost to another write of the same order try again on the order as it is
 * now. Only the owner's changes and one customer's claim ever race, so a third try is all but
 * unreachable; past it the answer is the order as it is.
 */
const PAYMENT_WRITE_TRIES = 3;

/** What a change answers: the order after it, and whether this request's change was written (or was already so). */
export interface PaymentChanged {
  order: CustomerOrder;
  applied: boolean;
}

/** The order's payment fields as the change leaves them (a null is removed). */
function paymentUpdate(payment: OrderPayment): UpdateQuery<Order> {
  const set: Record<string, unknown> = { paymentStatus: payment.status };
  const unset: Record<string, ''> = {};
  const keep = (field: string, value: unknown) => {
    if (value === null) unset[field] = '';
    else set[field] = value;
  };
  keep('paidVia', payment.via);
  keep('paymentClaimedAt', payment.claimed_at === null ? null : new Date(payment.claimed_at));
  keep('paymentUpdatedAt', payment.updated_at === null ? null : new Date(payment.updated_at));
  return Object.keys(unset).length ? { $set: set, $unset: unset } : { $set: set };
}

const samePayment = (a: OrderPayment, b: OrderPayment): boolean =>
  a.status === b.status && a.via === b.via && a.claimed_at === b.claimed_at;

/**
 * An order's payment status (docs/product.md "UPI payments and bills"): the shop's owner marks it
 * paid (cash or UPI), unpaid or refunded (applyPaymentChange); the customer's device or signed-in
 * customer says they have paid a UPI order, which only ever makes an unpaid order claimed
 * (applyPaymentClaim), never paid. Each write is a compare-and-set on the payment it was judged
 * against, so a claim and the owner's change, or two of the owner's devices, never silently undo
 * each other; a change is published as `order.updated` (the desk and the status page follow).
 */
@Injectable()
export class OrderPaymentsService {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly reading: OrdersService,
    private readonly events: OrderEventsService,
    private readonly clock: Clock,
  ) {}

  /**
   * PATCH /orders/{id}/payment: the owner of the order's shop only (anyone else's order is 404, as
   * none); 422 for a status the shop may not set or paid without how; 409 to refund an order not paid.
   */
  async setByOwner(ownerId: string, orderId: string, change: OrderPaymentPayload): Promise<PaymentChanged> {
    const order = await this.reading.findReadable(orderId, undefined, { shopkeeperId: ownerId });
    const at = this.clock.now().toISOString();
    return this.write(order, (current) => {
      const problem = paymentChangeError(current.status, change);
      if (problem === M.refundNotPaid) throw new ConflictException(problem);
      if (problem) {
        const field = problem === M.viaRequired ? 'via' : 'status';
        throw new UnprocessableEntityException({ message: HTTP_MESSAGES.validation, errors: { [field]: problem } });
      }
      return applyPaymentChange(current, change, at);
    });
  }

  /**
   * POST /orders/{id}/payment/claim: the device that placed the order or its signed-in customer
   * (anyone else 404, the shop's owner too: the claim is the customer's word); a UPI order only
   * (409). An unpaid order becomes claimed; any other stays as it is (still 200).
   */
  async claim(orderId: string, deviceId: string | undefined, customer: Caller['customer']): Promise<PaymentChanged> {
    const order = await this.reading.findReadable(orderId, deviceId, customer ? { customer } : {});
    if ((order.paymentMethod ?? DEFAULT_PAYMENT_METHOD) !== 'qr') throw new ConflictException(M.claimNotUpi);
    const at = this.clock.now().toISOString();
    return this.write(order, (current) => applyPaymentClaim(current, at));
  }

  /**
   * The payment `next` makes of the order's, written only if the order still holds the payment it
   * was judged against (its status and how it was paid); otherwise judged again on the order as it
   * is now. No change, no write and no event.
   */
  private async write(order: OrderRecord, next: (current: OrderPayment) => OrderPayment): Promise<PaymentChanged> {
    let record = order;
    for (let attempt = 1; ; attempt++) {
      const current = orderPayment(record);
      const wanted = next(current);
      if (samePayment(current, wanted)) return { order: toOrderView(record), applied: true };
      const updated = await this.orders
        .findOneAndUpdate(
          // An absent field equals null: orders hold no payment until it first changes.
          { _id: record._id, paymentStatus: record.paymentStatus ?? null, paidVia: record.paidVia ?? null },
          paymentUpdate(wanted),
          { returnDocument: 'after' },
        )
        .lean<OrderRecord>()
        .exec();
      if (updated) {
        const view = toOrderView(updated);
        this.events.publish('order.updated', view);
        return { order: view, applied: true };
      }
      const fresh = await this.orders.findById(record._id).lean<OrderRecord>().exec();
      if (!fresh) throw new NotFoundException(CUSTOMER_API_MESSAGES.orderNotFound); // deleted meanwhile
      if (attempt >= PAYMENT_WRITE_TRIES) return { order: toOrderView(fresh), applied: false };
      record = fresh;
    }
  }
}
