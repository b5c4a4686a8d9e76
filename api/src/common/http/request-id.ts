import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
/** An id a proxy in front of us generated is kept (so logs line up) if it looks like one. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

export function genReqId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}
