import { type DynamicModule, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ClockModule } from '../common/clock';
import { type AppConfig, ConfigModule, validateEnv } from '../config';
import { DatabaseModule } from '../database/database.module';
import { SeedModule } from './seed.module';
import { type SeedReport, SeedService } from './seed.service';

/** Just what the seed needs: configuration, the database and the seed's models. */
@Module({})
export class SeedAppModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: SeedAppModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(config), ClockModule, SeedModule],
    };
  }
}

/** `npm run seed`: idempotent development data. Refuses to touch a production database. */
export async function runSeed(env: NodeJS.ProcessEnv): Promise<SeedReport> {
  const { config } = validateEnv(env);
  if (config.isProduction) throw new Error('The seed never runs with NODE_ENV=production.');
  const app = await NestFactory.createApplicationContext(SeedAppModule.register(config), {
    logger: ['error', 'warn'],
    abortOnError: false,
  });
  try {
    return await app.get(SeedService).run();
  } finally {
    await app.close();
  }
}
