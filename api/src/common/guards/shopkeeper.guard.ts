import { type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { HTTP_MESSAGES, ROLE_SHOPKEEPER, SHOP_API_MESSAGES } from '@chowk/contracts';
import type { AuthenticatedRequest } from '../auth/token-payload';
import { SignedInGuard } from './signed-in.guard';

/**
 * A shopkeeper's token: none, bad or expired is 401 (the browser goes to /login); a valid token
 * of another role is 403. Which shop the shopkeeper may touch is the service's check
 * (ShopsService.requireOwned), since it depends on the record.
 */
@Injectable()
export class ShopkeeperGuard extends SignedInGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & AuthenticatedRequest>();
    const payload = await this.verify(request, HTTP_MESSAGES.unauthorized);
    if (payload.role !== ROLE_SHOPKEEPER) throw new ForbiddenException(SHOP_API_MESSAGES.shopkeeperOnly);
    request.user = payload;
    return true;
  }
}
