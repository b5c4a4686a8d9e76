import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, trusted, Types } from 'mongoose';
import type { CustomerOrder } from '@chowk/contracts';
import { BackgroundWork } from '../../common/background/background-work';
import { Clock } from '../../common/clock';
import { isDuplicateKeyError } from '../../common/mongo/duplicate-key';
import { AppConfig } from '../../config/app-config';
import { PUSH_TIMEOUT_MS } from '../notifications/push/push-sender';
import { PushAlertsService } from '../notifications/push/push-alerts.service';
import { WHATSAPP_TIMEOUT_MS } from '../notifications/whatsapp/cloud-whatsapp-sender';
import { WhatsAppAlertsService } from '../notifications/whatsapp/whatsapp-alerts.service';
import { OrderEventsService } from './events/order-events.service';
import { type OrderRecord, toOrderView } from './orders.service';
import { OrderAlert, OrderAlertRescue } from './schemas/order-alert.schema';
import { Order } from './schemas/order.schema';

/**
 * How long after their start a new order's alerts are surely over on a live instance: each is
 * bounded by its provider's timeout (WhatsApp, Web Push: 10 s), with the shop's and devices'
 * reads before. A record still there after this belongs to an instance that died under them.
 */
export const ORDER_ALERTS_RESCUE_AFTER_MS = 60_000;
/** How often each instance looks for such records (not in tests: they call `rescue()`). */
export const ORDER_ALERTS_SWEEP_MS = 30_000;
/** Records taken per look (the oldest first); more wait for the next. */
const RESCUE_BATCH = 50;

/**
 * A customer's new order's alerts, the owner's WhatsApp message and the shop's devices' Web
 * Push, sent at least once even when the instance that wrote the order dies under them (a
 * crash, a SIGKILL, a machine lost): started on that instance right after the write, with a
 * record (OrderAlert), written as soon as one of them is found due and deleted once they are
 * over (a shop with no alerts on costs no write). Every instance looks for records
 * older than ORDER_ALERTS_RESCUE_AFTER_MS every ORDER_ALERTS_SWEEP_MS; one of them takes each
 * (a unique OrderAlertRescue) and sends its alerts again, with the order's event for the shop's
 * screens. An alert that had left before its instance died goes twice (a push replaces its own
 * notification, by the order's tag; a WhatsApp message shows twice): twice is better than a
 * shop that never hears of an order. An order the shop has taken up meanwhile (no longer
 * pending) is not alerted again, and a record whose rescuer died too is not tried again.
 */
@Injectable()
export class OrderAlertsService implements OnApplicationBootstrap, OnModuleDestroy, BeforeApplicationShutdown {
  private readonly logger = new Logger('OrderAlerts');
  private readonly work = new BackgroundWork(this.logger);
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    @InjectModel(OrderAlert.name) private readonly records: Model<OrderAlert>,
    @InjectModel(OrderAlertRescue.name) private readonly rescues: Model<OrderAlertRescue>,
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly whatsapp: WhatsAppAlertsService,
    private readonly push: PushAlertsService,
    private readonly events: OrderEventsService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.nodeEnv === 'test') return;
    this.sweeper = setInterval(
      () => void this.work.start('A look for forgotten order alerts', () => this.rescue().then(() => undefined)),
      ORDER_ALERTS_SWEEP_MS,
    );
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  /** A deploy's stop lets the alerts on their way finish, and their records go with them. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.work.drain(Math.max(WHATSAPP_TIMEOUT_MS, PUSH_TIMEOUT_MS) + 2_000);
  }

  /** Resolves once nothing is on its way (tests). */
  async idle(): Promise<void> {
    await this.work.idle();
  }

  /** After a customer's order is written: never throws, never holds up the answer. Counter orders alert nothing. */
  placed(order: CustomerOrder): void {
    if (order.placed_by === 'shop') return;
    const _id = new Types.ObjectId(order._id);
    // Written once, by the first alert found due (none for a shop without alerts: no write at
    // all), before it is sent; a failure to write it is logged and the alerts go all the same.
    let noted: Promise<void> | undefined;
    const note = () =>
      (noted ??= this.records.create({ _id, shopId: order.shop_id, startedAt: this.clock.now() }).then(
        () => undefined,
        (error: unknown) =>
          this.logger.warn(
            `the alerts' record of order ${order.order_id} not written: ${error instanceof Error ? error.message : String(error)}`,
          ),
      ));
    const over = Promise.all([this.whatsapp.orderPlaced(order, note), this.push.orderPlaced(order, note)]);
    void this.work.start(`The alerts' record of order ${order.order_id} of shop ${order.shop_id}`, async () => {
      await over;
      if (!noted) return;
      await noted;
      await this.records.deleteOne({ _id });
    });
  }

  /**
   * Sends again the alerts of the orders whose records outlived ORDER_ALERTS_RESCUE_AFTER_MS (by
   * the injected clock), each from one instance only; answers how many this instance sent.
   */
  async rescue(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - ORDER_ALERTS_RESCUE_AFTER_MS);
    const forgotten = await this.records
      // trusted(): the connection's sanitizeFilter would make the operator an equality; the date is ours.
      .find({ startedAt: trusted({ $lt: cutoff }) })
      .sort({ startedAt: 1 })
      .limit(RESCUE_BATCH)
      .lean<(OrderAlert & { _id: Types.ObjectId })[]>()
      .exec();
    let sent = 0;
    for (const record of forgotten) {
      if (await this.take(record._id)) {
        if (await this.sendAgain(record._id)) sent += 1;
      }
      // Sent again here, taken by another instance, or taken before by one that died too: not tried again.
      await this.records.deleteOne({ _id: record._id });
    }
    return sent;
  }

  /** The unique claim on an order's forgotten alerts: true for the one instance whose insert goes through. */
  private async take(_id: Types.ObjectId): Promise<boolean> {
    try {
      await this.rescues.create({ _id, rescuedAt: this.clock.now() });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  private async sendAgain(_id: Types.ObjectId): Promise<boolean> {
    const record = await this.orders.findById(_id).lean<OrderRecord>().exec();
    // No order, or one the shop has taken up already (its status moved on): nothing to tell.
    if (!record || record.status !== 'pending') return false;
    const order = toOrderView(record);
    this.logger.warn(
      `alerts of order ${order.order_id} of shop ${order.shop_id} sent again: the instance that wrote it stopped before they were over`,
    );
    // The shop's open screens may have missed it too: each keeps an order once.
    this.events.publish('order.created', order);
    await Promise.all([this.whatsapp.orderPlaced(order), this.push.orderPlaced(order)]);
    return true;
  }
}
