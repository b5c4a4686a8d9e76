// The front proxy's configuration: the checked-in deploy/Caddyfile is the generator's, Caddy
// (Debian's, provisioned by tools/prerequisites.mjs) accepts both files, and the rules the issue
// names are in what Caddy runs: health checks, safe retries, streaming, the cache rules.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { caddyfile, deployCaddyfile, HASHED_FILE, HEALTH_INTERVAL_MS } from './caddyfile.mjs';
import { localProductionEnv } from './local-env.mjs';

const work = mkdtempSync(path.join(os.tmpdir(), 'chowk-caddyfile-'));
after(() => rmSync(work, { recursive: true, force: true }));

/**
 * Caddy's own reading of a Caddyfile (its JSON), or the error it gives.
 * @param {string} text @param {NodeJS.ProcessEnv} [env]
 */
function adapt(text, env = {}) {
  const file = path.join(work, `Caddyfile-${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, text);
  const out = execFileSync(process.env.CADDY || 'caddy', ['adapt', '--config', file, '--adapter', 'caddyfile'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(out);
}

/**
 * Every handler of a given kind, wherever it sits in the routes.
 * @param {unknown} node @param {string} kind @returns {any[]}
 */
function handlers(node, kind) {
  if (Array.isArray(node)) return node.flatMap((n) => handlers(n, kind));
  if (!node || typeof node !== 'object') return [];
  const own = /** @type {Record<string, unknown>} */ (node);
  return [...(own.handler === kind ? [own] : []), ...Object.values(own).flatMap((v) => handlers(v, kind))];
}

const local = caddyfile({
  site: 'https://localhost:8443',
  internalTls: true,
  upstreams: ['127.0.0.1:3101', '127.0.0.1:3102'],
  www: '/srv/www',
  csp: "default-src 'self'",
  serviceWorkerCsp: "default-src 'none'",
  admin: 'off',
  httpPort: 8480,
});

describe('the Caddyfile', () => {
  it('deploy/Caddyfile is what the generator writes (node tools/prod/caddyfile.mjs deploy)', () => {
    assert.equal(readFileSync(new URL('../../deploy/Caddyfile', import.meta.url), 'utf8'), deployCaddyfile());
  });

  it("Caddy accepts the real servers' file with its environment filled in", () => {
    const json = adapt(deployCaddyfile(), {
      CHOWK_SITE: 'chowk.example.in',
      CHOWK_API_UPSTREAMS: '10.0.0.11:3101 10.0.0.12:3101',
      CHOWK_WWW: '/srv/chowk/www',
      CHOWK_CSP: "default-src 'self'",
    });
    const [proxy] = handlers(json, 'reverse_proxy');
    assert.deepEqual(
      proxy.upstreams.map((/** @type {{ dial: string }} */ u) => u.dial),
      ['10.0.0.11:3101', '10.0.0.12:3101'],
    );
    // A public name: Caddy's automatic HTTPS (ACME) and its redirects from http:// stay on.
    assert.equal(json.apps.http.servers.srv0.automatic_https, undefined);
  });

  it('checks the API instances, retries only reads once sent, and streams', () => {
    const [proxy] = handlers(adapt(local), 'reverse_proxy');
    assert.equal(proxy.health_checks.active.uri, '/api/health');
    assert.equal(proxy.health_checks.active.interval, HEALTH_INTERVAL_MS * 1e6);
    assert.equal(proxy.health_checks.active.expect_status, 200);
    // Reads only: Caddy 2.6 cannot send a body twice (buffer_requests mixed bodies between
    // requests under load), so a write that reached a failing instance is its client's to resend.
    assert.deepEqual(proxy.load_balancing.retry_match, [{ method: ['GET', 'HEAD', 'OPTIONS'] }]);
    assert.equal(proxy.buffer_requests, undefined);
    assert.equal(proxy.flush_interval, -1, 'event streams are not buffered');
  });

  it('serves over HTTP/1.1, HTTP/2 and HTTP/3 with the local CA and no port 80', () => {
    const json = adapt(local);
    assert.deepEqual(json.apps.http.servers.srv0.protocols, ['h1', 'h2', 'h3']);
    assert.equal(json.apps.http.http_port, 8480);
    assert.deepEqual(json.apps.http.servers.srv0.automatic_https, { disable_redirects: true });
    assert.equal(json.apps.tls.automation.policies[0].issuers[0].module, 'internal');
  });

  it("caches the builds' hashed files for a year and revalidates the rest", () => {
    const hashed = new RegExp(HASHED_FILE);
    for (const file of ['/main.bf106b68.js', '/chowk.1a2b3c4d.css', '/fonts/noto-sans-tamil.0f1e2d3c.woff2', '/657.020965d6.js'])
      assert.match(file, hashed);
    for (const file of ['/remotes.json', '/remoteEntry.js', '/remote.json', '/index.html', '/sw.js', '/main.js'])
      assert.doesNotMatch(file, hashed);
    const headers = handlers(adapt(local), 'headers').map((h) => h.response?.set?.['Cache-Control']?.[0]);
    assert.ok(headers.includes('public, max-age=31536000, immutable'));
    assert.ok(headers.includes('no-cache'));
  });
});

describe('the local production environment', () => {
  it('keeps its stand-ins across starts, lets the environment win, and never sets where things run', () => {
    const file = path.join(work, 'local.env.json');
    const origin = 'https://localhost:8443';
    const first = localProductionEnv({ file, origin, env: {} });
    const again = localProductionEnv({ file, origin, env: { SMTP_URL: 'smtps://u:p@mail.example.in:465', PORT: '1' } });
    assert.equal(again.vars.JWT_SECRET, first.vars.JWT_SECRET);
    assert.equal(again.vars.SMTP_URL, 'smtps://u:p@mail.example.in:465');
    assert.ok(!again.standIns.includes('SMTP_URL'));
    assert.equal(first.vars.APP_ORIGINS, origin);
    assert.equal(first.vars.PAYMENT_CALLBACK_URL, `${origin}/api/payment/callback`);
    for (const name of ['NODE_ENV', 'PORT', 'MONGODB_URI', 'REDIS_URL']) assert.equal(again.vars[name], undefined, name);
    assert.equal(statSync(file).mode & 0o777, 0o600);
  });
});
