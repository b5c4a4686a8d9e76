import { PaySandboxModule } from './modules/payment/sandbox/pay-sandbox.module';
import { ClockModule } from './common/clock';
import { LifecycleModule } from './common/lifecycle/lifecycle';
import { type DynamicModule, Module } from '@nestjs/common';
import { JwtModule, type JwtSignOptions } from '@nestjs/jwt';
import { RateLimitModule } from './common/throttle/rate-limit.module';
import { type AppConfig, ConfigModule } from './config';
import { DatabaseModule } from './database/database.module';
import { AreasModule } from './modules/areas/areas.module';
import { AuthModule } from './modules/auth/auth.module';
import { BillsModule } from './modules/bills/bills.module';
import { CatalogueModule } from './modules/catalogue/catalogue.module';
import { DevModule } from './modules/dev/dev.module';
import { HealthModule } from './modules/health/health.module';
import { MediaModule } from './modules/media/media.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { OrdersModule } from './modules/orders/orders.module';
import { CustomersModule } from './modules/customers/customers.module';
import { PaymentModule } from './modules/payment/payment.module';
import { SiteModule } from './modules/site/site.module';
import { SeedModule } from './seed/seed.module';

@Module({})
export class AppModule {
  /** The whole API for a validated configuration (see `createApp`). */
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ClockModule,
        LifecycleModule,
        DatabaseModule.forRoot(config),
        JwtModule.register({
          global: true,
          secret: config.jwtSecret,
          signOptions: { expiresIn: tokenLifetime(config.adminTokenTtl) },
        }),
        RateLimitModule,
        AuthModule,
        CatalogueModule,
        MediaModule,
        AreasModule,
        CustomersModule,
        OrdersModule,
        BillsModule,
        PaymentModule,
        NotificationsModule,
        SiteModule,
        HealthModule,
        // Never in production: the dev routes then do not exist at all.
        ...(config.isProduction ? [] : [DevModule, SeedModule, PaySandboxModule]),
      ],
    };
  }
}

/**
 * `ADMIN_TOKEN_TTL` as jsonwebtoken reads it: bare digits are seconds (jsonwebtoken would read
 * the string "3600" as milliseconds); anything else is a duration validateEnv already checked.
 */
function tokenLifetime(ttl: string): JwtSignOptions['expiresIn'] {
  return /^\d+$/.test(ttl) ? Number(ttl) : (ttl as JwtSignOptions['expiresIn']);
}
