import { Module } from '@nestjs/common';

/** Customer and shopkeeper orders: filled by the ordering issues (no endpoints yet). */
@Module({})
export class OrdersModule {}
