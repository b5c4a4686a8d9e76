import { randomBytes } from 'node:crypto';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import {
  type CustomerOrder,
  DEFAULT_DELIVERY_TERMS_PAISE,
  type DeliveryTermsPaise,
  type DeliveryType,
  orderTotals,
  type PickedOption,
} from '@chowk/contracts';
import { Clock } from '../../common/clock';
import { isDuplicateKeyError } from '../../common/mongo/duplicate-key';
import type { PricingProduct } from '../catalogue/menu/menu.service';
import { shopBilling } from '../catalogue/shops/shop-billing';
import type { ShopRecord } from '../catalogue/shops/shops.service';
import { OrderEventsService } from './events/order-events.service';
import { OrderAlertsService } from './order-alerts.service';
import { OrderNumbersService } from './order-numbers.service';
import { type OrderRecord, toOrderView } from './orders.service';
import { Order, type OrderLine } from './schemas/order.schema';

/** Numbers an order tries when one turns out taken by an order without a claim. */
const MAX_NUMBER_ATTEMPTS = 5;

/** An order's stored fields before it has a number and its times. */
export type OrderFields = Omit<Order, 'orderId' | 'createdAt' | 'updatedAt'>;

/** One line to price: the item's record as the server holds it, the options chosen (resolvePicks), and how many. */
export interface LineToPrice {
  product: PricingProduct;
  quantity: number;
  /** The chosen options, priced from the server's own groups; absent or empty: none. */
  options?: readonly PickedOption[];
  /** The item's menu section, kept on the line (the counter's orders carry it). */
  sectionName?: string;
}

/** The priced part of an order: its shop, lines and money (integer paise), pending, and the GST registration it was priced under. */
export type PricedOrder = Pick<
  OrderFields,
  | 'shopId'
  | 'shopName'
  | 'shopCode'
  | 'gstScheme'
  | 'gstin'
  | 'items'
  | 'status'
  | 'subtotalPaise'
  | 'taxPaise'
  | 'deliveryFeePaise'
  | 'totalPaise'
  | 'deliveryType'
>;

/** A new order's bill address key: 16 random bytes, base64url (BILL_KEY_PATTERN), unguessable. */
export const newBillKey = (): string => randomBytes(16).toString('base64url');

/**
 * An order's lines and money from the server's own records, the one pricing rule of every
 * order the API writes (a customer's and the counter's): each line at the item's price plus its
 * chosen options, then the totals of `orderTotals` (tax, none for a composition shop, and the
 * delivery fee for a delivery under the shop's terms). A line with options keeps them and its
 * base price as they were; the order keeps the shop's GST registration (and GSTIN) its bill follows.
 */
export function priceOrder(
  shop: Pick<ShopRecord, '_id' | 'name' | 'code' | 'billing'>,
  lines: readonly LineToPrice[],
  deliveryType: DeliveryType,
  terms: DeliveryTermsPaise = DEFAULT_DELIVERY_TERMS_PAISE,
): PricedOrder {
  const items: OrderLine[] = lines.map(({ product, quantity, options = [], sectionName }) => ({
    productId: product._id,
    productName: product.name,
    quantity,
    pricePaise: product.pricePaise + options.reduce((sum, o) => sum + o.pricePaise, 0),
    ...(sectionName ? { sectionName } : {}),
    ...(options.length > 0
      ? {
          basePricePaise: product.pricePaise,
          options: options.map((o) => ({
            groupId: new Types.ObjectId(o.groupId),
            groupName: o.groupName,
            choiceId: new Types.ObjectId(o.choiceId),
            choiceName: o.choiceName,
            pricePaise: o.pricePaise,
          })),
        }
      : {}),
  }));
  const { gst_scheme: gstScheme, gstin } = shopBilling(shop);
  const totals = orderTotals(items, deliveryType, terms, gstScheme);
  return {
    shopId: shop._id,
    shopName: shop.name,
    shopCode: shop.code,
    gstScheme,
    ...(gstScheme !== 'unregistered' && gstin ? { gstin } : {}),
    items,
    status: 'pending',
    subtotalPaise: totals.subtotal,
    taxPaise: totals.tax,
    deliveryFeePaise: totals.delivery,
    totalPaise: totals.total,
    deliveryType,
  };
}

