import { applyDecorators } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { ErrorBodyDto, ValidationErrorBodyDto } from './error-body.dto';

export const ApiInvalidId = () => ApiBadRequestResponse({ description: 'An id that is not an ObjectId', type: ErrorBodyDto });
export const ApiNotFound = (what: string) => ApiNotFoundResponse({ description: `No such ${what}`, type: ErrorBodyDto });
export const ApiConflict = (description: string) => ApiConflictResponse({ description, type: ErrorBodyDto });
/** 429 `{message}` with a `Retry-After` header (seconds). */
export const ApiTooManyRequests = (description: string) =>
  ApiTooManyRequestsResponse({
    description,
    type: ErrorBodyDto,
    headers: { 'Retry-After': { description: 'Seconds until this address may try again', schema: { type: 'integer' } } },
  });
export const ApiValidation = () =>
  ApiUnprocessableEntityResponse({ description: 'A field breaks its rule, or is unknown', type: ValidationErrorBodyDto });

/** Body endpoints: malformed JSON or a path id that is not an ObjectId (400), field errors (422). */
export const ApiBody400And422 = () =>
  applyDecorators(
    ApiBadRequestResponse({ description: 'Malformed JSON, or an :id that is not an ObjectId', type: ErrorBodyDto }),
    ApiValidation(),
  );
