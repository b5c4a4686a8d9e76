import { applyDecorators, type Type } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { API_HTTP_TEXTS, LIMITS } from '@chowk/contracts';
import { ErrorBodyDto, ValidationErrorBodyDto } from './error-body.dto';

/** `Retry-After` (seconds), on 429 and 503. */
export const RETRY_AFTER_HEADER = {
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 0 } },
};

export const ApiInvalidId = () => ApiBadRequestResponse({ description: 'An id that is not an ObjectId', type: ErrorBodyDto });
export const ApiNotFound = (what: string) => ApiNotFoundResponse({ description: `No such ${what}`, type: ErrorBodyDto });
export const ApiConflict = (description: string) => ApiConflictResponse({ description, type: ErrorBodyDto });
/** 429 `{message}` with a `Retry-After` header (seconds). */
export const ApiTooManyRequests = (description: string) =>
  ApiTooManyRequestsResponse({ description, type: ErrorBodyDto, headers: RETRY_AFTER_HEADER });
export const ApiValidation = (description = 'A field breaks its rule, or is unknown') =>
  ApiUnprocessableEntityResponse({ description, type: ValidationErrorBodyDto });

/**
 * Body endpoints: malformed JSON or a path id that is not an ObjectId (400), a body over the
 * limit (413), a body that is not JSON (415), field errors (422).
 */
export const ApiBody400And422 = () =>
  applyDecorators(
    ApiBadRequestResponse({ description: 'Malformed JSON, or an :id that is not an ObjectId', type: ErrorBodyDto }),
    ApiPayloadTooLargeResponse({ description: `A body over ${LIMITS.bodyLimitBytes} bytes`, type: ErrorBodyDto }),
    ApiUnsupportedMediaTypeResponse({ description: API_HTTP_TEXTS.notJson, type: ErrorBodyDto }),
    ApiValidation(),
  );

/**
 * A list endpoint (`?page=&limit=` and its filters, see PageQueryDto): 200 with one page, 422
 * when a query value breaks its rule or a query key is unknown.
 */
export const ApiList = (type: Type<unknown>) =>
  applyDecorators(
    ApiOkResponse({ type, description: 'One page of the list, with page, limit, total and hasMore' }),
    ApiValidation('page, limit or a filter breaks its rule, or the query has a key the list does not know'),
  );
