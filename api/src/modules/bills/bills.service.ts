import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import {
  BILL_KEY_PATTERN,
  BILL_MESSAGES,
  billKindOf,
  type BillView,
  CUSTOMER_API_MESSAGES,
  DEFAULT_GST_SCHEME,
} from '@chowk/contracts';
import { Clock } from '../../common/clock';
import { isDuplicateKeyError } from '../../common/mongo/duplicate-key';
import { UsersService } from '../auth/users/users.service';
import { ShopsService } from '../catalogue/shops/shops.service';
import type { Caller } from '../orders/customer-identity';
import { type KeyedOrderRecord, OrderRecordsService } from '../orders/order-records.service';
import { newBillKey } from '../orders/order-writer.service';
import type { OrderRecord } from '../orders/orders.service';
import { BillNumbersService } from './bill-numbers.service';
import { toBillView } from './bill-view';
import { BillKey } from './schemas/bill-key.schema';
import type { BillShop } from './schemas/bill.schema';

/**
 * Bills (docs/api.md "Bills"): an order's bill, to those who may read the order or anyone given
 * its key; issued on its first opening (BillNumbersService), then always the same bill. The order
 * is read as stored (OrderRecordsService): its paise, options, GST and payment fields.
 */
@Injectable()
export class BillsService {
  constructor(
    @InjectModel(BillKey.name) private readonly keys: Model<BillKey>,
    private readonly orders: OrderRecordsService,
    private readonly numbers: BillNumbersService,
    private readonly shops: ShopsService,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  /**
   * GET /orders/{id}/bill: to the readers of GET /orders/{id} (the device that placed it, its
   * signed-in customer, its shop's owner); to anyone else the order does not exist (404). An
   * order placed before orders had bill keys gets its key here.
   */
  async forOrder(id: string, deviceId: string | undefined, caller: Caller): Promise<BillView> {
    const order = await this.orders.readableBy(id, deviceId, caller);
    if (!order) throw new NotFoundException(CUSTOMER_API_MESSAGES.orderNotFound);
    const keyed = order.billKey
      ? (order as KeyedOrderRecord)
      : await this.orders.setBillKey(order, await this.claimKey(order._id));
    return this.billOf(keyed);
  }

  /** GET /bills/{key}: to anyone with the key; a malformed or unknown key is 404. */
  async byKey(key: string): Promise<BillView> {
    const order = BILL_KEY_PATTERN.test(key) ? await this.orders.findByBillKey(key) : null;
    if (!order) throw new NotFoundException(BILL_MESSAGES.notFound);
    return this.billOf(order);
  }

  /** The order's bill, issued now if it has none; a cancelled order without one never gets one (409). */
  private async billOf(order: KeyedOrderRecord): Promise<BillView> {
    let bill = await this.numbers.findByOrder(order._id);
    if (!bill) {
      if (order.status === 'cancelled') throw new ConflictException(BILL_MESSAGES.cancelledUnissued);
      bill = await this.numbers.issue({
        shopId: order.shopId,
        orderObjectId: order._id,
        kind: billKindOf(order.gstScheme),
        issuedAt: this.clock.now(),
        shop: await this.shopNow(order),
      });
    }
    return toBillView(bill, order, order.billKey);
  }

  /** The key of an order without one: the one claimed for it (BillKey), claimed now if none is. */
  private async claimKey(orderObjectId: Types.ObjectId): Promise<string> {
    try {
      return (await new this.keys({ orderObjectId, key: newBillKey() }).save()).key;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const claimed = await this.keys.findOne({ orderObjectId }).lean<BillKey>().exec();
    if (!claimed) throw new Error(`bill key of order ${String(orderObjectId)}: refused as taken, then not found`);
    return claimed.key;
  }

  /**
   * The shop as the bill keeps it: its name, code, address with its place and the owner's mobile
   * now (as the printed bill shows them), and the GST registration the order was priced under.
   */
  private async shopNow(order: OrderRecord): Promise<BillShop> {
    const gstScheme = order.gstScheme ?? DEFAULT_GST_SCHEME;
    const gst = { gstScheme, gstin: gstScheme === 'unregistered' ? null : (order.gstin ?? null) };
    const shop = await this.shops.findById(String(order.shopId));
    if (!shop) return { name: order.shopName ?? '', code: order.shopCode ?? '', address: '', phone: null, ...gst };
    const [view, owner] = await Promise.all([this.shops.toView(shop), this.users.findById(String(shop.ownerId))]);
    const street = (shop.address ?? '').trim();
    const place = [view.district?.name, view.city?.name, view.state?.name].filter((p): p is string => Boolean(p));
    return {
      name: shop.name,
      code: shop.code,
      address: [street, ...place.filter((p) => !street.includes(p))].filter(Boolean).join(', '),
      phone: owner?.mobile ?? null,
      ...gst,
    };
  }
}
