import { BadRequestException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RawServerDefault } from 'fastify';
import { API_MESSAGES, LIMITS } from '@chowk/contracts';

/**
 * The only body type the API reads is JSON, up to `LIMITS.bodyLimitBytes` (Fastify answers
 * 413 beyond it, before reading the rest). Fastify's own parser does the work (it also refuses
 * `__proto__` / `constructor` poisoning); this wrapper gives its failures the spec's message
 * and reads an empty body as "no body", so a `DELETE` with a JSON content type still works
 * and an empty `POST` gets the field messages (422) rather than a parser error.
 */
/**
 * U+0000 in a string or a key, at any depth. No text of Chowk's holds one, MongoDB refuses it in
 * keys, and PostgreSQL (under FerretDB) in any text: refused as input, it is never a server error.
 */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item));
  return false;
}

export function registerJsonBodyParser(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser<RawServerDefault>('application/json', { bodyLimit: LIMITS.bodyLimitBytes }, (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    parseJson(request, body.toString('utf8'), (error, value) => {
      if (error) done(new BadRequestException(API_MESSAGES.malformedJson), undefined);
      else if (holdsNul(value)) done(new BadRequestException(API_MESSAGES.nulCharacter), undefined);
      else done(null, value);
    });
  });
}
