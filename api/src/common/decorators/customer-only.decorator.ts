import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiSecurity, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from '../openapi/error-body.dto';
import { CUSTOMER_BEARER } from '../openapi/openapi';
import { CustomerGuard, OptionalCustomerGuard } from '../guards/customer.guard';

/** A signed-in customer's route: bearer token with role customer (`@CurrentUser()` reads it). */
export const CustomerOnly = (): MethodDecorator & ClassDecorator =>
  applyDecorators(
    UseGuards(CustomerGuard),
    ApiBearerAuth(CUSTOMER_BEARER),
    ApiUnauthorizedResponse({ description: 'No, invalid or expired token', type: ErrorBodyDto }),
    ApiForbiddenResponse({ description: "Not a customer's token", type: ErrorBodyDto }),
  );

/**
 * A route open to everyone that also reads a signed-in customer when one comes (orders): the
 * customer's token payload is `@CurrentUser()`, undefined without one. Documented as optional
 * security (the customer scheme, or none); a bad or expired token is a 401.
 */
export const OptionalCustomer = (): MethodDecorator & ClassDecorator =>
  applyDecorators(
    UseGuards(OptionalCustomerGuard),
    ApiBearerAuth(CUSTOMER_BEARER),
    ApiSecurity({}),
    ApiUnauthorizedResponse({ description: 'A customer token that is invalid or expired', type: ErrorBodyDto }),
  );
