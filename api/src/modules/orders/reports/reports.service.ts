import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, trusted } from 'mongoose';
import {
  EXPORT_CONTENT_TYPES,
  type ExportFormat,
  exportFileName,
  hasErrors,
  HTTP_MESSAGES,
  indiaIsoDate,
  type PaidFeature,
  rangeBounds,
  REPORT_LIMITS,
  REPORT_MESSAGES as M,
  reportRangeErrors,
  type SalesReport,
  summarizeRange,
} from '@chowk/contracts';
import { Clock } from '../../../common/clock';
import { assertPlanIncludes } from '../../../common/plans/plan-gate';
import { type ShopRecord, ShopsService } from '../../catalogue/shops/shops.service';
import { orderPayment, type OrderRecord } from '../orders.service';
import { Order } from '../schemas/order.schema';
import { exportRow, ordersCsv, ordersXlsx } from './export-files';

export interface ExportFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

type Range = { from: string; to: string };

const tooMany = (limit: number) =>
  new UnprocessableEntityException({ message: HTTP_MESSAGES.validation, errors: { from: M.tooManyOrders(limit) } });

/**
 * The Starter plan's sales reports and order exports, the owner's alone. The
 * checks come in this order: the shop is the caller's (404, 403), its plan includes the feature
 * (402), then the range (422), so a well-formed request is never refused before its shop is
 * known. Reads are bounded: a report reads at most REPORT_LIMITS.reportMaxOrders orders, an
 * export holds at most REPORT_LIMITS.exportMaxOrders.
 */
@Injectable()
export class ReportsService {
  /** The read bounds (a test lowers them rather than writing ten thousand orders). */
  readonly limits = { report: REPORT_LIMITS.reportMaxOrders as number, export: REPORT_LIMITS.exportMaxOrders as number };

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly shops: ShopsService,
    private readonly clock: Clock,
  ) {}

  /** Totals (paid, unpaid and refunded too), the day-by-day series, top items and statuses of a range (`summarizeRange`, libs/contracts). */
  async report(ownerId: string, shopId: string, range: Range): Promise<SalesReport> {
    const shop = await this.paidShop(ownerId, shopId, 'sales_reports', range);
    const found = await this.ordersOf(shop, range, this.limits.report, 'createdAt status totalPaise items paymentStatus');
    return summarizeRange({
      ...range,
      orders: found.map((o) => ({
        created_at: o.createdAt,
        status: o.status,
        total_paise: o.totalPaise,
        payment_status: orderPayment(o).status,
        items: o.items.map((line) => ({
          name: line.productName,
          quantity: line.quantity,
          price_paise: line.pricePaise,
          ...(line.options?.length ? { options: line.options.map((option) => option.choiceName) } : {}),
        })),
      })),
    });
  }

  /** The range's orders, oldest first, one row each, as CSV or an Excel workbook. */
  async export(ownerId: string, shopId: string, range: Range, format: ExportFormat): Promise<ExportFile> {
    const shop = await this.paidShop(ownerId, shopId, 'export', range);
    const rows = (await this.ordersOf(shop, range, this.limits.export)).map(exportRow);
    const fileName = exportFileName(shop.code, range, format);
    const body = format === 'csv' ? ordersCsv(rows) : await ordersXlsx(rows, `${shop.name}: orders ${range.from} to ${range.to}`);
    return { body, contentType: EXPORT_CONTENT_TYPES[format], fileName };
  }

  private async paidShop(ownerId: string, shopId: string, feature: PaidFeature, range: Range): Promise<ShopRecord> {
    const shop = await this.shops.requireOwned(shopId, ownerId);
    const now = this.clock.now();
    assertPlanIncludes(shop, feature, now);
    const errors = reportRangeErrors(range, indiaIsoDate(now));
    if (hasErrors(errors)) throw new UnprocessableEntityException({ message: HTTP_MESSAGES.validation, errors });
    return shop;
  }

  /** The range's orders, oldest first; more than `limit` is a 422 (fewer days). */
  private async ordersOf(shop: ShopRecord, range: Range, limit: number, fields?: string): Promise<OrderRecord[]> {
    const { start, end } = rangeBounds(range);
    let query = this.orders
      .find({ shopId: shop._id, createdAt: trusted({ $gte: start, $lt: end }) })
      .sort({ createdAt: 1, _id: 1 })
      .limit(limit + 1);
    if (fields) query = query.select(fields);
    const found = await query.lean<OrderRecord[]>().exec();
    if (found.length > limit) throw tooMany(limit);
    return found;
  }
}
