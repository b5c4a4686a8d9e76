import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { OtpModule } from '../otp/otp.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ContactVerificationService } from './contact-verification.service';
import { CustomerAccountsService } from './customer-accounts.service';
import { CustomerAuthController } from './customer-auth.controller';
import { CustomerOtpController } from './customer-otp.controller';
import { CustomerOtpService } from './customer-otp.service';
import { ContactVerification, ContactVerificationSchema } from './schemas/contact-verification.schema';
import { CustomerOtpCode, CustomerOtpCodeSchema } from './schemas/customer-otp-code.schema';
import { Customer, CustomerSchema } from './schemas/customer.schema';

/**
 * Customers: one-time codes for an email or mobile bound to the device (POST /api/orders/send-otp
 * and /verify-otp), and the optional customer sign-in (POST /api/auth/customer/verify, GET
 * /api/auth/customer/me). Orders ask ContactVerificationService who may order;
 * AuthModule asks CustomerAccountsService for /api/auth/me of a customer's token.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: ContactVerification.name, schema: ContactVerificationSchema },
      { name: CustomerOtpCode.name, schema: CustomerOtpCodeSchema },
      { name: Customer.name, schema: CustomerSchema },
    ]),
    OtpModule,
    NotificationsModule,
  ],
  controllers: [CustomerOtpController, CustomerAuthController],
  providers: [ContactVerificationService, CustomerOtpService, CustomerAccountsService],
  exports: [ContactVerificationService, CustomerAccountsService],
})
export class CustomersModule {}
