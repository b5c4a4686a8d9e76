import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AppConfig } from '../../../config';
import { CatalogueModule } from '../../catalogue/catalogue.module';
import { NotificationsModule } from '../notifications.module';
import { OutboxService } from '../outbox.service';
import { CloudWhatsAppSender } from './cloud-whatsapp-sender';
import { OutboxWhatsAppSender } from './outbox-whatsapp-sender';
import { WhatsAppUsage, WhatsAppUsageSchema } from './schemas/whatsapp-usage.schema';
import { WhatsAppAlertsService } from './whatsapp-alerts.service';
import { WhatsAppController } from './whatsapp.controller';
import { WhatsAppSender } from './whatsapp-sender';
import { WhatsAppUsageService } from './whatsapp-usage.service';

/**
 * New-order alerts to the owner's WhatsApp (Professional): the sender (the dev outbox unless
 * WHATSAPP_PROVIDER=cloud, which production requires), the month's usage, the owner's routes.
 * Its own module rather than part of NotificationsModule: it reads shops (CatalogueModule),
 * while NotificationsModule serves the sign-in's codes to modules the catalogue's users import.
 * OrdersModule imports it for PlaceOrderService's hook (WhatsAppAlertsService.orderPlaced).
 */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: WhatsAppUsage.name, schema: WhatsAppUsageSchema }]),
    NotificationsModule,
    CatalogueModule,
  ],
  controllers: [WhatsAppController],
  providers: [
    WhatsAppUsageService,
    WhatsAppAlertsService,
    {
      provide: WhatsAppSender,
      inject: [AppConfig, OutboxService],
      useFactory: (config: AppConfig, outbox: OutboxService): WhatsAppSender =>
        config.whatsapp.provider === 'cloud' && config.whatsapp.cloud
          ? new CloudWhatsAppSender(config.whatsapp.cloud)
          : new OutboxWhatsAppSender(outbox),
    },
  ],
  exports: [WhatsAppAlertsService, WhatsAppUsageService],
})
export class WhatsAppModule {}
