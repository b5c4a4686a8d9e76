import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AppConfig } from '../../../config';
import { CatalogueModule } from '../../catalogue/catalogue.module';
import { PushAlertsService } from './push-alerts.service';
import { PushKeyController, PushSubscriptionsController } from './push.controller';
import { PushSender } from './push-sender';
import { PushSubscriptionsService } from './push-subscriptions.service';
import { PushSubscription, PushSubscriptionSchema } from './schemas/push-subscription.schema';
import { PushVapidKeys, PushVapidKeysSchema } from './schemas/push-vapid-keys.schema';
import { VapidKeysService } from './vapid-keys.service';

/**
 * New-order alerts by Web Push (docs/api.md "Order alerts by Web Push"): the VAPID keys, the
 * shop's devices and their routes, the sender. Its own module, as WhatsAppModule is: it reads
 * shops (CatalogueModule), and OrdersModule imports it for OrderWriter's hook
 * (PushAlertsService.orderPlaced).
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: PushSubscription.name, schema: PushSubscriptionSchema },
      { name: PushVapidKeys.name, schema: PushVapidKeysSchema },
    ]),
    CatalogueModule,
  ],
  controllers: [PushKeyController, PushSubscriptionsController],
  providers: [
    VapidKeysService,
    PushSubscriptionsService,
    PushAlertsService,
    {
      provide: PushSender,
      inject: [AppConfig, VapidKeysService],
      // Production connects only to public addresses (and https only, as its endpoint rule says).
      useFactory: (config: AppConfig, keys: VapidKeysService): PushSender =>
        new PushSender(() => keys.details(), { publicAddressesOnly: config.isProduction }),
    },
  ],
  exports: [PushAlertsService],
})
export class PushModule {}
