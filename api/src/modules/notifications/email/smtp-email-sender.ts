import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { EmailConfig } from '../../../config';
import { EmailSender, otpEmail } from './email-sender';

/** How long the SMTP server may take to accept a connection, greet, and answer each command. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 } as const;

/**
 * SMTP through nodemailer: SMTP_URL names the server and its credentials (`smtp://` upgrades
 * with STARTTLS when the server offers it, `smtps://` is TLS from the start), MAIL_FROM the
 * sender. Pooled: one connection is reused across codes rather than a handshake per email.
 */
@Injectable()
export class SmtpEmailSender extends EmailSender implements OnModuleDestroy {
  private readonly transport: Transporter;

  constructor(private readonly settings: NonNullable<EmailConfig['smtp']>) {
    super();
    this.transport = createTransport({ url: settings.url, pool: true, maxConnections: 2, ...SMTP_TIMEOUTS });
  }

  async sendOtp(email: string, code: string): Promise<void> {
    const { subject, text } = otpEmail(code);
    const info = await this.transport.sendMail({ from: this.settings.from, to: email, subject, text });
    if ((info.rejected ?? []).length > 0) throw new Error('The SMTP server refused the recipient');
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
