import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { OutboxService } from './outbox.service';
import { OutboxMessage, OutboxMessageSchema } from './schemas/outbox-message.schema';

/** Message delivery (OTP codes by email or SMS). Today only the development outbox. */
@Module({
  imports: [MongooseModule.forFeature([{ name: OutboxMessage.name, schema: OutboxMessageSchema }])],
  providers: [OutboxService],
  exports: [OutboxService],
})
export class NotificationsModule {}
