import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ContactVerificationService } from './contact-verification.service';
import { ContactVerification, ContactVerificationSchema } from './schemas/contact-verification.schema';

/**
 * Customers: one-time codes for an email or mobile bound to the device, and the optional
 * customer sign-in (issue 7 §3, §5). Orders ask ContactVerificationService who may order.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: ContactVerification.name, schema: ContactVerificationSchema }])],
  providers: [ContactVerificationService],
  exports: [ContactVerificationService],
})
export class CustomersModule {}
