import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { FastifyRequest } from 'fastify';
import { HTTP_MESSAGES } from '@chowk/contracts';
import { type AuthenticatedRequest, bearerToken, type TokenPayload } from '../auth/token-payload';

/** Any valid bearer token (any role); puts its payload on `request.user`. */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(protected readonly jwt: JwtService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & AuthenticatedRequest>();
    request.user = await this.verify(request, HTTP_MESSAGES.unauthorized);
    return true;
  }

  protected async verify(request: FastifyRequest, message: string): Promise<TokenPayload> {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new UnauthorizedException(message);
    try {
      const payload = await this.jwt.verifyAsync<TokenPayload>(token);
      if (typeof payload.sub !== 'string' || typeof payload.role !== 'string') throw new Error('malformed payload');
      return payload;
    } catch {
      throw new UnauthorizedException(message);
    }
  }
}
