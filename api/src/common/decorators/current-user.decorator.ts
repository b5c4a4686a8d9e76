import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedRequest, TokenPayload } from '../auth/token-payload';

/** The verified token payload a guard put on the request. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): TokenPayload | undefined =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().user,
);
