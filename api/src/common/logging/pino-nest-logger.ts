import type { LoggerService } from '@nestjs/common';
import type { FastifyBaseLogger } from 'fastify';

/** Nest start-up chatter (module wiring, one line per route) that only helps when debugging. */
const QUIET_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory']);

/**
 * Sends Nest's own log lines to Fastify's pino logger, so the process writes one stream of
 * JSON lines (request logs carry `reqId`, Nest lines carry `context`).
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly pino: FastifyBaseLogger) {}

  log(message: unknown, ...params: unknown[]): void {
    const context = contextOf(params);
    if (context && QUIET_CONTEXTS.has(context)) this.pino.debug({ context }, text(message));
    else this.pino.info({ context }, text(message));
  }

  error(message: unknown, ...params: unknown[]): void {
    const context = contextOf(params);
    const stack = params.length > 1 && typeof params[0] === 'string' ? params[0] : undefined;
    if (message instanceof Error) this.pino.error({ context, err: message }, message.message);
    else this.pino.error({ context, stack }, text(message));
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.pino.warn({ context: contextOf(params) }, text(message));
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.pino.debug({ context: contextOf(params) }, text(message));
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.pino.trace({ context: contextOf(params) }, text(message));
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.pino.fatal({ context: contextOf(params) }, text(message));
  }
}

/** Nest passes the context as the last optional parameter. */
function contextOf(params: unknown[]): string | undefined {
  const last = params[params.length - 1];
  return typeof last === 'string' ? last : undefined;
}

function text(message: unknown): string {
  return typeof message === 'string' ? message : JSON.stringify(message);
}
