import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AppConfig } from '../../config';
import { EmailSender } from './email/email-sender';
import { OutboxEmailSender } from './email/outbox-email-sender';
import { SmtpEmailSender } from './email/smtp-email-sender';
import { OutboxService } from './outbox.service';
import { OutboxMessage, OutboxMessageSchema } from './schemas/outbox-message.schema';
import { Msg91SmsSender } from './sms/msg91-sms-sender';
import { OutboxSmsSender } from './sms/outbox-sms-sender';
import { SmsSender } from './sms/sms-sender';

/**
 * Message delivery (OTP codes). SmsSender is the dev outbox unless the configuration names a
 * real provider (SMS_PROVIDER=msg91), and EmailSender unless it says EMAIL_PROVIDER=smtp; production
 * requires both (see validateEnv).
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: OutboxMessage.name, schema: OutboxMessageSchema }])],
  providers: [
    OutboxService,
    {
      provide: SmsSender,
      inject: [AppConfig, OutboxService],
      useFactory: (config: AppConfig, outbox: OutboxService): SmsSender =>
        config.sms.provider === 'msg91' && config.sms.msg91 ? new Msg91SmsSender(config.sms.msg91) : new OutboxSmsSender(outbox),
    },
    {
      provide: EmailSender,
      inject: [AppConfig, OutboxService],
      useFactory: (config: AppConfig, outbox: OutboxService): EmailSender =>
        config.email.provider === 'smtp' && config.email.smtp
          ? new SmtpEmailSender(config.email.smtp)
          : new OutboxEmailSender(outbox),
    },
  ],
  exports: [OutboxService, SmsSender, EmailSender],
})
export class NotificationsModule {}
