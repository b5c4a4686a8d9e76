// node --test tools/security-headers.test.mjs
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import {
  contentSecurityPolicy,
  createSecurityHeaders,
  inlineScriptHashes,
  isHttps,
  remoteOrigins,
  securityHeaders,
  serviceWorkerPolicy,
} from './security-headers.mjs';

/** @param {string} text */
const sha = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
/** @param {Record<string, string>} [headers] @param {boolean} [encrypted] @param {string} [url] */
const request = (headers = {}, encrypted = false, url = '/') =>
  /** @type {import('node:http').IncomingMessage} */ (/** @type {unknown} */ ({ headers, socket: { encrypted }, url }));
/** @param {string} csp */
const directives = (csp) => Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('remoteOrigins', () => {
  it('the distinct origins of the remote entries, skipping relative and bad URLs', () => {
    assert.deepEqual(
      remoteOrigins({
        mfe_admin: 'https://admin.cdn.example/2026-11-22/remoteEntry.js',
        mfe_static: 'http://localhost:4204/remoteEntry.js',
        mfe_customer: 'https://admin.cdn.example/other/remoteEntry.js',
        local: '/mfe/remoteEntry.js',
        broken: 'https://',
        odd: 42,
      }),
      ['https://admin.cdn.example', 'http://localhost:4204'],
    );
    assert.deepEqual(remoteOrigins(null), []);
    assert.deepEqual(
      remoteOrigins({ mfe_admin: { entry: 'https://admin.cdn.example/v2/remoteEntry.js', prefix: '/admin', remote: {} } }),
      ['https://admin.cdn.example'],
      'an entry with its declaration inlined (tools/remotes.mjs)',
    );
    assert.deepEqual(remoteOrigins('x'), []);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the exact text of inline scripts; skips external scripts, empty ones and JSON data blocks', () => {
    const boot = '\n  window.__chowk = { t: performance.now() };\n';
    const html = `<html><head><script src="/main.js"></script><script defer src='/a.js'> </script>
      <script>${boot}</script><script type="module">import('/x.js')</script><script></script>
      <script type="application/ld+json">{"a":1}</script></head></html>`;
    assert.deepEqual(inlineScriptHashes(html), [sha(boot), sha("import('/x.js')")]);
    assert.deepEqual(inlineScriptHashes('<html><script defer src="/main.baaed649.js"></script></html>'), []);
  });
});

describe('contentSecurityPolicy and securityHeaders', () => {
  it("script-src and connect-src: 'self' plus the remotes; hashes only in script-src; the fixed directives", () => {
    const csp = contentSecurityPolicy({ origins: ['https://a.example', 'http://localhost:4203'], scriptHashes: ["'sha256-x'"] });
    assert.deepEqual(directives(csp), {
      'default-src': ["'self'"],
      'script-src': ["'self'", 'https://a.example', 'http://localhost:4203', "'sha256-x'"],
      'connect-src': ["'self'", 'https://a.example', 'http://localhost:4203'],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
    });
    assert.equal(directives(contentSecurityPolicy())['script-src'].join(' '), "'self'");
  });

  it("the payment gateway's script origin goes into script-src only", () => {
    const csp = directives(contentSecurityPolicy({ scriptOrigins: ['https://mercury.phonepe.com'] }));
    assert.deepEqual(csp['script-src'], ["'self'", 'https://mercury.phonepe.com']);
    assert.deepEqual(csp['connect-src'], ["'self'"]);
  });

  it('HSTS only over HTTPS: a TLS socket or X-Forwarded-Proto https', () => {
    assert.equal(isHttps(request()), false);
    assert.equal(isHttps(request({}, true)), true);
    assert.equal(isHttps(request({ 'x-forwarded-proto': 'HTTPS' })), true);
    assert.equal(isHttps(request({ 'x-forwarded-proto': 'https, http' })), true);
    assert.equal(isHttps(request({ 'x-forwarded-proto': 'http' })), false);
    assert.deepEqual(securityHeaders({ csp: 'c', https: false }), {
      'Content-Security-Policy': 'c',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
    assert.equal(securityHeaders({ csp: 'c', https: true })['Strict-Transport-Security'], 'max-age=31536000; includeSubDomains');
  });
});

describe('createSecurityHeaders', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chowk-headers-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const remotesFile = path.join(dir, 'remotes.json');
  /** @param {string} file @param {string} text @param {number} seconds distinct mtimes, whatever the clock's resolution */
  const write = (file, text, seconds) => {
    writeFileSync(file, text);
    utimesSync(file, seconds, seconds);
  };
  /** @param {ReturnType<typeof createSecurityHeaders>} source */
  const scriptSrc = (source) => directives(source.headersFor(request())['Content-Security-Policy'])['script-src'];

  it('reads remotes.json and the inline scripts at start and again when they change', () => {
    write(remotesFile, JSON.stringify({ mfe_admin: 'http://localhost:4203/remoteEntry.js' }), 1_000);
    write(path.join(dir, 'index.html'), '<script defer src="/main.js"></script>', 1_000);
    const source = createSecurityHeaders({ dir, remotesFile });
    assert.deepEqual(scriptSrc(source), ["'self'", 'http://localhost:4203']);

    // A deploy repoints the remote, and the shell gains an inline bootstrap.
    write(remotesFile, JSON.stringify({ mfe_admin: 'https://admin.cdn.example/v2/remoteEntry.js' }), 2_000);
    write(path.join(dir, 'index.html'), '<script>boot()</script><script defer src="/main.js"></script>', 2_000);
    assert.deepEqual(scriptSrc(source), ["'self'", 'https://admin.cdn.example', sha('boot()')]);
    assert.deepEqual(directives(source.headersFor(request())['Content-Security-Policy'])['connect-src'], [
      "'self'",
      'https://admin.cdn.example',
    ]);
  });

  it("a missing or half-written remotes.json leaves only 'self', never a crash", () => {
    const source = createSecurityHeaders({ dir, remotesFile: path.join(dir, 'none.json') });
    assert.deepEqual(directives(source.headersFor(request())['Content-Security-Policy'])['connect-src'], ["'self'"]);
    write(remotesFile, '{"mfe_admin": "http://local', 3_000);
    assert.deepEqual(
      directives(createSecurityHeaders({ dir, remotesFile }).headersFor(request())['Content-Security-Policy'])['connect-src'],
      ["'self'"],
    );
  });

  it('the service worker script gets its own policy: any web origin to fetch, no remote list frozen into it', () => {
    write(remotesFile, JSON.stringify({ mfe_admin: 'https://admin.cdn.example/v2/remoteEntry.js' }), 4_000);
    const source = createSecurityHeaders({ dir, remotesFile });
    for (const url of ['/sw.js', '/sw.js?v=2']) {
      const headers = source.headersFor(request({}, false, url));
      assert.equal(headers['Content-Security-Policy'], serviceWorkerPolicy(), url);
      assert.equal(headers['X-Content-Type-Options'], 'nosniff');
    }
    // Every other file keeps the page policy.
    for (const url of ['/', '/index.html', '/sw.js/x', '/offline.html'])
      assert.deepEqual(
        directives(source.headersFor(request({}, false, url))['Content-Security-Policy'])['connect-src'],
        ["'self'", 'https://admin.cdn.example'],
        url,
      );
  });
});

describe('serviceWorkerPolicy', () => {
  it('fetches from any web origin, runs only its own script, nothing else', () => {
    assert.deepEqual(directives(serviceWorkerPolicy()), {
      'default-src': ["'none'"],
      'script-src': ["'self'"],
      'connect-src': ["'self'", 'https:', 'http:'],
    });
  });
});
