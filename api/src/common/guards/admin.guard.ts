import { type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { API_MESSAGES, ROLE_ADMIN } from '@chowk/contracts';
import type { AuthenticatedRequest } from '../auth/token-payload';
import { SignedInGuard } from './signed-in.guard';

/** No, bad or expired token: 401. A valid token of another role: 403. */
@Injectable()
export class AdminGuard extends SignedInGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & AuthenticatedRequest>();
    const payload = await this.verify(request, API_MESSAGES.adminTokenRequired);
    if (payload.role !== ROLE_ADMIN) throw new ForbiddenException(API_MESSAGES.adminOnly);
    request.user = payload;
    return true;
  }
}
