import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, trusted } from 'mongoose';
import { ShopsService } from '../catalogue/shops/shops.service';
import type { Caller } from './customer-identity';
import type { OrderRecord } from './orders.service';
import { Order } from './schemas/order.schema';

/** An order with its bill's address key. */
export type KeyedOrderRecord = OrderRecord & { billKey: string };

/**
 * Orders as stored (paise, options, GST and payment fields), for the modules built on them (the
 * bills module), which may not read the Order model themselves.
 */
@Injectable()
export class OrderRecordsService {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly shops: ShopsService,
  ) {}

  /**
   * The order, to those GET /orders/{id} answers (the one rule: OrdersService.readFor, the payment
   * claim and the bill read through it): the device that placed it, a signed-in customer whose
   * verified contact it carries, or the owner of its shop. null for anyone else, as for an order
   * that does not exist.
   */
  async readableBy(id: string, deviceId: string | undefined, caller: Caller): Promise<OrderRecord | null> {
    const order = await this.orders.findById(id).lean<OrderRecord>().exec();
    if (!order) return null;
    if (deviceId && order.deviceId === deviceId) return order;
    const customer = caller.customer;
    if (customer?.email && order.customerEmail === customer.email) return order;
    if (customer?.mobile && order.customerMobile === customer.mobile) return order;
    if (caller.shopkeeperId) {
      const shop = await this.shops.findById(String(order.shopId));
      if (shop && String(shop.ownerId) === caller.shopkeeperId) return order;
    }
    return null;
  }

  /** The order whose bill key this is (a key the caller has checked against BILL_KEY_PATTERN), or null. */
  findByBillKey(key: string): Promise<KeyedOrderRecord | null> {
    return this.orders
      .findOne({ billKey: { $eq: key } })
      .lean<KeyedOrderRecord>()
      .exec();
  }

  /**
   * Stores `key` as the bill key of an order placed before orders got one (a key BillsService
   * claimed for it: every request writes the same one). Not a change of the order: its
   * `updatedAt` stays, so the live streams see nothing new.
   */
  async setBillKey(order: OrderRecord, key: string): Promise<KeyedOrderRecord> {
    await this.orders
      .updateOne({ _id: order._id, billKey: trusted({ $exists: false }) }, { $set: { billKey: key } }, { timestamps: false })
      .exec();
    return { ...order, billKey: key };
  }
}
