import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { PhonePeGateway } from './gateway/phonepe-gateway';
import { PaymentController } from './payment.controller';
import { PaymentService } from './payment.service';
import { Payment, PaymentSchema } from './schemas/payment.schema';

/**
 * Plan and registration payments through the UPI gateway (PhonePe Standard Checkout; the local
 * sandbox, PaySandboxModule, outside production): initiation, the verified callback, status
 * checks on the gateway's schedule, and what a settled payment gives the shop.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: Payment.name, schema: PaymentSchema }]), CatalogueModule],
  controllers: [PaymentController],
  providers: [PaymentService, PhonePeGateway],
  exports: [PaymentService],
})
export class PaymentModule {}
