import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { type CustomerOrder, indiaMonth, rupeesToPaise, WHATSAPP_FREE_PER_MONTH } from '@chowk/contracts';
import { BackgroundWork } from '../../../common/background/background-work';
import { Clock } from '../../../common/clock';
import { shopHasFeature } from '../../../common/plans/plan-gate';
import { ShopsService } from '../../catalogue/shops/shops.service';
import { WHATSAPP_TIMEOUT_MS } from './cloud-whatsapp-sender';
import { WhatsAppSender } from './whatsapp-sender';
import { WhatsAppUsageService } from './whatsapp-usage.service';

/**
 * New-order alerts to the owner's WhatsApp: when a customer's order is
 * written, a shop whose plan includes whatsapp_alerts and whose owner turned them on (with a
 * number) gets one short message, counted in the month's usage (the first
 * WHATSAPP_FREE_PER_MONTH free, the rest extra).
 *
 * OrderAlertsService calls `orderPlaced` on the instance that wrote the order, right after the
 * write, once per order (a replayed Idempotency-Key writes nothing and alerts nothing), or on the
 * instance that rescues the alerts of an order whose writer died; not from the order events,
 * which every instance sharing Redis receives. The alert runs beside the
 * answer: the order never waits on it and never fails because of it (a refusal or a provider
 * that does not answer within its timeout is logged with the provider's reason).
 */
@Injectable()
export class WhatsAppAlertsService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('WhatsAppAlerts');
  /** Alerts on their way (awaited by `idle`, and by the shutdown within the provider's timeout). */
  private readonly alerts = new BackgroundWork(this.logger);

  constructor(
    private readonly shops: ShopsService,
    private readonly sender: WhatsAppSender,
    private readonly usage: WhatsAppUsageService,
    private readonly clock: Clock,
  ) {}

  /**
   * After a customer's order is written: never throws, never holds up its caller; answers once
   * the alert is over (sent, not due, or failed and logged). Counter orders alert nothing.
   * `beforeSending` runs once the alert is due, before the provider is called (OrderAlertsService
   * notes then that alerts are on their way).
   */
  orderPlaced(order: CustomerOrder, beforeSending?: () => Promise<void>): Promise<void> {
    if (order.placed_by === 'shop') return Promise.resolve();
    return this.alerts.start(`WhatsApp alert for order ${order.order_id} of shop ${order.shop_id}`, () =>
      this.alert(order, beforeSending),
    );
  }

  /** Resolves once no alert is on its way (tests; the shutdown). */
  idle(): Promise<void> {
    return this.alerts.idle();
  }

  /** A deploy's stop lets alerts on their way finish (each is bounded by the provider's timeout). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.alerts.drain(WHATSAPP_TIMEOUT_MS + 1_000);
  }

  /** `beforeSending` runs once the alert is known to be due, before the provider is called. */
  private async alert(order: CustomerOrder, beforeSending?: () => Promise<void>): Promise<void> {
    const shop = await this.shops.findById(order.shop_id);
    const to = shop?.whatsapp?.enabled ? shop.whatsapp.number : null;
    if (!shop || !to || !shopHasFeature(shop, 'whatsapp_alerts', this.clock.now())) return;
    await beforeSending?.();
    await this.sender.sendNewOrder({
      to,
      orderNumber: order.order_id,
      shopName: shop.name,
      items: order.items.reduce((units, line) => units + line.quantity, 0),
      totalPaise: rupeesToPaise(order.total_amount),
      deliveryType: order.delivery_type === 'delivery' ? 'delivery' : 'pickup',
      customer: order.customer_name ?? order.customer_mobile ?? order.customer_email ?? '',
    });
    // Counted in the order's India month (placed at 23:59 on the 31st: that month's).
    const sent = await this.usage.count(shop._id, indiaMonth(new Date(order.created_at)), this.clock.now());
    if (sent > WHATSAPP_FREE_PER_MONTH) {
      this.logger.debug(
        `WhatsApp alert ${sent} of shop ${order.shop_id} this month: extra (beyond ${WHATSAPP_FREE_PER_MONTH} free)`,
      );
    }
  }
}
