import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  type BeforeApplicationShutdown,
  GoneException,
  HttpException,
  HttpStatus,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Types } from 'mongoose';
import { type CustomerOrder, newOrderPush, PUSH_MESSAGES, TEST_PUSH } from '@chowk/contracts';
import { BackgroundWork } from '../../../common/background/background-work';
import { Clock } from '../../../common/clock';
import { PUSH_TEST_TIMEOUT_MS, PUSH_TIMEOUT_MS, type PushOutcome, PushSender } from './push-sender';
import { PushSubscriptionsService } from './push-subscriptions.service';

/** Pushes encrypted and started per turn of the event loop (see `alert`). */
const SENDS_PER_TURN = 8;

/**
 * New-order alerts by Web Push: when a customer's order is written, every device of the shop
 * with alerts on gets one push (newOrderPush), which its service worker shows even with the
 * screen locked.
 *
 * OrderAlertsService calls `orderPlaced` on the instance that wrote the order, right after the
 * write, once per order (a replayed Idempotency-Key writes nothing and alerts nothing), or on the
 * instance that rescues the alerts of an order whose writer died; not from the order events,
 * which every instance sharing Redis receives. The pushes run beside the answer:
 * the order never waits on them and never fails because of them. They go out in parallel, each
 * bounded by PUSH_TIMEOUT_MS; a device whose push service answers 404 or 410 (the subscription
 * is over) is removed; other failures are logged with the push service's reason.
 */
@Injectable()
export class PushAlertsService implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('PushAlerts');
  /** Alerts on their way (awaited by `idle`, and by the shutdown within the timeout). */
  private readonly alerts = new BackgroundWork(this.logger);

  constructor(
    private readonly subscriptions: PushSubscriptionsService,
    private readonly sender: PushSender,
    private readonly clock: Clock,
  ) {}

  /**
   * After a customer's order is written: never throws, never holds up its caller; answers once
   * the pushes are over (sent, none due, or failed and logged). Counter orders alert nothing.
   * `beforeSending` runs once a push is due, before any is sent (OrderAlertsService notes then
   * that alerts are on their way).
   */
  orderPlaced(order: CustomerOrder, beforeSending?: () => Promise<void>): Promise<void> {
    if (order.placed_by === 'shop') return Promise.resolve();
    return this.alerts.start(`Push alerts for order ${order.order_id} of shop ${order.shop_id}`, () =>
      this.alert(order, beforeSending),
    );
  }

  /** Resolves once no alert is on its way (tests; the shutdown). */
  idle(): Promise<void> {
    return this.alerts.idle();
  }

  /** A deploy's stop lets alerts on their way finish (each is bounded by PUSH_TIMEOUT_MS). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.alerts.drain(PUSH_TIMEOUT_MS + 1_000);
  }

  onApplicationShutdown(): void {
    this.sender.close();
  }

  /**
   * "Send a test alert" to one device of the shop: 404 when the shop has no such device; 410
   * (and the device removed) when its push service says the subscription is over; 424 when the
   * push service refused or did not answer.
   */
  async sendTest(shopId: string, id: string): Promise<void> {
    const device = await this.subscriptions.find(shopId, id);
    if (!device) throw new NotFoundException(PUSH_MESSAGES.deviceNotFound);
    const outcome = await this.sender.send(device, { ...TEST_PUSH }, { timeoutMs: PUSH_TEST_TIMEOUT_MS });
    if (outcome.status === 'sent') {
      await this.subscriptions.markSent([device._id], this.clock.now());
      return;
    }
    if (outcome.status === 'gone') {
      await this.subscriptions.removeGone([device._id]);
      throw new GoneException(PUSH_MESSAGES.deviceGone);
    }
    this.logger.warn(`Test push to device ${String(device._id)} of shop ${shopId} not sent: ${outcome.reason}`);
    // A 4xx, not a 502: the failure is the push service's, and the API's 5xx mean its own faults.
    throw new HttpException(PUSH_MESSAGES.testFailed, HttpStatus.FAILED_DEPENDENCY);
  }

  /** `beforeSending` runs once a device is to be pushed, before any push is sent. */
  private async alert(order: CustomerOrder, beforeSending?: () => Promise<void>): Promise<void> {
    const devices = await this.subscriptions.targets(order.shop_id);
    if (!devices.length) return;
    await beforeSending?.();
    const push = newOrderPush(order);
    // Encrypting a push costs up to a millisecond of CPU (a key agreement per device): started a
    // few per turn of the event loop, the first pushes leave at once and the API's other requests
    // are served in between, rather than after the whole shop's encryptions.
    const sending: Promise<PushOutcome>[] = [];
    for (const [i, device] of devices.entries()) {
      if (i > 0 && i % SENDS_PER_TURN === 0) await nextTurn();
      sending.push(
        this.sender.send(device, push, { timeoutMs: PUSH_TIMEOUT_MS }).catch((error: unknown) => ({
          status: 'failed' as const,
          reason: error instanceof Error ? error.message : String(error),
        })),
      );
    }
    const outcomes = await Promise.all(sending);
    const sent: Types.ObjectId[] = [];
    const gone: Types.ObjectId[] = [];
    outcomes.forEach((outcome, i) => {
      const device = devices[i];
      if (outcome.status === 'sent') sent.push(device._id);
      else if (outcome.status === 'gone') gone.push(device._id);
      else {
        this.logger.warn(
          `Push alert for order ${order.order_id} of shop ${order.shop_id} to device ${String(device._id)} not sent: ${outcome.reason}`,
        );
      }
    });
    if (gone.length) {
      this.logger.log(`removed ${gone.length} device(s) of shop ${order.shop_id} whose push subscription is over`);
    }
    await Promise.all([this.subscriptions.markSent(sent, this.clock.now()), this.subscriptions.removeGone(gone)]);
  }
}
