import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { FastifyRequest } from 'fastify';
import { normalizeContact, ROLE_SHOPKEEPER } from '@chowk/contracts';
import { bearerToken, type TokenPayload } from '../../common/auth/token-payload';

/** Who is asking, for the order routes that also serve anonymous devices. */
export interface Caller {
  /** A signed-in customer's verified contacts (normalized). */
  customer?: { id: string; email?: string; mobile?: string };
  /** A shopkeeper's account id (reading one order of their shop). */
  shopkeeperId?: string;
}

/** The contacts a customer token carries, as orders store them (normalizeContact). */
export function customerOf(payload: TokenPayload): NonNullable<Caller['customer']> {
  return {
    id: payload.sub,
    ...(typeof payload.email === 'string' && payload.email ? { email: normalizeContact('email', payload.email) } : {}),
    ...(typeof payload.mobile === 'string' && payload.mobile ? { mobile: normalizeContact('mobile', payload.mobile) } : {}),
  };
}

/**
 * The shopkeeper a request's bearer token names, for GET /api/orders/{id}, which the owner may
 * read too. OptionalCustomer() has already refused a bad or expired token (401) and read a
 * customer's; this only picks out a valid shopkeeper's.
 */
@Injectable()
export class ShopkeeperIdentity {
  constructor(private readonly jwt: JwtService) {}

  async shopkeeperId(request: Pick<FastifyRequest, 'headers'>): Promise<string | undefined> {
    const token = bearerToken(request.headers.authorization);
    if (!token) return undefined;
    try {
      const payload = await this.jwt.verifyAsync<TokenPayload>(token);
      return payload.role === ROLE_SHOPKEEPER && typeof payload.sub === 'string' ? payload.sub : undefined;
    } catch {
      return undefined;
    }
  }
}
