import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { API_MESSAGES } from '@chowk/contracts';

interface KnownPath {
  pattern: RegExp;
  methods: Set<string>;
}

/** `/api/categories/:id` → a regular expression of the paths it matches (`*` matches the rest). */
export function routePattern(url: string): RegExp {
  const parts = url.split('/').map((part) => {
    if (part.startsWith(':')) return '[^/]+';
    if (part === '*') return '.*';
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${parts.join('/')}$`);
}

/** A route path without parameters or wildcards. */
const isLiteral = (url: string): boolean => !url.includes(':') && !url.includes('*');

/**
 * A method a path does not have is a 405 with an `Allow` header naming the ones it has
 * (RFC 9110 §15.5.6); `OPTIONS` on such a path answers 204 with that header. A path no route
 * has stays a 404. Fastify sends both to its not-found handler, so the route table is
 * collected as routes are registered (`onRoute`, which also sees the HEAD twin of every GET)
 * and an `onRequest` hook, which runs before the not-found handler, answers for known paths.
 */
export function registerMethodNotAllowed(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const known = new Map<string, KnownPath>();

  fastify.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!url) return;
    let entry = known.get(url);
    if (!entry) {
      entry = { pattern: routePattern(url), methods: new Set() };
      known.set(url, entry);
    }
    for (const method of [route.method].flat()) entry.methods.add(String(method).toUpperCase());
  });

  fastify.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?', 1)[0] ?? '';
    // A literal path is its own resource, even where a parameter route has the same shape:
    // PATCH /api/shops/nearby is not PATCH /api/shops/:id with the id "nearby" (Fastify routes
    // it there, since only GET has the literal path), so it is a 405 naming the literal's methods.
    const literal = isLiteral(path) ? known.get(path) : undefined;
    if (!request.is404) {
      if (!literal || literal.methods.has(request.method) || request.routeOptions.url === path) {
        done();
        return;
      }
    }
    const allowed = new Set<string>();
    if (literal) for (const method of literal.methods) allowed.add(method);
    else
      for (const entry of known.values()) {
        if (entry.pattern.test(path)) for (const method of entry.methods) allowed.add(method);
      }
    if (allowed.size === 0) {
      done();
      return;
    }
    allowed.add('OPTIONS');
    void reply.header('Allow', [...allowed].sort().join(', '));
    if (request.method === 'OPTIONS') void reply.code(204).send();
    else void reply.code(405).send({ message: API_MESSAGES.methodNotAllowed });
  });
}
