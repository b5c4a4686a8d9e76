import { UnprocessableEntityException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { API_HTTP_TEXTS, HTTP_MESSAGES, VALIDATION } from '@chowk/contracts';
import { FIELDS_RULE } from '../validation/follows-rule.decorator';

/**
 * `{field: message}`, one message per field: the first rule the field breaks. DTO rules are
 * declared in the spec's order and validation stops at a field's first failure, so "required"
 * wins over "too long", which wins over "pattern". A field the DTO does not declare is refused.
 * A nested object's fields (`@ValidateNested`: an option group's choices) answer under their
 * path, `choices.2.price`, as the contract's rules key them; so does a rule with paths of its
 * own (FollowsFieldsRule: an item's `names.hi`).
 */
export function toFieldErrors(errors: ValidationError[], prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const field = `${prefix}${error.property}`;
    const constraints = error.constraints ?? {};
    if (constraints.whitelistValidation) {
      fields[field] = VALIDATION.unknownField(field);
      continue;
    }
    // Nest's own refusal of a body that is not an object (`"x"`, `[]`), in its words.
    if (constraints.isObject !== undefined) {
      fields[field] = API_HTTP_TEXTS.objectExpected;
      continue;
    }
    // A rule that answers under paths of its own (FollowsFieldsRule: `names.hi`).
    const nested = constraints[FIELDS_RULE];
    if (nested !== undefined) {
      for (const [path, message] of Object.entries(JSON.parse(nested) as Record<string, string>))
        fields[`${prefix}${path}`] ??= message;
      continue;
    }
    const first = Object.values(constraints)[0];
    if (first && !(field in fields)) fields[field] = first;
    if (error.children?.length) {
      for (const [path, message] of Object.entries(toFieldErrors(error.children, `${field}.`))) fields[path] ??= message;
    }
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
