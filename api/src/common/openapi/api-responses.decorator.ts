import { applyDecorators } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { ErrorBodyDto, ValidationErrorBodyDto } from './error-body.dto';

export const ApiInvalidId = () =>
  ApiBadRequestResponse({ description: 'An id that is not an ObjectId', type: ErrorBodyDto });
export const ApiNotFound = (what: string) => ApiNotFoundResponse({ description: `No such ${what}`, type: ErrorBodyDto });
export const ApiConflict = (description: string) => ApiConflictResponse({ description, type: ErrorBodyDto });
export const ApiValidation = () =>
  ApiUnprocessableEntityResponse({ description: 'A field breaks its rule, or is unknown', type: ValidationErrorBodyDto });

/** Body endpoints: malformed JSON (400) and field errors (422). */
export const ApiBody400And422 = () =>
  applyDecorators(
    ApiBadRequestResponse({ description: 'Malformed JSON', type: ErrorBodyDto }),
    ApiValidation(),
  );
