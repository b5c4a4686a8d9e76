import { UnprocessableEntityException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { HTTP_MESSAGES, VALIDATION } from '@chowk/contracts';

/**
 * `{field: message}`, one message per field: the first rule the field breaks. DTO rules are
 * declared in the spec's order and validation stops at a field's first failure, so "required"
 * wins over "too long", which wins over "pattern". A field the DTO does not declare is refused.
 */
export function toFieldErrors(errors: ValidationError[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const constraints = error.constraints ?? {};
    if (constraints.whitelistValidation) {
      fields[error.property] = VALIDATION.unknownField(error.property);
      continue;
    }
    const first = Object.values(constraints)[0];
    if (first && !(error.property in fields)) fields[error.property] = first;
  }
  return fields;
}

/** The one global pipe (STYLE habit 2): whitelist, refuse unknown fields, transform, 422 shape. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) =>
      new UnprocessableEntityException({ message: HTTP_MESSAGES.validation, errors: toFieldErrors(errors) }),
  });
}
