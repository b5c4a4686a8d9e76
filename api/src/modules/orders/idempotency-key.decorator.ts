import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@chowk/contracts';

/** The `Idempotency-Key` header, or undefined when absent, repeated or not 1–100 of [A-Za-z0-9_-]. */
export const IdempotencyKey = createParamDecorator((_data: unknown, context: ExecutionContext): string | undefined => {
  const value = context.switchToHttp().getRequest<FastifyRequest>().headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value) ? value : undefined;
});
