import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { indiaDateTime, type Order as OrderView, type OrderStatus, type Paged, paiseToRupees } from '@chowk/contracts';
import { type PageRequest, pagedAnswer, readPage } from '../../common/pagination/page-query.dto';
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

  /** One page of the shop's orders, newest first, with the list fields every list answers. */
  async listForOwner(
    ownerId: string,
    shopId: string,
    status: OrderStatus | undefined,
    page: PageRequest,
  ): Promise<Paged<'orders', OrderView>> {
    await this.shops.requireOwned(shopId, ownerId);
    const filter = { shopId, ...(status ? { status: { $eq: status } } : {}) };
    const found = await readPage(
      page,
      (skip, limit) =>
        this.orders.find(filter).sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).lean<OrderRecord[]>().exec(),
      () => this.orders.countDocuments(filter).exec(),
    );
    return pagedAnswer('orders', page, { items: found.items.map(toOrderView), total: found.total });
  }
}
