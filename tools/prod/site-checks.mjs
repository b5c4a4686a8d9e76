// What the front proxy must answer, checked on a running topology over HTTP/2 (node:http2 with
// Caddy's local CA): the rules of tools/prod/caddyfile.mjs as a browser meets them. The
// topology's test (topology.e2e.mjs) runs it; it answers the broken rules, none when all hold.
import http2 from 'node:http2';
import { readFileSync } from 'node:fs';

/**
 * @typedef {{ status: number, headers: http2.IncomingHttpHeaders, body: Buffer }} Answer
 */

/**
 * One request on an HTTP/2 session.
 * @param {http2.ClientHttp2Session} session
 * @param {string} path
 * @param {{ method?: string, headers?: Record<string, string> }} [init]
 * @returns {Promise<Answer>}
 */
function request(session, path, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':method': method, ':path': path, ...headers });
    /** @type {Buffer[]} */
    const chunks = [];
    /** @type {http2.IncomingHttpHeaders} */
    let answer = {};
    stream.on('response', (h) => (answer = h));
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => resolve({ status: Number(answer[':status']), headers: answer, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
    stream.end();
  });
}

/**
 * The rules the proxy breaks on the running site at `origin`, each in a sentence.
 * @param {{ origin: string, caCert: string }} site
 * @returns {Promise<string[]>}
 */
export async function siteProblems({ origin, caCert }) {
  const session = http2.connect(origin, { ca: readFileSync(caCert, 'utf8') });
  /** @type {string[]} */
  const problems = [];
  /** @param {boolean} ok @param {string} problem */
  const expect = (ok, problem) => void (ok || problems.push(problem));
  try {
    await new Promise((resolve, reject) => session.once('connect', resolve).once('error', reject));
    expect(session.alpnProtocol === 'h2', `the site speaks ${session.alpnProtocol}, not HTTP/2`);
    const br = { 'accept-encoding': 'br, gzip' };

    const page = await request(session, '/shops/SHOP-1234', { headers: br });
    expect(page.status === 200, `a client-side route answers ${page.status}, not the shell's page`);
    expect(page.headers['content-encoding'] === 'br', 'pages are not sent brotli-compressed');
    expect(page.headers['cache-control'] === 'no-cache', `a page is cached: ${page.headers['cache-control']}`);
    const csp = String(page.headers['content-security-policy'] ?? '');
    expect(csp.includes("script-src 'self'") && csp.includes("frame-ancestors 'none'"), `the page's policy is "${csp}"`);
    for (const [name, value] of Object.entries({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    }))
      expect(page.headers[name] === value, `${name} is ${page.headers[name]}, not ${value}`);
    expect(String(page.headers['alt-svc'] ?? '').includes('h3'), 'HTTP/3 is not offered (Alt-Svc)');

    // The shell's hashed files, found in its page: a year, immutable.
    const html = (await request(session, '/')).body.toString('utf8');
    const hashed = /src="(\/[^"]+\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
    expect(Boolean(hashed), "the shell's page names no hashed script");
    if (hashed) {
      const script = await request(session, hashed, { headers: br });
      expect(
        script.headers['cache-control'] === 'public, max-age=31536000, immutable',
        `${hashed} is cached "${script.headers['cache-control']}"`,
      );
      expect(script.headers['content-encoding'] === 'br', `${hashed} is not sent brotli-compressed`);
    }

    // What says which release runs: always asked again.
    const manifest = await request(session, '/remotes.json');
    expect(manifest.status === 200, `/remotes.json answers ${manifest.status}`);
    expect(manifest.headers['cache-control'] === 'no-cache', `/remotes.json is cached "${manifest.headers['cache-control']}"`);
    for (const entry of Object.values(JSON.parse(manifest.body.toString('utf8') || '{}'))) {
      const url = new URL(/** @type {{ entry: string }} */ (entry).entry);
      expect(url.origin === origin, `${url.href} is not on the site's origin`);
      for (const file of ['remoteEntry.js', 'remote.json']) {
        const answer = await request(session, url.pathname.replace(/remoteEntry\.js$/, file));
        expect(answer.status === 200, `${url.pathname} ${file} answers ${answer.status}`);
        expect(
          answer.headers['cache-control'] === 'no-cache',
          `${file} of ${url.pathname} is cached "${answer.headers['cache-control']}"`,
        );
        expect(answer.headers['access-control-allow-origin'] === '*', `${file} of ${url.pathname} is not open to other origins`);
      }
    }

    const worker = await request(session, '/sw.js');
    expect(
      String(worker.headers['content-security-policy']).startsWith("default-src 'none'"),
      `the service worker's policy is "${worker.headers['content-security-policy']}"`,
    );
    const missing = await request(session, '/no-such-file.0a1b2c3d.js');
    expect(missing.status === 404, `a missing file answers ${missing.status}, not 404`);
    const posted = await request(session, '/payment/callback?order=1', { method: 'POST' });
    expect(
      posted.status === 303 && posted.headers.location === '/payment/callback?order=1',
      `a form POST to a page answers ${posted.status} ${posted.headers.location}, not 303 to itself`,
    );
    const health = await request(session, '/api/health', { headers: br });
    expect(health.status === 200, `/api/health answers ${health.status} through the proxy`);
    const categories = await request(session, '/api/categories', { headers: { 'accept-encoding': 'gzip' } });
    expect(categories.headers['content-encoding'] === 'gzip', 'JSON answers of the API are not compressed');
  } finally {
    session.close();
  }
  return problems;
}
