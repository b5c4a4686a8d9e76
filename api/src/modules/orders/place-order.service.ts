import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  Logger,
  NotFoundException,
  OnApplicationBootstrap,
  UnprocessableEntityException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import {
  type ContactType,
  CUSTOMER_API_MESSAGES as M,
  CUSTOMER_VALIDATION,
  type CustomerOrder,
  DEFAULT_DELIVERY_TYPE,
  DEFAULT_PAYMENT_METHOD,
  HTTP_MESSAGES,
  normalizeContact,
  orderTotals,
  shopOpenState,
} from '@chowk/contracts';
import { Clock } from '../../common/clock';
import { isDuplicateKeyError } from '../../common/mongo/duplicate-key';
import { inIds } from '../../common/mongo/trusted-in';
import { Product } from '../catalogue/schemas/product.schema';
import { ShopsService } from '../catalogue/shops/shops.service';
import { ContactVerificationService } from '../customers/contact-verification.service';
import type { Caller } from './customer-identity';
import type { PlaceOrderDto } from './dto/place-order.dto';
import { type Deadline, PLACEMENT_BUDGET_MS } from './order-deadline';
import { OrderNumbersService } from './order-numbers.service';
import { type OrderRecord, toOrderView } from './orders.service';
import { OrderKey } from './schemas/order-key.schema';
import { Order, type OrderLine } from './schemas/order.schema';

type ProductRecord = Product & { _id: Types.ObjectId };
type KeyRecord = OrderKey & { _id: string };

/** How often a double submit looks for the order its twin is writing. */
const TWIN_POLL_MS = 50;
/**
 * How long it waits for it before writing the order itself. Correctness never depends on this
 * wait (the order's _id is the key's, so two writers make one order); it only spares the
 * shop's sequence a number the twin took, and lets a retry after a failed write (a key without
 * an order) finish the order within its own budget.
 */
const TWIN_WAIT_MS = 1_500;
/** Numbers an order tries when one turns out taken by an order without a claim. */
const MAX_NUMBER_ATTEMPTS = 5;

export interface PlaceOrderRequest {
  deviceId: string;
  idempotencyKey: string;
  body: PlaceOrderDto;
  caller: Caller;
  deadline: Deadline;
}

export interface Placed {
  order: CustomerOrder;
  /** False when the Idempotency-Key had already placed this order (a retry or a double submit). */
  created: boolean;
}

