import { Injectable } from '@nestjs/common';
import { OutboxService } from '../outbox.service';
import { type NewOrderAlert, newOrderAlertText, WhatsAppSender } from './whatsapp-sender';

/** Development and tests: the alert lands in the dev outbox (GET /api/dev/outbox?to=<mobile>, channel whatsapp). */
@Injectable()
export class OutboxWhatsAppSender extends WhatsAppSender {
  constructor(private readonly outbox: OutboxService) {
    super();
  }

  async sendNewOrder(alert: NewOrderAlert): Promise<void> {
    await this.outbox.record({ to: alert.to, channel: 'whatsapp', text: newOrderAlertText(alert) });
  }
}
