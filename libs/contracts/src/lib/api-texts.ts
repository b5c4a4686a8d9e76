import { CUSTOMER_LIMITS } from './customer';
import { SHOP_LIMITS } from './shop';

/**
 * The API's own words on the wire: the texts an answer of the API carries that are not one of
 * this lib's shared texts (VALIDATION, SHOP_API_MESSAGES, …), written once here so they are
 * translated like the rest (catalogues/{hi,ta}/api.ts, keyed by this English). English stays
 * what the API has always sent; the API answers in the language of the request's
 * Accept-Language (docs/api.md "Languages"). api-texts.spec.ts holds the catalogues to this file.
 */

/** Refusals of the HTTP pipeline, some in the words of the framework that makes them. */
export const API_HTTP_TEXTS = {
  /** 415 on a route that reads JSON, for an image or binary body. */
  notJson: 'A body that is not application/json',
  /** 415 for any other body type (Fastify's words). */
  unsupportedMediaType: 'Unsupported Media Type',
  /** 400 when the body is shorter or longer than its Content-Length says (Fastify's words). */
  contentLengthMismatch: 'Request body size did not match Content-Length',
  /** 422 for a body that is JSON but not an object (`"x"`, `[]`, `1`), under `errors.body` (Nest's words). */
  objectExpected: 'Validation failed (object is expected)',
} as const;

/** The shop directory's, nearby's and by-code's own query values (the client builds these queries: no form shows them). */
export const SHOP_QUERY_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${CUSTOMER_LIMITS.shopPageSizeMax}`,
  nearbyLimit: `limit must be a whole number from 1 to ${CUSTOMER_LIMITS.nearbyMax}`,
  radius: `radius_km must be a number from 0 to ${CUSTOMER_LIMITS.nearbyRadiusKmMax}`,
  name: `name must be text of at most ${SHOP_LIMITS.shopNameMax} characters`,
  include: 'include must be menu',
} as const;

/** Field rules of request bodies that only the API checks (the browser sends these values itself). */
export const API_FIELD_TEXTS = {
  /** PATCH /api/shops/{id}. */
  ordersPausedInvalid: 'ordersPaused must be true or false',
  deliversInvalid: 'delivers must be true or false',
  /** PATCH /api/products/{id}/availability. */
  soldOutRequired: 'sold_out is required',
  /** POST /api/payment/initiate (the gateway's request shape; the callback URL is the server's own). */
  callbackUrlText: 'callbackUrl must be a string',
  callbackUrlTooLong: 'callbackUrl must be shorter than or equal to 500 characters',
} as const;

/** The payment routes' own answers in the gateway's shape (docs/api.md "Payments"). */
export const PAYMENT_GATEWAY_TEXTS = {
  /** POST /api/payment/initiate, when the gateway's answer says nothing. */
  initiated: 'Payment initiated',
  /** POST /api/payment/callback, to the gateway's server. */
  recorded: 'Recorded',
  alreadyRecorded: 'Already recorded',
} as const;
