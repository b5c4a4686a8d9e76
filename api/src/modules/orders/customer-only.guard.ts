import { type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { HTTP_MESSAGES } from '@chowk/contracts';
import type { AuthenticatedRequest } from '../../common/auth/token-payload';
import { SignedInGuard } from '../../common/guards/signed-in.guard';

/**
 * A signed-in customer's token (role customer): none, bad or expired is 401; another role's is 403.
 * (Kept here until the shared guards have one: the customer token arrives with issue 7 §5.)
 */
@Injectable()
export class CustomerOnlyGuard extends SignedInGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & AuthenticatedRequest>();
    const payload = await this.verify(request, HTTP_MESSAGES.unauthorized);
    if (payload.role !== 'customer') throw new ForbiddenException(HTTP_MESSAGES.forbidden);
    request.user = payload;
    return true;
  }
}
