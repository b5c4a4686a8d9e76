import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AdminCredentialsService } from './admin-credentials.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { OtpClaim, OtpClaimSchema } from './otp/otp-claim.schema';
import { OtpCode, OtpCodeSchema } from './otp/otp-code.schema';
import { OtpService } from './otp/otp.service';
import { ShopkeeperAuthService } from './shopkeeper-auth.service';
import { User, UserSchema } from './users/user.schema';
import { UsersService } from './users/users.service';

/** Admin sign-in, shopkeeper accounts and the current user. (JwtModule is global: see AppModule.) */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: User.name, schema: UserSchema },
      { name: OtpCode.name, schema: OtpCodeSchema },
      { name: OtpClaim.name, schema: OtpClaimSchema },
    ]),
    CatalogueModule,
    NotificationsModule,
  ],
  controllers: [AuthController],
  providers: [AuthService, AdminCredentialsService, ShopkeeperAuthService, UsersService, OtpService],
  exports: [UsersService],
})
export class AuthModule {}
