import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { NotificationsModule } from '../notifications/notifications.module';
import { OtpClock } from './otp-clock';
import { OtpClaim, OtpClaimSchema } from './otp-claim.schema';
import { OtpClaims } from './otp-claims.service';
import { OtpCode, OtpCodeSchema } from './otp-code.schema';
import { OtpService } from './otp.service';

/**
 * One-time codes: the shared core (OtpClaims, the OtpClock, the HMAC helpers in otp-code.ts) and
 * the shopkeeper's mobile codes (OtpService). The customers' codes (CustomersModule) build on
 * the same core, in the same claims collection under `customer:` keys. A module of its own so
 * that AuthModule and CustomersModule both build on it without importing each other (AuthModule
 * asks CustomersModule about a customer's token; CustomersModule only needs these codes).
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: OtpCode.name, schema: OtpCodeSchema },
      { name: OtpClaim.name, schema: OtpClaimSchema },
    ]),
    NotificationsModule,
  ],
  providers: [OtpService, OtpClaims, OtpClock],
  exports: [OtpService, OtpClaims, OtpClock],
})
export class OtpModule {}
