import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  DocumentBuilder,
  type OpenAPIObject,
  type OperationObject,
  type ParameterObject,
  type ReferenceObject,
  type ResponseObject,
  type SchemaObject,
  SwaggerModule,
} from '@nestjs/swagger';
import { DEVICE_ID_HEADER, LIMITS } from '@chowk/contracts';
import { OBJECT_ID_PATTERN } from '../pipes/parse-object-id.pipe';
import { RETRY_AFTER_HEADER } from './api-responses.decorator';
import { ErrorBodyDto, ValidationErrorBodyDto } from './error-body.dto';

/** The security scheme name of the admin bearer token. */
export const ADMIN_BEARER = 'admin';
export const SHOPKEEPER_BEARER = 'shopkeeper';
export const CUSTOMER_BEARER = 'customer';
export const DOCS_PATH = 'api/docs';
export const DOCS_JSON_PATH = 'api/docs-json';

/** OpenAPI from the code (docs/architecture.md): UI at /api/docs, JSON at /api/docs-json. */
export function setupOpenApi(app: NestFastifyApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Chowk API')
    .setDescription(
      'Ordering for small local shops. Every route is under /api. Errors: `{message}`, ' +
        'or `{message, errors: {field: message}}` for 422. A method a path does not have answers ' +
        '405 with an `Allow` header; a path no route has answers 404. Lists take `?page=&limit=` and ' +
        'answer `page`, `limit`, `total` and `hasMore` beside their items. Messages (`message`, and each ' +
        "field's under `errors`) are in the language `Accept-Language` prefers among English (en, the " +
        'default), Hindi (hi) and Tamil (ta); such answers carry `Vary: Accept-Language`.',
    )
    .setVersion('0.1.0')
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'From POST /api/auth/admin/login' },
      ADMIN_BEARER,
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'From POST /api/auth/signup, /api/auth/login or /api/auth/verify',
      },
      SHOPKEEPER_BEARER,
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'From POST /api/auth/customer/verify (optional customer sign-in, role customer)',
      },
      CUSTOMER_BEARER,
    )
    .addGlobalParameters({
      name: DEVICE_ID_HEADER,
      in: 'header',
      required: false,
      description: 'The random id the browser keeps in local storage; OTP checks and orders are bound to it',
      schema: { type: 'string' },
    })
    .addGlobalParameters({
      name: 'Accept-Language',
      in: 'header',
      required: false,
      description:
        'The language of the messages: en (default), hi or ta, by q-value (e.g. `hi-IN,hi;q=0.9,en;q=0.8`); ' +
        'anything else, English. Data is never translated.',
      schema: { type: 'string', example: 'hi' },
    })
    .build();
  // Built on first request, not at start: start-up stays fast and the document is complete.
  SwaggerModule.setup(DOCS_PATH, app, () => completeDocument(SwaggerModule.createDocument(app, config)), {
    jsonDocumentUrl: DOCS_JSON_PATH,
    yamlDocumentUrl: 'api/docs-yaml',
  });
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;
const JSON_TYPE = 'application/json';
const errorBody = (schema: string, description: string, headers?: ResponseObject['headers']): ResponseObject => ({
  description,
  ...(headers ? { headers } : {}),
  content: { [JSON_TYPE]: { schema: { $ref: `#/components/schemas/${schema}` } } },
});

/** Path parameters that carry an ObjectId (`:id`, `:shopId`, …), refused with 400 before any query. */
const isIdParameter = (name: string): boolean => name === 'id' || /Id$/.test(name);

const isReference = (value: unknown): value is ReferenceObject => typeof value === 'object' && value !== null && '$ref' in value;

/**
 * What the HTTP pipeline answers on every route, written once here rather than on each handler:
 *
 * - an `{id}` path parameter is an ObjectId (`pattern`), and a malformed one is a 400;
 * - a request body has exactly its declared fields (`additionalProperties: false`, the global
 *   pipe's `forbidNonWhitelisted`), and may fail as malformed JSON (400), too large (413), not
 *   JSON (415) or by its field rules (422);
 * - any operation may answer 503 with `Retry-After` while the database is unavailable.
 *
 * Route-specific answers (404, 409, 401/403 of admin routes, 429 of rate-limited ones) are
 * declared on the handlers with the decorators of api-responses.decorator.ts.
 */
export function completeDocument(document: OpenAPIObject): OpenAPIObject {
  const schemas = (document.components ??= {}).schemas ?? {};
  document.components.schemas = schemas;
  const refName = (ref: string): string => ref.replace('#/components/schemas/', '');

  for (const pathItem of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = pathItem[method] as OperationObject | undefined;
      if (!operation) continue;
      const responses = operation.responses;
      const addResponse = (status: string, response: ResponseObject) => {
        responses[status] ??= response;
      };

      for (const parameter of (operation.parameters ?? []) as (ParameterObject | ReferenceObject)[]) {
        if (isReference(parameter) || parameter.in !== 'path' || !isIdParameter(parameter.name)) continue;
        // A path parameter declared with its own pattern (the gateway's merchantTransactionId) keeps it.
        if (parameter.schema && !isReference(parameter.schema) && parameter.schema.pattern) continue;
        parameter.schema = { type: 'string', pattern: OBJECT_ID_PATTERN.source, example: '665f1c2e8b3e4a0012345678' };
        addResponse('400', errorBody(ErrorBodyDto.name, 'An id that is not an ObjectId'));
      }

      const body = operation.requestBody;
      if (body && !isReference(body)) {
        const schema = body.content[JSON_TYPE]?.schema;
        if (isReference(schema)) closeObject(schemas[refName(schema.$ref)]);
        else closeObject(schema);
        addResponse('400', errorBody(ErrorBodyDto.name, 'Malformed JSON'));
        addResponse('413', errorBody(ErrorBodyDto.name, `A body over ${LIMITS.bodyLimitBytes} bytes`));
        addResponse('415', errorBody(ErrorBodyDto.name, 'A body that is not application/json'));
        addResponse('422', errorBody(ValidationErrorBodyDto.name, 'A field breaks its rule, or is unknown'));
      }

      addResponse(
        '503',
        errorBody(ErrorBodyDto.name, 'The database is unavailable; try again after `Retry-After` seconds', RETRY_AFTER_HEADER),
      );
    }
  }
  return document;
}

/** A request body object: its declared fields only (unknown ones are a 422). */
function closeObject(schema: SchemaObject | ReferenceObject | undefined): void {
  if (!schema || isReference(schema)) return;
  if (schema.type === 'object' || schema.properties) schema.additionalProperties = false;
}