/** The payload as it is compared between two uses of one Idempotency-Key: what the server acts on. */
function requestHash(body: PlaceOrderDto): string {
  const canonical = {
    shop_id: body.shop_id.toLowerCase(),
    items: body.items.map((i) => [i.product_id.toLowerCase(), i.quantity]),
    customer_name: body.customer_name || null,
    notes: body.notes || null,
    customer_email: body.customer_email ? normalizeContact('email', body.customer_email) : null,
    customer_mobile: body.customer_mobile ? normalizeContact('mobile', body.customer_mobile) : null,
    delivery_type: body.delivery_type ?? DEFAULT_DELIVERY_TYPE,
    payment_method: body.payment_method ?? DEFAULT_PAYMENT_METHOD,
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('base64url');
}

const invalid = (errors: Record<string, string>) =>
  new UnprocessableEntityException({ message: HTTP_MESSAGES.validation, errors });

/**
 * Placing a customer's order (issue 7 §4): one order per Idempotency-Key and device, priced from
 * the server's records, refused with the contract's messages, written once.
 *
 * Order of the checks, each answered before the next runs: the key (a replay answers the first
 * order as it was, whatever changed since) → the shop (404) → one contact, each product once
 * (422) → paused, closed (409) → delivery (400) → the products: another shop's or unknown
 * (400), sold out (409) → the contact verified (403). Then three writes, none shared with a
 * parallel request thanks to a unique key each: the key (order_keys), the number
 * (order_numbers), the order (its `_id` fixed by the key). No transactions (FerretDB has none):
 * a failure between them leaves a key without an order, which the next use of the key finishes.
 */
@Injectable()
export class PlaceOrderService implements OnApplicationBootstrap {
  private readonly logger = new Logger(PlaceOrderService.name);

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @InjectModel(OrderKey.name) private readonly keys: Model<OrderKey>,
    @InjectModel(Product.name) private readonly products: Model<Product>,
    private readonly shops: ShopsService,
    private readonly numbers: OrderNumbersService,
    private readonly verification: ContactVerificationService,
    private readonly clock: Clock,
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

  async place(request: PlaceOrderRequest): Promise<Placed> {
    const { body, deadline } = request;
    const keyId = `${request.deviceId}:${request.idempotencyKey}`;
    const hash = requestHash(body);

    let key = await this.keys.findById(keyId).lean<KeyRecord>().exec();
    if (key) {
      const earlier = await this.answerForKey(key, hash, deadline);
      if (earlier) return { order: earlier, created: false };
      // The key's first use never wrote its order (it failed or was cut off): finish it here.
    }

    const priced = await this.check(request);

    if (!key) {
      deadline.check();
      const fresh = { _id: keyId, orderObjectId: new Types.ObjectId(), requestHash: hash, claimedAt: new Date() };
      try {
        await new this.keys(fresh).save();
        key = fresh;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        // A twin (double submit) took the key first: answer its order.
        const twin = await this.keys.findById(keyId).lean<KeyRecord>().exec();
        if (!twin) throw error;
        const earlier = await this.answerForKey(twin, hash, deadline);
        if (earlier) return { order: earlier, created: false };
        key = twin;
      }
    }

    const now = this.clock.now();
    for (let attempt = 1; ; attempt++) {
      const orderId = await this.numbers.take(priced.shopId, key.orderObjectId, now, () => deadline.check());
      deadline.check();
      try {
        const created = await new this.orders({
          _id: key.orderObjectId,
          orderId,
          ...priced.fields,
          deviceId: request.deviceId,
          idempotencyKey: request.idempotencyKey,
          createdAt: now,
          updatedAt: now,
        }).save();
        return { order: toOrderView(created.toObject() as OrderRecord), created: true };
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        // The same key's other attempt wrote it meanwhile (same _id): that is the order.
        const existing = await this.orders.findById(key.orderObjectId).lean<OrderRecord>().exec();
        if (existing) return { order: toOrderView(existing), created: false };
        // Another order holds this number without its claim (orders older than order_numbers, or
        // a database whose claims were lost): leave the number to it and take the next one.
        if (attempt >= MAX_NUMBER_ATTEMPTS) throw error;
        this.logger.warn(`order number ${orderId} of shop ${String(priced.shopId)} is taken without a claim; taking another`);
        await this.numbers.retire(key.orderObjectId);
      }
    }
  }

  /**
   * What an Idempotency-Key already used answers: 409 for another payload; its order once that
   * exists, waiting for a twin still writing it; null when the first use is over without one.
   */
  private async answerForKey(key: KeyRecord, hash: string, deadline: Deadline): Promise<CustomerOrder | null> {
    if (key.requestHash !== hash) throw new ConflictException(M.idempotencyConflict);
    const started = Date.now();
    for (;;) {
      const order = await this.orders.findById(key.orderObjectId).lean<OrderRecord>().exec();
      if (order) return toOrderView(order);
      // The first use answers within its budget: past that, or past our wait, write it ourselves.
      if (Date.now() - new Date(key.claimedAt).getTime() > PLACEMENT_BUDGET_MS) return null;
      if (Date.now() - started > TWIN_WAIT_MS) return null;
      deadline.check();
      await sleep(Math.min(TWIN_POLL_MS, Math.max(1, deadline.remainingMs)));
    }
  }

  /** Every refusal, then the order's priced fields (integer paise from the server's own records). */
  private async check({ body, deviceId, caller }: PlaceOrderRequest) {
    const shop = await this.shops.findById(body.shop_id);
    if (!shop) throw new NotFoundException(M.shopNotFound);

    const email = body.customer_email ? normalizeContact('email', body.customer_email) : undefined;
    const mobile = body.customer_mobile ? normalizeContact('mobile', body.customer_mobile) : undefined;
    if ((email === undefined) === (mobile === undefined)) {
      const field = email === undefined ? 'customer_email' : 'customer_mobile';
      throw invalid({ [field]: CUSTOMER_VALIDATION.contactRequired });
    }
    const ids = body.items.map((i) => i.product_id.toLowerCase());
    if (new Set(ids).size !== ids.length) throw invalid({ items: CUSTOMER_VALIDATION.duplicateLine });

    const state = shopOpenState(shop, this.clock.now());
    if (state === 'paused') throw new ConflictException(M.shopPaused);
    if (state === 'closed') throw new ConflictException(M.shopClosed);
    const deliveryType = body.delivery_type ?? DEFAULT_DELIVERY_TYPE;
    if (deliveryType === 'delivery' && !shop.delivers) throw new BadRequestException(M.noDelivery);

    const found = await this.products
      .find({ _id: inIds(ids.map((id) => new Types.ObjectId(id))) })
      .lean<ProductRecord[]>()
      .exec();
    const byId = new Map(found.map((p) => [String(p._id), p]));
    const lines: OrderLine[] = [];
    for (const [index, id] of ids.entries()) {
      const product = byId.get(id);
      if (!product) throw new BadRequestException(M.productUnknown);
      if (!product.shopId.equals(shop._id)) throw new BadRequestException(M.productOtherShop);
      if (product.soldOut) throw new ConflictException(M.productSoldOut(product.name));
      lines.push({
        productId: product._id,
        productName: product.name,
        quantity: body.items[index].quantity,
        pricePaise: product.pricePaise,
      });
    }

    const contact: { type: ContactType; value: string } = email
      ? { type: 'email', value: email }
      : { type: 'mobile', value: mobile as string };
    if (!(await this.isVerified(deviceId, contact, caller))) throw new ForbiddenException(M.notVerified);

    const totals = orderTotals(lines, deliveryType);
    return {
      shopId: shop._id,
      fields: {
        shopId: shop._id,
        shopName: shop.name,
        shopCode: shop.code,
        items: lines,
        status: 'pending' as const,
        subtotalPaise: totals.subtotal,
        taxPaise: totals.tax,
        deliveryFeePaise: totals.delivery,
        totalPaise: totals.total,
        deliveryType,
        paymentMethod: body.payment_method ?? DEFAULT_PAYMENT_METHOD,
        ...(body.notes ? { notes: body.notes } : {}),
        ...(body.customer_name ? { customerName: body.customer_name } : {}),
        contactType: contact.type,
        ...(contact.type === 'email' ? { customerEmail: contact.value } : { customerMobile: contact.value }),
      },
    };
  }

  /** The signed-in customer's own contact, or one this device verified by code (decisions.md §4). */
  private async isVerified(deviceId: string, contact: { type: ContactType; value: string }, caller: Caller): Promise<boolean> {
    const customer = caller.customer;
    if (customer && customer[contact.type] === contact.value) return true;
    return this.verification.isVerified(deviceId, contact.type, contact.value);
  }
}
