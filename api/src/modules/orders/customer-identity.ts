import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { FastifyRequest } from 'fastify';
import { normalizeContact, ROLE_SHOPKEEPER } from '@chowk/contracts';
import { bearerToken, type TokenPayload } from '../../common/auth/token-payload';

/** A customer token's payload (role 'customer'): the contact its sign-in verified. */
export interface CustomerTokenPayload extends TokenPayload {
  mobile?: string;
}

/** Who a request's optional bearer token says it is, for the order routes that also serve anonymous devices. */
export interface Caller {
  /** A signed-in customer's verified contacts (normalized). */
  customer?: { id: string; email?: string; mobile?: string };
  /** A shopkeeper's account id. */
  shopkeeperId?: string;
}

/**
 * Reads the bearer token where it is optional (placing an order, reading one): a valid customer
 * or shopkeeper token says who calls; no token, a bad or expired one, or another role's is
 * simply nobody in particular, since these routes also serve anonymous devices (a stale token
 * must not turn the checkout into a 401 and a trip to the shopkeeper's /login).
 */
@Injectable()
export class CustomerIdentity {
  constructor(private readonly jwt: JwtService) {}

  async caller(request: FastifyRequest): Promise<Caller> {
    const payload = await this.verify(request);
    if (!payload) return {};
    if (payload.role === 'customer') return { customer: customerOf(payload) };
    if (payload.role === ROLE_SHOPKEEPER) return { shopkeeperId: payload.sub };
    return {};
  }

  private async verify(request: FastifyRequest): Promise<CustomerTokenPayload | undefined> {
    const token = bearerToken(request.headers.authorization);
    if (!token) return undefined;
    try {
      const payload = await this.jwt.verifyAsync<CustomerTokenPayload>(token);
      return typeof payload.sub === 'string' && typeof payload.role === 'string' ? payload : undefined;
    } catch {
      return undefined;
    }
  }
}

export function customerOf(payload: CustomerTokenPayload): NonNullable<Caller['customer']> {
  return {
    id: payload.sub,
    ...(typeof payload.email === 'string' && payload.email ? { email: normalizeContact('email', payload.email) } : {}),
    ...(typeof payload.mobile === 'string' && payload.mobile ? { mobile: normalizeContact('mobile', payload.mobile) } : {}),
  };
}
