import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import {
  CUSTOMER_API_MESSAGES,
  type CustomerOrder,
  indiaDateTime,
  type OrderPayment,
  type Paged,
  PAID_VIA,
  paiseToRupees,
  PAYMENT_STATUSES,
} from '@chowk/contracts';
import { type PageRequest, pagedAnswer, readPage } from '../../common/pagination/page-query.dto';
import { ShopsService } from '../catalogue/shops/shops.service';
import type { Caller } from './customer-identity';
import { OrderRecordsService } from './order-records.service';
import { Order } from './schemas/order.schema';

export type OrderRecord = Order & { _id: Types.ObjectId };

/** The shop's name and code, for orders written before the order kept its own copy. */
type ShopNames = { name: string; code: string };

const isoOrNull = (at: Date | undefined): string | null => (at ? new Date(at).toISOString() : null);

/**
 * The order's payment as the wire shows it (OrderPayment): unpaid while the order holds none
 * (every order placed before payments existed, and every new one until it changes); how it was
 * paid only beside paid and refunded.
 */
export function orderPayment(
  o: Pick<OrderRecord, 'paymentStatus' | 'paidVia' | 'paymentClaimedAt' | 'paymentUpdatedAt'>,
): OrderPayment {
  const status = (PAYMENT_STATUSES as readonly unknown[]).includes(o.paymentStatus) ? (o.paymentStatus ?? 'unpaid') : 'unpaid';
  const settled = status === 'paid' || status === 'refunded';
  return {
    status,
    via: settled && (PAID_VIA as readonly unknown[]).includes(o.paidVia) ? (o.paidVia ?? null) : null,
    claimed_at: isoOrNull(o.paymentClaimedAt),
    updated_at: isoOrNull(o.paymentUpdatedAt),
  };
}

/**
 * An order on the wire (docs/product.md §3 Order plus CustomerOrder's shop and price lines): rupees, India date and time;
 * its payment, its bill's key and, for a UPI order, where it is paid.
 */
export function toOrderView(o: OrderRecord, shop?: ShopNames): CustomerOrder {
  const total = paiseToRupees(o.totalPaise);
  return {
    _id: String(o._id),
    order_id: o.orderId,
    shop_id: String(o.shopId),
    shop_name: o.shopName ?? shop?.name ?? '',
    shop_code: o.shopCode ?? shop?.code ?? '',
    items: o.items.map((line) => ({
      product_id: String(line.productId),
      product_name: line.productName,
      name: line.productName,
      quantity: line.quantity,
      price: paiseToRupees(line.pricePaise),
      ...(line.sectionName ? { sectionName: line.sectionName } : {}),
      ...(line.options?.length
        ? {
            options: line.options.map((option) => ({
              group_id: String(option.groupId),
              group: option.groupName,
              choice_id: String(option.choiceId),
              name: option.choiceName,
              price: paiseToRupees(option.pricePaise),
            })),
            base_price: paiseToRupees(
              line.basePricePaise ?? line.pricePaise - line.options.reduce((sum, option) => sum + option.pricePaise, 0),
            ),
          }
        : {}),
    })),
    status: o.status,
    placed_by: o.placedBy ?? 'customer',
    delivery_type: o.deliveryType ?? 'pickup',
    payment_method: o.paymentMethod ?? 'cash',
    ...(o.deliveryLocation
      ? { delivery_location: { latitude: o.deliveryLocation.latitude, longitude: o.deliveryLocation.longitude } }
      : {}),
    subtotal: paiseToRupees(o.subtotalPaise),
    tax_amount: paiseToRupees(o.taxPaise ?? 0),
    delivery_fee: paiseToRupees(o.deliveryFeePaise ?? 0),
    total_amount: total,
    totalAmount: total,
    ...(o.notes ? { notes: o.notes } : {}),
    ...(o.customerName ? { customer_name: o.customerName } : {}),
    ...(o.customerEmail ? { customer_email: o.customerEmail } : {}),
    ...(o.customerMobile ? { customer_mobile: o.customerMobile } : {}),
    created_at: o.createdAt.toISOString(),
    updated_at: (o.updatedAt ?? o.createdAt).toISOString(),
    ...indiaDateTime(o.createdAt),
    payment: orderPayment(o),
    ...(o.billKey ? { bill_key: o.billKey } : {}),
    ...(o.payTo?.upiId ? { pay_to: { upi_id: o.payTo.upiId, payee_name: o.payTo.payeeName ?? '' } } : {}),
  };
}

/** Reading orders: the shop's list for its owner, one order for those who may see it, a customer's own. */
@Injectable()
export class OrdersService {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly shops: ShopsService,
    private readonly records: OrderRecordsService,
  ) {}

  /**
   * One order, to the device that placed it, the signed-in customer whose contact it carries,
   * or the shopkeeper whose shop it is; to anyone else it does not exist (404, never 403, so an
   * id reveals nothing).
   */
  async readFor(id: string, deviceId: string | undefined, caller: Caller): Promise<CustomerOrder> {
    const order = await this.findReadable(id, deviceId, caller);
    const shop = order.shopName && order.shopCode ? undefined : await this.shops.findById(String(order.shopId));
    return toOrderView(order, shop ?? undefined);
  }

  /** The order's record, to those readFor answers (its payment's changes read it so); 404 to anyone else. */
  async findReadable(id: string, deviceId: string | undefined, caller: Caller): Promise<OrderRecord> {
    const order = await this.records.readableBy(id, deviceId, caller);
    if (order) return order;
    throw new NotFoundException(CUSTOMER_API_MESSAGES.orderNotFound);
  }

  /** A signed-in customer's orders by the contacts their token verified, newest first. */
  async listMine(customer: NonNullable<Caller['customer']>, page: PageRequest): Promise<Paged<'orders', CustomerOrder>> {
    const contacts = [
      ...(customer.email ? [{ customerEmail: { $eq: customer.email } }] : []),
      ...(customer.mobile ? [{ customerMobile: { $eq: customer.mobile } }] : []),
    ];
    if (contacts.length === 0) return pagedAnswer('orders', page, { items: [], total: 0 });
    const filter = { $or: contacts };
    const found = await readPage(
      page,
      (skip, limit) =>
        this.orders.find(filter).sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).lean<OrderRecord[]>().exec(),
      () => this.orders.countDocuments(filter).exec(),
    );
    const shops = await this.shopNames(found.items);
    return pagedAnswer('orders', page, {
      items: found.items.map((o) => toOrderView(o, shops.get(String(o.shopId)))),
      total: found.total,
    });
  }

  /** Names of the shops of orders that did not keep their own copy (none of the customers' orders today). */
  private async shopNames(orders: OrderRecord[]): Promise<Map<string, ShopNames>> {
    const ids = [...new Set(orders.filter((o) => !o.shopName || !o.shopCode).map((o) => String(o.shopId)))];
    const found = await Promise.all(ids.map((id) => this.shops.findById(id)));
    return new Map(found.flatMap((shop) => (shop ? [[String(shop._id), { name: shop.name, code: shop.code }]] : [])));
  }
}
