import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** The API answers JSON: nothing in a response may load, run, frame or submit anything. */
export const API_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The Swagger UI at /api/docs: its scripts, stylesheet and the document come from the API
 * itself; its page carries inline <style> blocks and data: images (icons).
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const isDocs = (url: string): boolean => url === '/api/docs' || url.startsWith('/api/docs/') || url.startsWith('/api/docs?');

/**
 * Security headers on every API response (@fastify/helmet): nosniff, X-Frame-Options DENY and
 * frame-ancestors 'none', Referrer-Policy no-referrer, HSTS (a browser keeps it only from an
 * HTTPS response), Cross-Origin-Resource-Policy same-site (the remotes' standalone dev servers
 * call the API from another port of the same host), and a CSP that allows nothing except on
 * the Swagger UI, which gets DOCS_CSP.
 */
export async function registerSecurityHeaders(app: NestFastifyApplication): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      void reply.header('Content-Security-Policy', isDocs(request.url) ? DOCS_CSP : API_CSP);
      done();
    });
}
