import { Module } from '@nestjs/common';
import { AdminCredentialsService } from './admin-credentials.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';

/** Admin sign-in and the current user. (JwtModule is global: see AppModule.) */
@Module({
  controllers: [AuthController],
  providers: [AuthService, AdminCredentialsService],
})
export class AuthModule {}