/** An order ready to be written: every check passed, priced. */
export interface OrderToWrite {
  /** The order's `_id` (a customer's Idempotency-Key fixes it, so two writers make one order). */
  _id: Types.ObjectId;
  /** True when the order cannot have taken a number yet (spares that lookup). */
  isNew: boolean;
  fields: OrderFields;
  /** Runs before each write (a placement's deadline check). */
  beforeEachTry: () => void;
}

export type Written =
  | { created: true; order: CustomerOrder }
  /** Another writer of the same `_id` wrote it first: that order, as stored. */
  | { created: false; existing: OrderRecord };

/**
 * Writing a new order, the one way every order is made (PlaceOrderService for customers,
 * OrderDeskService for the counter): its number in the shop's daily sequence (a unique-key
 * claim, OrderNumbersService), the order itself (its `_id` unique, with its bill's address
 * key), then the order event for the desks, the owner's WhatsApp alert and the shop's devices'
 * Web Push alerts (OrderAlertsService; counter orders never send them: it answers only customers'
 * orders).
 */
@Injectable()
export class OrderWriter implements OnApplicationBootstrap {
  private readonly logger = new Logger(OrderWriter.name);

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly numbers: OrderNumbersService,
    private readonly clock: Clock,
    private readonly events: OrderEventsService,
    private readonly alerts: OrderAlertsService,
  ) {}

  /**
   * Order numbers used to be unique across all shops (index `orderId_1`); they are unique per
   * shop now (ORD-YYMMDD-NNNN restarts each day in each shop). A database made before keeps the
   * old index, which would refuse the second shop's ORD-…-0001: drop it, once, if it is there.
   */
  onApplicationBootstrap(): void {
    this.orders.collection.dropIndex('orderId_1').then(
      () => this.logger.log('dropped the old all-shops unique index orderId_1 of orders'),
      () => undefined, // not there (the usual case), or the database is away: autoIndex never recreates it
    );
  }

  /**
   * A repeated Idempotency-Key answered with its order: the order's event goes out again. The
   * instance that wrote it may have died between the write and its event (the client's retry is
   * how we hear of it), and then no desk would ever see the order live. A desk that has it
   * already keeps it once (by `_id` and `updated_at`). The owner's alerts are not sent from here:
   * if that instance died under them, OrderAlertsService sends them again a minute on.
   */
  announceAgain(order: CustomerOrder): void {
    this.events.publish('order.created', order);
  }

  async write({ _id, isNew: fresh, fields, beforeEachTry }: OrderToWrite): Promise<Written> {
    const now = this.clock.now();
    let isNew = fresh;
    for (let attempt = 1; ; attempt++) {
      const orderId = await this.numbers.take(fields.shopId, _id, now, beforeEachTry, isNew);
      beforeEachTry();
      try {
        const created = await new this.orders({
          _id,
          orderId,
          billKey: newBillKey(),
          ...fields,
          createdAt: now,
          updatedAt: now,
        }).save();
        const order = toOrderView(created.toObject() as OrderRecord);
        this.events.publish('order.created', order);
        // Here, on the instance that wrote it: once per order, never awaited (another instance
        // sends them again if this one dies under them).
        this.alerts.placed(order);
        return { created: true, order };
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        // Another writer of the same `_id` (the same Idempotency-Key) wrote it meanwhile: that is the order.
        const existing = await this.orders.findById(_id).lean<OrderRecord>().exec();
        if (existing) return { created: false, existing };
        // Another order holds this number without its claim (orders older than order_numbers, or
        // a database whose claims were lost): leave the number to it and take the next one.
        if (attempt >= MAX_NUMBER_ATTEMPTS) throw error;
        this.logger.warn(`order number ${orderId} of shop ${String(fields.shopId)} is taken without a claim; taking another`);
        await this.numbers.retire(_id);
        isNew = true; // its claim is retired: it has no number now
      }
    }
  }
}
