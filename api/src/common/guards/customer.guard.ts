import { type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException, type CanActivate } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { FastifyRequest } from 'fastify';
import { HTTP_MESSAGES } from '@chowk/contracts';
import { type AuthenticatedRequest, bearerToken, type TokenPayload } from '../auth/token-payload';
import { SignedInGuard } from './signed-in.guard';

export const ROLE_CUSTOMER = 'customer' as const;

/**
 * The signed-in customer a request carries, for routes where signing in is optional (placing
 * an order, reading one): null without a bearer token, or with a valid token of another role
 * (a customer route ignores a shopkeeper's session); a token that is malformed, badly signed or
 * expired is a 401, so the browser drops its stale customer session (api-client 'customer').
 */
export async function customerFromRequest(
  request: Pick<FastifyRequest, 'headers'>,
  jwt: JwtService,
): Promise<TokenPayload | null> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return null;
  let payload: TokenPayload;
  try {
    payload = await jwt.verifyAsync<TokenPayload>(token);
  } catch {
    throw new UnauthorizedException(HTTP_MESSAGES.unauthorized);
  }
  if (typeof payload.sub !== 'string' || typeof payload.role !== 'string') {
    throw new UnauthorizedException(HTTP_MESSAGES.unauthorized);
  }
  return payload.role === ROLE_CUSTOMER ? payload : null;
}

/** A customer's token is required: none, bad or expired is 401; a valid token of another role is 403. */
@Injectable()
export class CustomerGuard extends SignedInGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & AuthenticatedRequest>();
    const payload = await this.verify(request, HTTP_MESSAGES.unauthorized);
    if (payload.role !== ROLE_CUSTOMER) throw new ForbiddenException(HTTP_MESSAGES.forbidden);
    request.user = payload;
    return true;
  }
}

/**
 * Signing in is optional: `request.user` is the customer's token payload when a valid customer
 * token came, undefined otherwise (see customerFromRequest: a bad or expired token is a 401).
 * Read it with `@CurrentUser()`.
 */
@Injectable()
export class OptionalCustomerGuard implements CanActivate {
  constructor(private readonly jwt: JwtService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & AuthenticatedRequest>();
    request.user = (await customerFromRequest(request, this.jwt)) ?? undefined;
    return true;
  }
}
