import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { DEVICE_ID_HEADER } from '@chowk/contracts';

/** The security scheme name of the admin bearer token. */
export const ADMIN_BEARER = 'admin';
export const DOCS_PATH = 'api/docs';
export const DOCS_JSON_PATH = 'api/docs-json';

/** OpenAPI from the code (decisions.md §3): UI at /api/docs, JSON at /api/docs-json. */
export function setupOpenApi(app: NestFastifyApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Chowk API')
    .setDescription(
      'Ordering for small local shops. Every route is under /api. Errors: `{message}`, ' +
        'or `{message, errors: {field: message}}` for 422.',
    )
    .setVersion('0.1.0')
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'From POST /api/auth/admin/login' },
      ADMIN_BEARER,
    )
    .addGlobalParameters({
      name: DEVICE_ID_HEADER,
      in: 'header',
      required: false,
      description: 'The random id the browser keeps in local storage; OTP checks and orders are bound to it',
      schema: { type: 'string' },
    })
    .build();
  // Built on first request, not at start: start-up stays fast and the document is complete.
  SwaggerModule.setup(DOCS_PATH, app, () => SwaggerModule.createDocument(app, config), {
    jsonDocumentUrl: DOCS_JSON_PATH,
    yamlDocumentUrl: 'api/docs-yaml',
  });
}
