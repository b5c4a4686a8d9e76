import type { Role } from '@chowk/contracts';

/**
 * What our bearer tokens carry. `sub` is the account's id (the admin's email for the admin).
 * A customer's token names only the contacts the customer proved by one-time code.
 */
export interface TokenPayload {
  sub: string;
  role: Role;
  email?: string;
  /** Customers only: a verified mobile (10 digits). */
  mobile?: string;
}

/** Set on the request by the guards once the bearer token is verified. */
export interface AuthenticatedRequest {
  user?: TokenPayload;
}

export function bearerToken(authorization: string | string[] | undefined): string | undefined {
  if (typeof authorization !== 'string') return undefined;
  const [scheme, token] = authorization.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}
