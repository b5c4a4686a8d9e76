import { BadRequestException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, trusted, Types } from 'mongoose';
import {
  cartLineKey,
  customerKey,
  type CustomerOrder,
  deskRangeErrors,
  hasErrors,
  HTTP_MESSAGES,
  indiaDayBounds,
  indiaIsoDate,
  isTodayOnly,
  normalizeContact,
  ORDER_DESK_MESSAGES as M,
  type OrderSort,
  type OrderStatus,
  type Paged,
  PAYMENT_STATUSES,
  type PaymentStatus,
  rangeBounds,
  type ShopDaySummary,
  summarizeDay,
} from '@chowk/contracts';
import { Clock } from '../../common/clock';
import { assertPlanIncludes, shopHasFeature } from '../../common/plans/plan-gate';
import { type PageRequest, pagedAnswer, readPage } from '../../common/pagination/page-query.dto';
import { MenuService } from '../catalogue/menu/menu.service';
import { NO_PRICING_GROUPS, OptionGroupsService } from '../catalogue/options/option-groups.service';
import { type ShopRecord, ShopsService } from '../catalogue/shops/shops.service';
import type { OwnerOrderDto } from './dto/owner-order.dto';
import { OrderEventsService } from './events/order-events.service';
import { needsOptionGroups, pickOptions } from './order-options';
import { OrderWriter, priceOrder } from './order-writer.service';
import { type OrderRecord, toOrderView } from './orders.service';
import { Order } from './schemas/order.schema';

/** Each sort of docs/product.md §9 as an index-backed sort; ties newest first, then by id, so pages never overlap. */
const SORTS: Record<OrderSort, Record<string, 1 | -1>> = {
  date_desc: { createdAt: -1, _id: -1 },
  date_asc: { createdAt: 1, _id: 1 },
  amount_desc: { totalPaise: -1, createdAt: -1, _id: -1 },
  amount_asc: { totalPaise: 1, createdAt: -1, _id: -1 },
};

/**
 * The orders of one payment status. Unpaid is every order that holds no other (an order holds
 * none until its payment first changes), so it is "none of the others" rather than an equality.
 */
const paymentFilter = (status: PaymentStatus) =>
  status === 'unpaid' ? trusted({ $nin: PAYMENT_STATUSES.filter((s) => s !== 'unpaid') }) : { $eq: status };

