import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuthModule } from '../auth/auth.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { ShopkeeperIdentity } from '../orders/customer-identity';
import { OrdersModule } from '../orders/orders.module';
import { BillNumbersService } from './bill-numbers.service';
import { BillsController } from './bills.controller';
import { BillsService } from './bills.service';
import { OrderBillController } from './order-bill.controller';
import { BillCounter, BillCounterSchema } from './schemas/bill-counter.schema';
import { BillKey, BillKeySchema } from './schemas/bill-key.schema';
import { Bill, BillSchema } from './schemas/bill.schema';

/**
 * Bills (docs/api.md "Bills"): every order's bill, issued on its first opening with the next
 * number of its shop's financial year (BillNumbersService), read by its order's readers
 * (GET /orders/{id}/bill) or by its key (GET /bills/{key}). The orders come from the orders
 * module (OrderRecordsService), the shop's place and its owner's mobile from the catalogue's and
 * auth's services.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Bill.name, schema: BillSchema },
      { name: BillCounter.name, schema: BillCounterSchema },
      { name: BillKey.name, schema: BillKeySchema },
    ]),
    OrdersModule,
    CatalogueModule,
    AuthModule,
  ],
  controllers: [OrderBillController, BillsController],
  providers: [BillsService, BillNumbersService, ShopkeeperIdentity],
})
export class BillsModule {}
