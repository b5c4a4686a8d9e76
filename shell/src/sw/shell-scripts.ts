// The shell's start-up scripts, read from its index.html (pure: jest checks it without a worker).

/** Content-hashed file names (`name.[contenthash:8].js`), as route-kind's hashed rule. */
const HASHED_JS = /^\/[^/]+\.[0-9a-f]{8}\.js$/;

/**
 * The same-origin hashed scripts index.html runs or preloads at start (its entry, the bootstrap,
 * the router): `<script src>` and `<link rel="preload" as="script" href>`.
 */
export function shellScriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) if (src && HASHED_JS.test(src)) urls.add(src);
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g))
    if (/\brel="preload"/.test(tag) && /\bas="script"/.test(tag)) {
      const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
      if (href && HASHED_JS.test(href)) urls.add(href);
    }
  return [...urls];
}
