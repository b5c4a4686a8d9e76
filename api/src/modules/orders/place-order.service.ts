import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import {
  cartLineKey,
  type ContactType,
  CUSTOMER_API_MESSAGES as M,
  CUSTOMER_VALIDATION,
  type CustomerOrder,
  DEFAULT_DELIVERY_TYPE,
  DEFAULT_PAYMENT_METHOD,
  deliveryProblem,
  distanceKm,
  HTTP_MESSAGES,
  normalizeContact,
  shopOpenState,
} from '@chowk/contracts';
import { Clock } from '../../common/clock';
import { isDuplicateKeyError } from '../../common/mongo/duplicate-key';
import { MenuService, type PricingProduct } from '../catalogue/menu/menu.service';
import { NO_PRICING_GROUPS, OptionGroupsService, type ShopPricingGroups } from '../catalogue/options/option-groups.service';
import { shopBilling } from '../catalogue/shops/shop-billing';
import { shopDeliveryTerms, shopPin } from '../catalogue/shops/shop-delivery-terms';
import { type ShopRecord, ShopsService } from '../catalogue/shops/shops.service';
import { ContactVerificationService } from '../customers/contact-verification.service';
import type { Caller } from './customer-identity';
import type { PlaceOrderDto } from './dto/place-order.dto';
import { type Deadline, PLACEMENT_BUDGET_MS } from './order-deadline';
import { needsOptionGroups, pickOptions } from './order-options';
import { type LineToPrice, type OrderFields, OrderWriter, priceOrder } from './order-writer.service';
import { type OrderRecord, toOrderView } from './orders.service';
import { OrderKey } from './schemas/order-key.schema';
import { Order } from './schemas/order.schema';

type KeyRecord = OrderKey & { _id: string };

/** What the checks read (PlaceOrderService.read), before any is judged. */
interface Reads {
  shop: ShopRecord | null;
  /** The products found, by lower-case id. */
  products: Map<string, PricingProduct>;
  /** The shop's option groups, read when an item carries some or a line names choices. */
  groups: ShopPricingGroups;
  verified: boolean;
}

/** How often a double submit looks for the order its twin is writing. */
const TWIN_POLL_MS = 50;
/**
 * How long it waits for it before writing the order itself. Correctness never depends on this
 * wait (the order's _id is the key's, so two writers make one order); it only spares the
 * shop's sequence a number the twin took, and lets a retry after a failed write (a key without
 * an order) finish the order within its own budget.
 */
const TWIN_WAIT_MS = 1_500;
/**
 * How many placements of one process use the database at once. FerretDB 1.24 over SQLite has
 * one writer: 50 placements at once wait on its lock in turns it does not take fairly (p99 of a
 * single insert above a second), while a queue here serves them in order.
 */
const PLACEMENTS_AT_ONCE = 8;

/** A first-come, first-served limit of `size` at once. */
class Turns {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly size: number) {}

  /** Resolves with the function that gives the turn back, once it is this caller's turn. */
  async take(): Promise<() => void> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.active += 1;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    };
  }
}

export interface PlaceOrderRequest {
  deviceId: string;
  /** Optional: without one nothing is claimed or replayed, each request is a new order. */
  idempotencyKey?: string;
  body: PlaceOrderDto;
  caller: Caller;
  deadline: Deadline;
}

export interface Placed {
  order: CustomerOrder;
  /** False when the Idempotency-Key had already placed this order (a retry or a double submit). */
  created: boolean;
}

/**
 * The payload as it is compared between two uses of one Idempotency-Key: what the server acts on.
 * A line's choices (in any order) and the customer's location count only when sent, so a payload
 * without them hashes as it did before they existed.
 */