/** Typed text taken literally in a regular expression. */
const literally = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface DeskQuery {
  status?: OrderStatus;
  payment?: PaymentStatus;
  sort: OrderSort;
  search?: string;
  /** India calendar dates YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
}

/**
 * The shopkeeper's side of orders: the desk's list, status changes, orders taken at
 * the counter and the day's figures. Every call is the shop owner's: another shopkeeper's shop
 * is 403 (as every shop write), another shop's order 404 (an order id reveals nothing).
 */
@Injectable()
export class OrderDeskService {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly shops: ShopsService,
    private readonly menu: MenuService,
    private readonly optionGroups: OptionGroupsService,
    private readonly writer: OrderWriter,
    private readonly events: OrderEventsService,
    private readonly clock: Clock,
  ) {}

  /**
   * One page of the shop's orders: filtered by status, payment and dates, searched, sorted (docs/product.md §2 Orders
   * screen, §9 sorts). Order history is the Starter plan's: without it the desk lists
   * today's orders (India day), and a range other than today alone is a 402.
   */
  async list(ownerId: string, shopId: string, query: DeskQuery, page: PageRequest): Promise<Paged<'orders', CustomerOrder>> {
    const shop = await this.shops.requireOwned(shopId, ownerId);
    const range = { from: query.from, to: query.to };
    const rangeErrors = deskRangeErrors(range);
    if (hasErrors(rangeErrors))
      throw new UnprocessableEntityException({ message: HTTP_MESSAGES.validation, errors: rangeErrors });
    const now = this.clock.now();
    const { start, end } = shopHasFeature(shop, 'order_history', now) ? rangeBounds(range) : this.todayOnly(shop, range, now);
    const search = query.search?.trim();
    // trusted(): the connection's sanitizeFilter would turn an operator into an equality; the value is escaped text.
    const pattern = search ? trusted({ $regex: literally(search), $options: 'i' }) : undefined;
    const filter = {
      shopId: shop._id,
      ...(start || end ? { createdAt: trusted({ ...(start ? { $gte: start } : {}), ...(end ? { $lt: end } : {}) }) } : {}),
      ...(query.status ? { status: { $eq: query.status } } : {}),
      ...(query.payment ? { paymentStatus: paymentFilter(query.payment) } : {}),
      ...(pattern
        ? {
            $or: [{ orderId: pattern }, { customerName: pattern }, { customerMobile: pattern }, { customerEmail: pattern }],
          }
        : {}),
    };
    const found = await readPage(
      page,
      (skip, limit) => this.orders.find(filter).sort(SORTS[query.sort]).skip(skip).limit(limit).lean<OrderRecord[]>().exec(),
      () => this.orders.countDocuments(filter).exec(),
    );
    return pagedAnswer('orders', page, { items: found.items.map((o) => toOrderView(o, shop)), total: found.total });
  }

  /** A shop without order history: today's India day, and a 402 for any other range. */
  private todayOnly(shop: ShopRecord, range: { from?: string; to?: string }, now: Date): { start: Date; end: Date } {
    if (!isTodayOnly(range, indiaIsoDate(now))) assertPlanIncludes(shop, 'order_history', now);
    const { start, end } = indiaDayBounds(now);
    return { start, end };
  }

  /** Any status from any other (docs/product.md §4). The same status again changes nothing and tells no screen. */
  async setStatus(ownerId: string, orderId: string, status: OrderStatus): Promise<CustomerOrder> {
    const order = await this.ownedOrder(ownerId, orderId);
    if (order.status === status) return toOrderView(order);
    const updated = await this.orders
      .findOneAndUpdate({ _id: order._id, shopId: order.shopId }, { $set: { status } }, { returnDocument: 'after' })
      .lean<OrderRecord>()
      .exec();
    if (!updated) throw new NotFoundException(M.orderNotFound); // deleted meanwhile
    const view = toOrderView(updated);
    this.events.publish('order.updated', view);
    return view;
  }

  /**
   * An order taken at the counter (docs/product.md §4 add-order dialog): the shop's own items with
   * their chosen options, priced from its records (integer paise, tax 5%, pickup, cash: no
   * delivery fee), pending, numbered in the shop's daily sequence. A sold-out item may still be
   * sold at the counter (the mark is for the storefront); its options follow the storefront's
   * rule (resolvePicks), as the counter's picker shows them.
   */
  async createForOwner(ownerId: string, shopId: string, body: OwnerOrderDto): Promise<CustomerOrder> {
    const shop = await this.shops.requireOwned(shopId, ownerId);
    const ids = body.items.map((line) => line.product_id.toLowerCase());
    const lineKeys = body.items.map((line, i) => cartLineKey(ids[i], line.option_ids ?? []));
    if (new Set(lineKeys).size !== lineKeys.length)
      throw new UnprocessableEntityException({ message: HTTP_MESSAGES.validation, errors: { items: M.duplicateLine } });
    const found = await this.menu.productsForOrder([...new Set(ids)]);
    const products = ids.map((id) => {
      const p = found.get(id);
      if (!p || !p.shopId.equals(shop._id)) throw new BadRequestException(M.productUnknown);
      return p;
    });
    const [sectionNames, groups] = await Promise.all([
      this.menu.sectionNames(products.map((p) => String(p.sectionId))),
      needsOptionGroups(products, body.items) ? this.optionGroups.forPricing(shop) : Promise.resolve(NO_PRICING_GROUPS),
    ]);
    const options = products.map((p, i) => pickOptions(p, body.items[i].option_ids, groups));
    const mobile = body.customer_mobile ? normalizeContact('mobile', body.customer_mobile) : undefined;
    const written = await this.writer.write({
      _id: new Types.ObjectId(),
      isNew: true,
      fields: {
        ...priceOrder(
          shop,
          products.map((p, i) => ({
            product: p,
            quantity: body.items[i].quantity,
            options: options[i],
            sectionName: sectionNames.get(String(p.sectionId)),
          })),
          'pickup',
        ),
        paymentMethod: 'cash',
        placedBy: 'shop',
        ...(body.notes ? { notes: body.notes } : {}),
        ...(body.customer_name ? { customerName: body.customer_name } : {}),
        ...(mobile ? { customerMobile: mobile, contactType: 'mobile' } : {}),
      },
      beforeEachTry: () => undefined,
    });
    // A fresh `_id`: no other writer can have written it.
    return written.created ? written.order : toOrderView(written.existing);
  }

  /**
   * The figures of the India day of `now`: today's orders, the pending count, the last five, and
   * which of today's customers had ordered here before today, read at once; `summarizeDay`
   * (libs/contracts, which a trial runs on its own orders) makes the figures.
   */
  async summary(ownerId: string, shopId: string): Promise<ShopDaySummary> {
    const shop = await this.shops.requireOwned(shopId, ownerId);
    const now = this.clock.now();
    const { start, end } = indiaDayBounds(now);
    const [todays, pendingOrders, recent] = await Promise.all([
      this.orders
        .find({ shopId: shop._id, createdAt: trusted({ $gte: start, $lt: end }) })
        .lean<OrderRecord[]>()
        .exec(),
      this.orders.countDocuments({ shopId: shop._id, status: { $eq: 'pending' } }).exec(),
      this.orders.find({ shopId: shop._id }).sort(SORTS.date_desc).limit(5).lean<OrderRecord[]>().exec(),
    ]);
    const todaysViews = todays.map((o) => toOrderView(o, shop));
    return summarizeDay({
      now,
      todays: todaysViews,
      pendingOrders,
      recent: recent.map((o) => toOrderView(o, shop)),
      returning: await this.returningCustomers(shop, todaysViews, start),
    });
  }

  /** customerKey()s of these orders' customers who ordered at the shop before `before`. */
  private async returningCustomers(shop: ShopRecord, orders: CustomerOrder[], before: Date): Promise<Set<string>> {
    const mobiles = [...new Set(orders.flatMap((o) => (o.customer_mobile ? [o.customer_mobile] : [])))];
    const emails = [...new Set(orders.flatMap((o) => (!o.customer_mobile && o.customer_email ? [o.customer_email] : [])))];
    if (mobiles.length === 0 && emails.length === 0) return new Set();
    const earlier = await this.orders
      .find({
        shopId: shop._id,
        createdAt: trusted({ $lt: before }),
        $or: [{ customerMobile: trusted({ $in: mobiles }) }, { customerEmail: trusted({ $in: emails }) }],
      })
      .select('customerMobile customerEmail')
      .lean<Pick<OrderRecord, 'customerMobile' | 'customerEmail'>[]>()
      .exec();
    return new Set(
      earlier
        .map((o) => customerKey({ customer_mobile: o.customerMobile, customer_email: o.customerEmail }))
        .filter((k): k is string => k !== null),
    );
  }

  /** The order, if it is of a shop this shopkeeper owns; 404 otherwise (as for no order at all). */
  private async ownedOrder(ownerId: string, orderId: string): Promise<OrderRecord> {
    const order = await this.orders.findById(orderId).lean<OrderRecord>().exec();
    if (order) {
      const shop = await this.shops.findById(String(order.shopId));
      if (shop && String(shop.ownerId) === ownerId) return order;
    }
    throw new NotFoundException(M.orderNotFound);
  }
}
