import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { indiaDateTime, type Order as OrderView, type OrderStatus, paiseToRupees } from '@chowk/contracts';
import type { PageRequest } from '../../common/pagination/page-query.dto';
import { ShopsService } from '../catalogue/shops/shops.service';
import { Order } from './schemas/order.schema';

type OrderRecord = Order & { _id: Types.ObjectId };

export function toOrderView(o: OrderRecord): OrderView {
  const total = paiseToRupees(o.totalPaise);
  return {
    _id: String(o._id),
    order_id: o.orderId,
    items: o.items.map((line) => ({
      product_id: String(line.productId),
      product_name: line.productName,
      name: line.productName,
      quantity: line.quantity,
      price: paiseToRupees(line.pricePaise),
      ...(line.sectionName ? { sectionName: line.sectionName } : {}),
    })),
    status: o.status,
    total_amount: total,
    totalAmount: total,
    ...(o.notes ? { notes: o.notes } : {}),
    ...(o.customerName ? { customer_name: o.customerName } : {}),
    ...(o.customerEmail ? { customer_email: o.customerEmail } : {}),
    ...(o.customerMobile ? { customer_mobile: o.customerMobile } : {}),
    created_at: o.createdAt.toISOString(),
    ...indiaDateTime(o.createdAt),
  };
}

/** The shop's orders, for its owner. (Placing orders arrives with the orders issue.) */
@Injectable()
export class OrdersService {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly shops: ShopsService,
  ) {}

  async listForOwner(
    ownerId: string,
    shopId: string,
    status: string | undefined,
    page: PageRequest,
  ): Promise<{ orders: OrderView[]; page: number; limit: number; hasMore: boolean }> {
    await this.shops.requireOwned(shopId, ownerId);
    const filter = { shopId, ...(status ? { status: { $eq: status as OrderStatus } } : {}) };
    // One extra row tells whether there is a next page, without a count.
    const rows = await this.orders
      .find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip((page.page - 1) * page.limit)
      .limit(page.limit + 1)
      .lean<OrderRecord[]>();
    return {
      orders: rows.slice(0, page.limit).map(toOrderView),
      page: page.page,
      limit: page.limit,
      hasMore: rows.length > page.limit,
    };
  }
}