function requestHash(body: PlaceOrderDto): string {
  const choices = (ids: readonly string[]) => ids.map((id) => id.toLowerCase()).sort();
  const canonical = {
    shop_id: body.shop_id.toLowerCase(),
    items: body.items.map((i) =>
      i.option_ids?.length
        ? [i.product_id.toLowerCase(), i.quantity, choices(i.option_ids)]
        : [i.product_id.toLowerCase(), i.quantity],
    ),
    customer_name: body.customer_name || null,
    notes: body.notes || null,
    customer_email: body.customer_email ? normalizeContact('email', body.customer_email) : null,
    customer_mobile: body.customer_mobile ? normalizeContact('mobile', body.customer_mobile) : null,
    delivery_type: body.delivery_type ?? DEFAULT_DELIVERY_TYPE,
    payment_method: body.payment_method ?? DEFAULT_PAYMENT_METHOD,
    ...(body.customer_location ? { customer_location: [body.customer_location.latitude, body.customer_location.longitude] } : {}),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('base64url');
}

/**
 * The answer a use of an Idempotency-Key gets from the key's order: that order, or 409 when it
 * was placed for another payload (orders from before `requestHash` was kept are not compared).
 */
function answerOf(order: OrderRecord, hash: string): CustomerOrder {
  if (order.requestHash && order.requestHash !== hash) throw new ConflictException(M.idempotencyConflict);
  return toOrderView(order);
}

/** The order's one contact, normalized; null for none or both (a 422 once the shop is found). */
function contactOf(body: PlaceOrderDto): { type: ContactType; value: string } | null {
  if (Boolean(body.customer_email) === Boolean(body.customer_mobile)) return null;
  return body.customer_email
    ? { type: 'email', value: normalizeContact('email', body.customer_email) }
    : { type: 'mobile', value: normalizeContact('mobile', body.customer_mobile as string) };
}

const invalid = (errors: Record<string, string>) =>
  new UnprocessableEntityException({ message: HTTP_MESSAGES.validation, errors });

/**
 * Placing a customer's order: one order per Idempotency-Key and device, priced from
 * the server's records, refused with the contract's messages, written once. The key is optional
 * (the spec's API has none): a request without one skips the key's claim and replay and writes a
 * new order with an `_id` of its own, so a retry of it is another order.
 *
 * Order of the checks, each answered before the next: the key (a replay answers the first order
 * as it was, whatever changed since) → the shop (404) → one contact, each line (item and
 * options) once (422) → paused, closed (409) → delivery (400) → the products: another shop's or
 * unknown (400), sold out (409), each with its options (400, a sold-out choice 409) → the shop's
 * delivery terms: under the minimum, no location or out of range (400) → the contact verified
 * (403). Their reads (shop, products, verification) all run at once, beside the key's claim,
 * then the shop's option groups when a line needs them (this instance's copy while the shop's
 * optionsVersion holds), and are judged in that order afterwards; a refusal gives the key back. Then OrderWriter, which writes the counter's orders
 * too: the number (the shop's counter, then its claim in order_numbers) and the order (its `_id`
 * fixed by the key); each write is kept single by a unique key of its own. No transactions (FerretDB has none): a
 * failure between them leaves a key without an order, which the next use of the key finishes.
 *
 * Database round trips of a new order of n lines: one step of 3 + n at once (key insert, shop,
 * n products, verification), then the counter (one `$inc` shared by the orders of this process
 * waiting at the same time), the claim, the order: 4 steps in a row, 6 + n round trips at most.
 * (Before: 9 in a row for 2 lines, three of them reads that grew with every order ever placed.)
 * An order with options reads the shop's option groups once more, after the first step, only
 * when the shop's groups changed since this instance last priced from them.
 */
@Injectable()
export class PlaceOrderService {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @InjectModel(OrderKey.name) private readonly keys: Model<OrderKey>,
    private readonly shops: ShopsService,
    private readonly menu: MenuService,
    private readonly optionGroups: OptionGroupsService,
    private readonly verification: ContactVerificationService,
    private readonly clock: Clock,
    private readonly writer: OrderWriter,
  ) {}

  /**
   * Placements of this process that may use the database at once; the rest wait their turn
   * (first come, first served), and one whose budget runs out while waiting does no work at all.
   */
  private readonly turns = new Turns(PLACEMENTS_AT_ONCE);

  async place(request: PlaceOrderRequest): Promise<Placed> {
    const release = await this.turns.take();
    try {
      request.deadline.check();
      const placed = await this.placeNow(request);
      if (!placed.created) this.writer.announceAgain(placed.order);
      return placed;
    } finally {
      release();
    }
  }

  private async placeNow(request: PlaceOrderRequest): Promise<Placed> {
    const { body, deadline, idempotencyKey } = request;
    const keyId = idempotencyKey === undefined ? undefined : `${request.deviceId}:${idempotencyKey}`;
    const hash = requestHash(body);

    // Every read the checks need, all at once and beside the key's claim; judged below, in order.
    const reads = this.read(request);
    reads.catch(() => undefined); // judged (or dropped, for a replay) below
    // Without a key: nothing to claim or replay, a new order with an `_id` (and a number) of its own.
    const claim =
      keyId === undefined ? { orderObjectId: new Types.ObjectId(), fresh: true } : await this.useKey(keyId, hash, deadline);
    if ('order' in claim) return claim;

    let fields: OrderFields;
    try {
      fields = this.check(request, await reads);
    } catch (error) {
      // A refusal does not use up the key: this request's own claim of it is marked given back,
      // for the next use to take over with its order's `_id` (not deleted: a twin that read the
      // claim before may still write that order). Not once the answer has gone.
      if (keyId !== undefined && claim.fresh && error instanceof HttpException && deadline.remainingMs > 0)
        await this.keys
          .updateOne({ _id: keyId }, { $set: { refused: true } })
          .exec()
          .catch(() => undefined);
      throw error;
    }

    const written = await this.writer.write({
      _id: claim.orderObjectId,
      isNew: claim.fresh,
      fields: {
        ...fields,
        deviceId: request.deviceId,
        ...(idempotencyKey === undefined ? {} : { idempotencyKey, requestHash: hash }),
      },
      beforeEachTry: () => deadline.check(),
    });
    return written.created ? written : { order: answerOf(written.existing, hash), created: false };
  }

  /**
   * A request's Idempotency-Key: its claim, then what an earlier use of it answers. Resolves to
   * that answer (a replay), or to the `_id` this request writes the key's order with and whether
   * the claim is its own (`fresh`: the order has no number yet, a refusal gives the key back).
   */
  private async useKey(
    keyId: string,
    hash: string,
    deadline: Deadline,
  ): Promise<Placed | { orderObjectId: Types.ObjectId; fresh: boolean }> {
    const { key, fresh } = await this.claimKey(keyId, hash, deadline);
    if (key.refused) {
      // Given back by a refusal: taken over with whatever payload, unless a twin of the refused
      // use went on and wrote the order after all (then that order is the key's).
      const written = await this.orders.findById(key.orderObjectId).lean<OrderRecord>().exec();
      if (written) return { order: answerOf(written, hash), created: false };
    } else if (!fresh) {
      const earlier = await this.answerForKey(key, hash, deadline);
      if (earlier) return { order: earlier, created: false };
      // The key's first use never wrote its order (it failed or was cut off): finish it here.
    }
    return { orderObjectId: key.orderObjectId, fresh };
  }

  /**
   * The Idempotency-Key for this request: inserted (fresh), or, when the insert meets it, the
   * one an earlier use or a parallel twin inserted. Inserting first is the cheap way round on
   * FerretDB 1.24 over SQLite, whose unique indexes serve inserts while every read scans the
   * collection: looking a new key up first read every key ever taken.
   */
  private async claimKey(keyId: string, hash: string, deadline: Deadline): Promise<{ key: KeyRecord; fresh: boolean }> {
    deadline.check();
    const fresh = { _id: keyId, orderObjectId: new Types.ObjectId(), requestHash: hash, claimedAt: new Date() };
    try {
      await new this.keys(fresh).save();
      return { key: fresh, fresh: true };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const existing = await this.keys.findById(keyId).lean<KeyRecord>().exec();
      if (!existing) throw error; // keys are never deleted: not a duplicate of the key after all
      return { key: existing, fresh: false };
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

  /**
   * What the checks read, in parallel: the shop, each product by its `_id` (one read each: on
   * FerretDB 1.24 only an `_id` equality is filtered inside SQLite; an `$in` decodes every
   * product), whether the contact is verified; then, when an item carries groups or a line names
   * choices, the shop's option groups (OptionGroupsService.forPricing: a read only when the shop's
   * optionsVersion, read just before, is not the one this instance's copy was read under).
   * Nothing is judged here.
   */
  private async read({ body, deviceId, caller }: PlaceOrderRequest): Promise<Reads> {
    const contact = contactOf(body);
    const ids = [...new Set(body.items.map((i) => i.product_id.toLowerCase()))];
    const [shop, products, verified] = await Promise.all([
      this.shops.findById(body.shop_id),
      this.menu.productsForOrder(ids),
      contact ? this.isVerified(deviceId, contact, caller) : Promise.resolve(false),
    ]);
    // After the shop: its optionsVersion says whether this instance's copy of the groups still holds.
    const groups =
      shop && needsOptionGroups(products.values(), body.items) ? await this.optionGroups.forPricing(shop) : NO_PRICING_GROUPS;
    return { shop, products, groups, verified };
  }

  /**
   * Every refusal, in the order the class describes, then the order's priced fields (integer
   * paise from the server's own records: each item's price plus its chosen options, the tax by
   * the shop's GST registration, the delivery fee by the shop's terms) and, for a UPI order,
   * the shop's UPI ID and payee (its billing, read with the shop: no query of its own). An
   * item's options are judged with the item (400, a sold-out choice 409); the shop's delivery
   * terms (minimum, distance: 400) once the lines are priced.
   */
  private check({ body }: PlaceOrderRequest, { shop, products, groups, verified }: Reads): OrderFields {
    if (!shop) throw new NotFoundException(M.shopNotFound);

    const contact = contactOf(body);
    if (!contact) {
      const field = body.customer_email ? 'customer_mobile' : 'customer_email';
      throw invalid({ [field]: CUSTOMER_VALIDATION.contactRequired });
    }
    const ids = body.items.map((i) => i.product_id.toLowerCase());
    // The same item with other options is another line; with the same options, a duplicate.
    const lineKeys = body.items.map((i, index) => cartLineKey(ids[index], i.option_ids ?? []));
    if (new Set(lineKeys).size !== lineKeys.length) throw invalid({ items: CUSTOMER_VALIDATION.duplicateLine });

    const state = shopOpenState(shop, this.clock.now());
    if (state === 'paused') throw new ConflictException(M.shopPaused);
    if (state === 'closed') throw new ConflictException(M.shopClosed);
    const deliveryType = body.delivery_type ?? DEFAULT_DELIVERY_TYPE;
    if (deliveryType === 'delivery' && !shop.delivers) throw new BadRequestException(M.noDelivery);

    const lines: LineToPrice[] = [];
    for (const [index, id] of ids.entries()) {
      const product = products.get(id);
      if (!product) throw new BadRequestException(M.productUnknown);
      if (!product.shopId.equals(shop._id)) throw new BadRequestException(M.productOtherShop);
      if (product.soldOut) throw new ConflictException(M.productSoldOut(product.name));
      const options = pickOptions(product, body.items[index].option_ids, groups);
      lines.push({ product, quantity: body.items[index].quantity, options });
    }

    const terms = shopDeliveryTerms(shop);
    const priced = priceOrder(shop, lines, deliveryType, terms);
    const pin = shopPin(shop);
    const location = body.customer_location;
    const problem = deliveryProblem(terms, {
      delivery: deliveryType,
      subtotal: priced.subtotalPaise,
      distanceKm:
        pin && location
          ? distanceKm({ lat: pin.latitude, lng: pin.longitude }, { lat: location.latitude, lng: location.longitude })
          : undefined,
      shopHasLocation: pin !== null,
    });
    if (problem) throw new BadRequestException(problem.message);

    if (!verified) throw new ForbiddenException(M.notVerified);

    const paymentMethod = body.payment_method ?? DEFAULT_PAYMENT_METHOD;
    // A UPI order to a shop that takes UPI keeps where it is paid, as the customer was shown it.
    // One to a shop without a UPI ID is still taken (the spec's clients send `qr`): paid at the shop.
    const { upi_id: upiId, payee_name: payeeName } = shopBilling(shop);
    return {
      ...priced,
      ...(deliveryType === 'delivery' && location
        ? { deliveryLocation: { latitude: location.latitude, longitude: location.longitude } }
        : {}),
      paymentMethod,
      ...(paymentMethod === 'qr' && upiId ? { payTo: { upiId, payeeName: payeeName || shop.name } } : {}),
      ...(body.notes ? { notes: body.notes } : {}),
      ...(body.customer_name ? { customerName: body.customer_name } : {}),
      contactType: contact.type,
      ...(contact.type === 'email' ? { customerEmail: contact.value } : { customerMobile: contact.value }),
    };
  }

  /** The signed-in customer's own contact, or one this device verified by code (docs/architecture.md). */
  private async isVerified(deviceId: string, contact: { type: ContactType; value: string }, caller: Caller): Promise<boolean> {
    const customer = caller.customer;
    if (customer && customer[contact.type] === contact.value) return true;
    return this.verification.isVerified(deviceId, contact.type, contact.value);
  }
}
