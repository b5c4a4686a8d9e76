import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DEVICE_ID_HEADER } from '@chowk/contracts';

/** A device id is the browser's random id (a UUID today); anything else is ignored. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** The `X-Device-Id` header (docs/architecture.md), or undefined when absent or malformed. */
export const DeviceId = createParamDecorator((_data: unknown, context: ExecutionContext): string | undefined => {
  const value = context.switchToHttp().getRequest<FastifyRequest>().headers[DEVICE_ID_HEADER.toLowerCase()];
  return typeof value === 'string' && DEVICE_ID_PATTERN.test(value) ? value : undefined;
});
