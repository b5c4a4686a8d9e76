import { appendFileSync } from 'node:fs';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Language, pickLanguage, translateMessage, TRANSLATED_LANGUAGES } from '@chowk/contracts';
import { SANDBOX_PATH } from '../../modules/payment/gateway/phonepe-gateway';

/**
 * The language of the API's words (docs/api.md "Languages"): every text a person reads in a JSON
 * answer, the `message` and the per-field `errors` of a refusal or a success, is written in the
 * language the request's Accept-Language prefers (pickLanguage: q-values; English, the wire's
 * words exactly, when the header is absent or names no language Chowk speaks), with the
 * catalogues of @chowk/contracts (loadAllMessages() at start, bootstrap.ts). It happens in one
 * place, as the answer is serialized: every route, guard, pipe and filter keeps writing English,
 * and the translation sees the final body (a filter that picks one of the field messages picks
 * it in English). Keys, field names, enum values and data are never translated; a text the
 * catalogue does not know goes out as it is. SSE events and messages to third parties
 * (WhatsApp, SMS, email, push) are not answers and stay English.
 */
export const LANGUAGE_HEADER = 'accept-language';

/** The language a request's answers are written in. */
export const requestLanguage = (request: Pick<FastifyRequest, 'headers'>): Language =>
  pickLanguage(request.headers[LANGUAGE_HEADER]);

/** Adds `field` to the answer's Vary header, once, keeping what is there (`Origin`, …). */
export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (fields.includes('*') || fields.some((f) => f.toLowerCase() === field.toLowerCase())) return;
  void reply.header('vary', [...fields, field].join(', '));
}

/** The parts of an answer a person reads: `message`, and `errors` (field → message). */
interface TextBody {
  message?: unknown;
  errors?: unknown;
  [key: string]: unknown;
}

const isPlainObject = (value: unknown): value is TextBody =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

/** An answer that carries words for people: a string `message`, or an `errors` object. */
export function holdsText(body: unknown): body is TextBody {
  return isPlainObject(body) && (typeof body.message === 'string' || isPlainObject(body.errors));
}

/** Every text of an answer a person reads, in order: the message, then each field's. */
export function textsOf(body: TextBody): string[] {
  const texts = typeof body.message === 'string' ? [body.message] : [];
  if (isPlainObject(body.errors)) for (const text of Object.values(body.errors)) if (typeof text === 'string') texts.push(text);
  return texts;
}

/** `body` with its message and field messages in `language` (a copy; the same object for English). */
export function translateBody<T>(body: T, language: Language, translate = translateMessage): T {
  if (language === 'en' || !holdsText(body)) return body;
  const copy: TextBody = { ...body };
  if (typeof body.message === 'string') copy.message = translate(body.message, language);
  if (isPlainObject(body.errors)) {
    copy.errors = Object.fromEntries(
      Object.entries(body.errors).map(([field, text]) => [field, typeof text === 'string' ? translate(text, language) : text]),
    );
  }
  return copy as T;
}

// ------------------------------------------------------------------ the test run's check

/**
 * The test run's check that no answer goes out untranslated (docs/api.md "Languages"): in test
 * mode (NODE_ENV=test) every text an answer carries, whatever language the request asked for,
 * is looked up in Hindi and Tamil, and one either lacks is recorded here with the languages that
 * lack it. The test app's `close()` fails a spec file whose answers carried such a text
 * (testing/test-app.ts), so the whole API suite holds every answer it provokes to the
 * catalogues. With CHOWK_UNTRANSLATED_LOG=<file> set, each such text is also appended to that
 * file (one JSON line, with its route), to list them all in one run without stopping at the
 * first: `CHOWK_UNTRANSLATED_LOG=/tmp/texts.jsonl npx jest -c api/jest.config.js`.
 */
const untranslated = new Map<string, Set<Language>>();
let recording = false;
const logged = new Set<string>();

export function untranslatedTexts(): { text: string; languages: Language[] }[] {
  return [...untranslated].map(([text, languages]) => ({ text, languages: [...languages].sort() }));
}

export function clearUntranslated(): void {
  untranslated.clear();
}

const knows = (text: string, language: Language): boolean => translateMessage(text, language) !== text;

/** Notes each of `texts` that Hindi or Tamil has no translation of; the languages that lack it. */
export function recordUntranslated(texts: readonly string[]): { text: string; missing: Language[] }[] {
  const found: { text: string; missing: Language[] }[] = [];
  for (const text of texts) {
    const missing = TRANSLATED_LANGUAGES.filter((language) => !knows(text, language));
    if (missing.length === 0) continue;
    const languages = untranslated.get(text) ?? new Set<Language>();
    for (const language of missing) languages.add(language);
    untranslated.set(text, languages);
    found.push({ text, missing });
  }
  return found;
}

function record(texts: readonly string[], request: FastifyRequest): void {
  const found = recordUntranslated(texts);
  const file = process.env.CHOWK_UNTRANSLATED_LOG;
  if (!file) return;
  for (const { text, missing } of found) {
    if (logged.has(text)) continue;
    logged.add(text);
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    appendFileSync(file, `${JSON.stringify({ text, missing, route })}\n`);
  }
}

/**
 * The payment sandbox (development and tests only) speaks for the gateway it stands in for
 * (PhonePe): its answers go to the API's own gateway client in the gateway's words.
 */
const speaksForAnother = (request: FastifyRequest): boolean => request.url.startsWith(`${SANDBOX_PATH}/`);

// ------------------------------------------------------------------ the hook

/**
 * Registers the translation on every JSON answer (Fastify's preSerialization: routes, guards,
 * pipes, exception filters and the not-found / 405 answers all pass here), and
 * `Vary: Accept-Language` on every answer whose words depend on it, whatever the language asked.
 */
export function registerResponseLanguage(app: NestFastifyApplication, options: { record: boolean }): void {
  recording = options.record;
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preSerialization', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
      if (!holdsText(payload) || speaksForAnother(request)) {
        done(null, payload);
        return;
      }
      addVary(reply, 'Accept-Language');
      if (recording) record(textsOf(payload), request);
      done(null, translateBody(payload, requestLanguage(request)));
    });
}
