import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@chowk/contracts';

/**
 * The `Idempotency-Key` header: the key; undefined when there is none (the header is optional);
 * null when it is there but malformed (empty, repeated, not 1–100 of [A-Za-z0-9_-]), a 400.
 */
export const IdempotencyKey = createParamDecorator((_data: unknown, context: ExecutionContext): string | null | undefined => {
  const value = context.switchToHttp().getRequest<FastifyRequest>().headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value) ? value : null;
});
