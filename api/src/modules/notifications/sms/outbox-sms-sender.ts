import { Injectable } from '@nestjs/common';
import { OutboxService } from '../outbox.service';
import { otpText, SmsSender } from './sms-sender';

/** Development and tests: the message lands in the dev outbox (GET /api/dev/outbox?to=<mobile>). */
@Injectable()
export class OutboxSmsSender extends SmsSender {
  constructor(private readonly outbox: OutboxService) {
    super();
  }

  async sendOtp(mobile: string, code: string): Promise<void> {
    await this.outbox.record({ to: mobile, channel: 'sms', text: otpText(code) });
  }
}
