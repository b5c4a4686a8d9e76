import { Module } from '@nestjs/common';
import { AdminCredentialsService } from './admin-credentials.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginAttemptGuard, LoginAttemptLimiter } from './login-attempt-limiter';

/** Admin sign-in and the current user. (JwtModule is global: see AppModule.) */
@Module({
  controllers: [AuthController],
  providers: [AuthService, AdminCredentialsService, LoginAttemptLimiter, LoginAttemptGuard],
})
export class AuthModule {}
