import { Module } from '@nestjs/common';

/** Plan payments through the UPI provider (and its local sandbox): filled by the payment issue. */
@Module({})
export class PaymentModule {}
