import { BadRequestException } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import { API_MESSAGES, LIMITS, loadAllMessages } from '@chowk/contracts';
import { AppModule } from './app.module';
import { validateEnv } from './config';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { registerResponseLanguage } from './common/i18n/response-language';
import { registerJsonBodyParser } from './common/http/json-body-parser';
import { registerMethodNotAllowed } from './common/http/method-not-allowed';
import { genReqId, REQUEST_ID_HEADER } from './common/http/request-id';
import { registerSecurityHeaders } from './common/http/security-headers';
import { PinoNestLogger } from './common/logging/pino-nest-logger';
import { setupOpenApi } from './common/openapi/openapi';
import { createValidationPipe } from './common/pipes/validation.pipe';

export const GLOBAL_PREFIX = 'api';

export interface CreateAppOptions {
  /** Defaults to `process.env`; tests pass their own. */
  env?: NodeJS.ProcessEnv;
  /** Where the JSON log lines go (stdout by default); tests capture them. */
  logStream?: DestinationStream;
}

/**
 * Builds the API exactly as it runs in production, ready to `listen()` or to `inject()`:
 * main.ts and every API test go through here.
 */
export async function createApp(options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const { config, warnings } = validateEnv(options.env ?? process.env);
  // The Hindi and Tamil of every text the API answers (common/i18n/response-language.ts).
  await loadAllMessages();
  const adapter = new FastifyAdapter({
    bodyLimit: LIMITS.bodyLimitBytes,
    // A path parameter up to 1,000 characters reaches its route, which refuses what breaks its
    // documented rule (a shop code over 100 characters is simply not found); beyond, Fastify's 414.
    maxParamLength: 1_000,
    genReqId,
    // The client address (rate limits count per address) is the right-most X-Forwarded-For hop
    // that is not one of TRUSTED_PROXIES (loopback by default: the shell's server forwards /api
    // from the same machine); a peer that is not a trusted proxy counts as itself.
    trustProxy: [...config.trustedProxies],
    logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
  });
  const logger = new PinoNestLogger(adapter.getInstance().log);
  for (const warning of warnings) logger.warn(warning, 'Config');

  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config), adapter, {
    logger,
    abortOnError: false,
  });
  await registerSecurityHeaders(app);
  configureApp(app, { recordUntranslated: config.nodeEnv === 'test' });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

/**
 * The HTTP pipeline: prefix, body parsing, validation, errors, the answers' language, request
 * ids, OpenAPI. `recordUntranslated`: the test run's check of the translations (response-language.ts).
 */
export function configureApp(app: NestFastifyApplication, options: { recordUntranslated?: boolean } = {}): void {
  app.setGlobalPrefix(GLOBAL_PREFIX);
  registerJsonBodyParser(app);
  registerResponseLanguage(app, { record: options.recordUntranslated ?? false });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      void reply.header(REQUEST_ID_HEADER, request.id);
      // A NUL in the path or the query (%00) is refused before any route reads it (see holdsNul).
      if (/%00/i.test(request.url) || request.url.includes('\u0000')) done(new BadRequestException(API_MESSAGES.nulCharacter));
      else done();
    });
  registerMethodNotAllowed(app);
  setupOpenApi(app);
}
