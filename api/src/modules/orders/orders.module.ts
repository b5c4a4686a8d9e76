import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { Order, OrderSchema } from './schemas/order.schema';

/** Orders. The shopkeeper reads the shop's orders now; placing them arrives with the orders issue. */
@Module({
  imports: [MongooseModule.forFeature([{ name: Order.name, schema: OrderSchema }]), CatalogueModule],
  controllers: [OrdersController],
  providers: [OrdersService],
})
export class OrdersModule {}
