import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { CustomersModule } from '../customers/customers.module';
import { PushModule } from '../notifications/push/push.module';
import { WhatsAppModule } from '../notifications/whatsapp/whatsapp.module';
import { ShopkeeperIdentity } from './customer-identity';
import { OrderEventsController } from './events/order-events.controller';
import { OrderEventsService } from './events/order-events.service';
import { OrderStreamsService } from './events/order-streams.service';
import { OrderAlertsService } from './order-alerts.service';
import { OrderDeskService } from './order-desk.service';
import { OrderNumbersService } from './order-numbers.service';
import { OrderPaymentsService } from './order-payments.service';
import { OrderRecordsService } from './order-records.service';
import { OrderWriter } from './order-writer.service';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { PlaceOrderService } from './place-order.service';
import { ReportsController } from './reports/reports.controller';
import { ReportsService } from './reports/reports.service';
import { OrderAlert, OrderAlertRescue, OrderAlertRescueSchema, OrderAlertSchema } from './schemas/order-alert.schema';
import { OrderCounter, OrderCounterSchema } from './schemas/order-counter.schema';
import { OrderKey, OrderKeySchema } from './schemas/order-key.schema';
import { OrderNumber, OrderNumberSchema } from './schemas/order-number.schema';
import { Order, OrderSchema } from './schemas/order.schema';

/**
 * Orders: customers place them (POST /api/orders) and follow them (GET /api/orders/{id},
 * /mine); shopkeepers work them at the order desk (OrderDeskService: the list, status changes,
 * counter orders, the day's figures; reports/: the Starter plan's sales reports and exports); the
 * owner marks them paid and the customer says they paid a UPI order (OrderPaymentsService); both
 * follow them live (events/: server-sent events, fanned out through Redis across instances). Both
 * kinds of order are written by OrderWriter, priced from the server's own records, which the
 * catalogue's MenuService reads.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Order.name, schema: OrderSchema },
      { name: OrderKey.name, schema: OrderKeySchema },
      { name: OrderNumber.name, schema: OrderNumberSchema },
      { name: OrderCounter.name, schema: OrderCounterSchema },
      { name: OrderAlert.name, schema: OrderAlertSchema },
      { name: OrderAlertRescue.name, schema: OrderAlertRescueSchema },
    ]),
    CatalogueModule,
    CustomersModule,
    WhatsAppModule,
    PushModule,
  ],
  controllers: [OrdersController, OrderEventsController, ReportsController],
  providers: [
    OrdersService,
    OrderDeskService,
    OrderPaymentsService,
    PlaceOrderService,
    OrderNumbersService,
    OrderWriter,
    OrderAlertsService,
    ShopkeeperIdentity,
    OrderEventsService,
    OrderStreamsService,
    ReportsService,
    OrderRecordsService,
  ],
  // The bills module reads orders as stored through it.
  exports: [OrderRecordsService],
})
export class OrdersModule {}
