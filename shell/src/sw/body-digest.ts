import type { WorkboxPlugin } from 'workbox-core/types.js';

/** The header the worker adds to a cached API answer: the SHA-256 of its body, in hex. */
export const BODY_DIGEST_HEADER = 'x-chowk-body-digest';

const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Stamps each response the strategy is about to cache with a digest of its body.
 *
 * workbox-broadcast-update decides that a cached copy changed by comparing headers only
 * (Content-Length, ETag, Last-Modified by default). The API sends no ETag, and a menu edit
 * that keeps the body's length (a price from 20 to 30) would go unnoticed: with this plugin
 * before BroadcastUpdatePlugin({ headersToCheck: [BODY_DIGEST_HEADER] }), any change of the
 * body is one. The answers it runs on are small JSON documents, so hashing them costs little.
 */
export const bodyDigestPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    // `response` is the strategy's own copy for the cache: reading it leaves the page's intact.
    const body = await response.arrayBuffer();
    const headers = new Headers(response.headers);
    headers.set(BODY_DIGEST_HEADER, hex(await crypto.subtle.digest('SHA-256', body)));
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  },
};
