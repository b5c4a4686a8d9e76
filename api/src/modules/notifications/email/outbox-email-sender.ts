import { Injectable } from '@nestjs/common';
import { OutboxService } from '../outbox.service';
import { EmailSender, otpEmail } from './email-sender';

/** Development and tests: the email lands in the dev outbox (GET /api/dev/outbox?to=<email>). */
@Injectable()
export class OutboxEmailSender extends EmailSender {
  constructor(private readonly outbox: OutboxService) {
    super();
  }

  async sendOtp(email: string, code: string): Promise<void> {
    await this.outbox.record({ to: email, channel: 'email', text: otpEmail(code).text });
  }
}
