import { normalizeIp } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';

/**
 * The address a request is counted against: `request.ip`, which Fastify takes from
 * X-Forwarded-For only as far as the hops are TRUSTED_PROXIES (walking from the right, so the
 * right-most untrusted address wins and a client cannot pick its own by sending the header).
 * IPv6 addresses count per /64, as one host usually holds a whole /64.
 */
export function clientAddress(request: Pick<FastifyRequest, 'ip'>): string {
  return normalizeIp(request.ip);
}
