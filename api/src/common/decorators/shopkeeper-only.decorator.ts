import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from '../openapi/error-body.dto';
import { SHOPKEEPER_BEARER } from '../openapi/openapi';
import { ShopkeeperGuard } from '../guards/shopkeeper.guard';

/** A shopkeeper's write to their own shop: bearer token with role shopkeeper; the service checks the shop is theirs. */
export const ShopkeeperOnly = (): MethodDecorator & ClassDecorator =>
  applyDecorators(
    UseGuards(ShopkeeperGuard),
    ApiBearerAuth(SHOPKEEPER_BEARER),
    ApiUnauthorizedResponse({ description: 'No, invalid or expired token', type: ErrorBodyDto }),
    ApiForbiddenResponse({ description: "Not a shopkeeper's token, or another shopkeeper's shop", type: ErrorBodyDto }),
  );
