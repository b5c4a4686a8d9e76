// Security headers of the production static servers (tools/serve.mjs): a Content-Security-Policy
// built from the shell's remotes.json (the remotes' origins may serve scripts and answer fetches)
// and from the inline <script> blocks of the served HTML (their sha256 hashes), plus the fixed
// headers. The policy follows the files: a deploy that repoints a remote by editing remotes.json,
// or a build that adds an inline bootstrap, changes the next response's policy.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The distinct origins of the remote entry URLs, in order: an entry is a URL (`{ name: url }`) or
 * an object with one (`{ name: { entry, prefix, remote } }`, see tools/remotes.mjs); relative or
 * bad URLs are skipped (a relative URL is on the page's own origin, which 'self' covers).
 * @param {unknown} remotes
 * @returns {string[]}
 */
export function remoteOrigins(remotes) {
  if (!remotes || typeof remotes !== 'object') return [];
  const origins = new Set();
  for (const value of Object.values(remotes)) {
    const url = value && typeof value === 'object' ? /** @type {{ entry?: unknown }} */ (value).entry : value;
    if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      /* not a URL: the shell cannot load it either */
    }
  }
  return [...origins];
}

/**
 * `'sha256-…'` of every inline <script> (no src) with content, as CSP hashes it: the exact text
 * between the tags, UTF-8.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes, content] = match;
    if (/\bsrc\s*=/i.test(attributes) || content.length === 0) continue;
    // Data blocks are never run, so CSP does not apply to them.
    if (/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * @param {{ origins?: string[], scriptHashes?: string[], scriptOrigins?: string[] }} [sources] `scriptOrigins`:
 *   other sites whose scripts the pages load (the payment gateway's checkout script)
 * @returns {string}
 */
export function contentSecurityPolicy({ origins = [], scriptHashes = [], scriptOrigins = [] } = {}) {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...origins, ...scriptOrigins, ...scriptHashes].join(' '),
    ["connect-src 'self'", ...origins].join(' '),
    // React `style={{…}}` props are set through the CSSOM, which style-src does not govern.
    "style-src 'self'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Where the shell serves its service worker (shell/src/sw, built by tools/rspack/service-worker.js). */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The policy of the service worker's script. A worker runs under the policy its script came with
 * and keeps it while it stays installed: a browser that checks /sw.js for updates keeps the
 * installed worker, policy and all, as long as the script's bytes are the same. A connect-src
 * listing remotes.json's origins would freeze them there: after a deploy that moves a remote to
 * another origin, the worker could no longer fetch that remote's files for the pages, and the
 * remote would fail on every visit until sw.js itself changed. The worker only fetches what the
 * pages asked for (each request already allowed by the page's own policy, which names the remotes
 * of the moment) and its precache, so it may reach any web origin; it loads no other code.
 * @returns {string}
 */
export function serviceWorkerPolicy() {
  return ["default-src 'none'", "script-src 'self'", "connect-src 'self' https: http:"].join('; ');
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {boolean} whether it asks for the service worker's script
 */
const isServiceWorker = (req) => new URL(req.url ?? '/', 'http://localhost').pathname === SERVICE_WORKER_PATH;

/**
 * Whether the request reached us over HTTPS: a TLS socket, or a TLS-terminating proxy's
 * X-Forwarded-Proto (HSTS over plain HTTP is ignored by browsers, so a forged header costs nothing).
 * @param {import('node:http').IncomingMessage} req
 */
export function isHttps(req) {
  if (/** @type {import('node:tls').TLSSocket} */ (req.socket).encrypted) return true;
  const proto = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase();
  return proto === 'https';
}

/**
 * The headers of every static response.
 * @param {{ csp: string, https: boolean }} options
 * @returns {Record<string, string>}
 */
export function securityHeaders({ csp, https }) {
  /** @type {Record<string, string>} */
  const headers = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
  if (https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/**
 * A file's content, parsed, re-read only when its modification time or size changes.
 * @template T
 * @param {string} file
 * @param {(text: string) => T} parse
 * @param {T} fallback what a missing or unreadable file gives
 */
function watchedFile(file, parse, fallback) {
  /** @type {{ stamp: string, value: T } | undefined} */
  let cached;
  return () => {
    let stamp;
    try {
      const stat = statSync(file);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return fallback;
    }
    if (cached?.stamp !== stamp) {
      let value = fallback;
      try {
        value = parse(readFileSync(file, 'utf8'));
      } catch {
        /* a half-written deploy: keep the fallback until the next change */
      }
      cached = { stamp, value };
    }
    return cached.value;
  };
}

/**
 * Other sites whose scripts the pages load: the payment gateway's checkout script
 * (PHONEPE_CHECKOUT_SCRIPT_URL's origin in production; the local sandbox is served from this site's /api).
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string[]}
 */
export const paymentScriptOrigins = (env = process.env) =>
  (env.PAYMENT_SCRIPT_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => /^https:\/\/[^/\s]+$/.test(origin));

/**
 * The pages' policy of a release as it is now, read once: for a front proxy whose configuration
 * is written at deploy time (tools/prod/caddyfile.mjs), where the static servers here re-read
 * the files on every answer.
 * @param {{ dir: string, remotesFile: string }} options the shell's folder and its remotes.json
 * @returns {string}
 */
export function pagePolicy({ dir, remotesFile }) {
  const scriptHashes = readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .flatMap((name) => inlineScriptHashes(readFileSync(path.join(dir, name), 'utf8')));
  return contentSecurityPolicy({
    origins: remoteOrigins(JSON.parse(readFileSync(remotesFile, 'utf8'))),
    scriptHashes: [...new Set(scriptHashes)],
    scriptOrigins: paymentScriptOrigins(),
  });
}

/**
 * The header source of one static server: `dir` is the folder it serves (its *.html are
 * hashed), `remotesFile` the shell's remotes.json.
 * @param {{ dir: string, remotesFile: string }} options
 */
export function createSecurityHeaders({ dir, remotesFile }) {
  const origins = watchedFile(remotesFile, (text) => remoteOrigins(JSON.parse(text)), /** @type {string[]} */ ([]));
  const scriptOrigins = paymentScriptOrigins();
  /** @type {Map<string, () => string[]>} */
  const pages = new Map();
  const hashes = () => {
    /** @type {Set<string>} */
    const all = new Set();
    for (const name of readdirSync(dir)) {
      if (!name.endsWith('.html')) continue;
      let page = pages.get(name);
      if (!page) {
        page = watchedFile(path.join(dir, name), inlineScriptHashes, /** @type {string[]} */ ([]));
        pages.set(name, page);
      }
      for (const hash of page()) all.add(hash);
    }
    return [...all];
  };
  return {
    /** @param {import('node:http').IncomingMessage} req */
    headersFor(req) {
      return securityHeaders({
        csp: isServiceWorker(req)
          ? serviceWorkerPolicy()
          : contentSecurityPolicy({ origins: origins(), scriptHashes: hashes(), scriptOrigins }),
        https: isHttps(req),
      });
    },
  };
}
