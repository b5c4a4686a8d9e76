import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { CustomersModule } from '../customers/customers.module';
import { AdminCredentialsService } from './admin-credentials.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { OtpModule } from '../otp/otp.module';
import { ShopkeeperAuthService } from './shopkeeper-auth.service';
import { User, UserSchema } from './users/user.schema';
import { UsersService } from './users/users.service';

/** Admin sign-in, shopkeeper accounts and the current user (a customer's from CustomersModule). (JwtModule is global: see AppModule.) */
@Module({
  imports: [MongooseModule.forFeature([{ name: User.name, schema: UserSchema }]), CatalogueModule, CustomersModule, OtpModule],
  controllers: [AuthController],
  providers: [AuthService, AdminCredentialsService, ShopkeeperAuthService, UsersService],
  exports: [UsersService],
})
export class AuthModule {}
