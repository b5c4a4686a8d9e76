import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ADMIN_BEARER } from '../openapi/openapi';
import { ErrorBodyDto } from '../openapi/error-body.dto';
import { AdminGuard } from '../guards/admin.guard';

/** An administrator's write: bearer token with role admin (docs/architecture.md). */
export const AdminOnly = (): MethodDecorator & ClassDecorator =>
  applyDecorators(
    UseGuards(AdminGuard),
    ApiBearerAuth(ADMIN_BEARER),
    ApiUnauthorizedResponse({ description: 'No, invalid or expired admin token', type: ErrorBodyDto }),
    ApiForbiddenResponse({ description: 'The token is not an administrator’s', type: ErrorBodyDto }),
  );
