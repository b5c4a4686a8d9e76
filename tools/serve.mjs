// Serves production builds: the shell and each remote as static files on their own ports
// (SPA fallback, compression, long caching for hashed files), /api forwarded to the API,
// and the API itself in production mode. `npm run build` first.
import http from 'node:http';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { APPS, API_PORT } from './apps.mjs';
import { composeLocal } from './remotes.mjs';
import { createSecurityHeaders } from './security-headers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const HASHED = /\.[0-9a-f]{8}\.(js|css|woff2)$/;
// The shell's manifest: its remotes' origins go into every server's Content-Security-Policy.
const SHELL_REMOTES = path.join(root, 'dist', 'shell', 'remotes.json');

/**
 * Forwards a request to the API and its answer back as it comes: nothing is buffered or
 * compressed here, so a live order stream (text/event-stream) passes each event on at once.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {number} apiPort
 */
function proxyApi(req, res, apiPort) {
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port: apiPort,
      path: req.url,
      method: req.method,
      // The API limits sign-in attempts per client address: pass the real one on.
      headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
    },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      // The API's connection broke mid-answer: cut the client's too (a live stream reconnects).
      up.on('error', () => res.destroy());
      up.pipe(res);
    },
  );
  // A client that leaves before the answer ends (a closed tab, a live stream that reconnects)
  // ends the API's request too, or the API would keep that stream open for nobody.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  upstream.on('error', () => {
    if (res.headersSent) return void res.destroy();
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'Server error. Please try again later.' }));
  });
  req.pipe(upstream);
}

/**
 * A small static server; compressed bodies are cached in memory per file and encoding.
 * @param {{ dir: string, cors?: boolean, apiPort?: number, remotesFile?: string }} options `remotesFile`: the
 *   remotes.json whose origins the Content-Security-Policy allows (the shell's in dist/ by default)
 */
export function createStaticServer({ dir, cors = false, apiPort = API_PORT, remotesFile = SHELL_REMOTES }) {
  const security = createSecurityHeaders({ dir, remotesFile });
  /** @type {Map<string, { mtime: number, body: Buffer }>} */
  const cache = new Map();
  /** @param {string} file @param {'br' | 'gzip'} encoding */
  const compressed = (file, encoding) => {
    const key = `${file}:${encoding}`;
    const mtime = statSync(file).mtimeMs;
    const hit = cache.get(key);
    if (hit && hit.mtime === mtime) return hit.body;
    const raw = readFileSync(file);
    const body =
      encoding === 'br'
        ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
        : zlib.gzipSync(raw, { level: 9 });
    cache.set(key, { mtime, body });
    return body;
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return proxyApi(req, res, apiPort);
    // A page reached by a form POST (the payment gateway's return to /payment/callback, redirect
    // mode POST): 303 to the same address, so it loads by GET and a reload does not post again.
    if (req.method === 'POST') {
      req.resume();
      res.writeHead(303, { Location: req.url ?? '/' }).end();
      return;
    }
    // CSP, nosniff, referrer, framing, HSTS over HTTPS (tools/security-headers.mjs); /api answers its own.
    for (const [name, value] of Object.entries(security.headersFor(req))) res.setHeader(name, value);
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    let rel = decodeURIComponent(url.pathname);
    let file = path.join(dir, rel);
    if (!file.startsWith(dir)) {
      res.writeHead(400).end();
      return;
    }
    if (!existsSync(file) || statSync(file).isDirectory()) {
      // Files that look like files 404; anything else is a client-side route.
      if (path.extname(rel)) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      rel = '/index.html';
      file = path.join(dir, rel);
    }
    const ext = path.extname(file);
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
    if (encoding && /\.(js|css|html|json|svg|txt)$/.test(ext)) {
      const body = compressed(file, encoding);
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.setHeader('Content-Length', statSync(file).size);
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  });
  /** Compress every text asset up front, so no first visitor waits for brotli. */
  const warm = () => {
    /** @param {string} d */
    const walk = (d) =>
      readdirSync(d, { withFileTypes: true }).forEach((e) => {
        const p = path.join(d, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.(js|css|html|json|svg|txt)$/.test(e.name)) {
          compressed(p, 'br');
          compressed(p, 'gzip');
        }
      });
    walk(dir);
  };
  return Object.assign(server, { warm });
}

/**
 * Starts the static servers; resolves to a stop() function.
 * @param {{ apps?: typeof APPS, apiPort?: number }} [options]
 */
export async function serveApps({ apps = APPS, apiPort = API_PORT } = {}) {
  /** @type {http.Server[]} */
  const servers = [];
  for (const app of apps) {
    const dir = path.join(root, 'dist', app.project);
    if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`dist/${app.project} is missing: run npm run build`);
    const server = createStaticServer({ dir, cors: !app.host, apiPort });
    server.warm();
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(app.port, '127.0.0.1', () => resolve(undefined));
    });
    servers.push(server);
  }
  return () => Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const withApi = !process.argv.includes('--no-api');
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
  const apps = only ? APPS.filter((a) => a.project === only) : APPS;
  if (!apps.length) throw new Error(`unknown app ${only}`);
  // The deploy step: the shell's remotes.json names every remote with its declaration inlined.
  if (!only || only === 'shell') await composeLocal();
  await serveApps({ apps });
  for (const sig of ['SIGTERM', 'SIGINT']) process.on(sig, () => process.exit(0));
  console.log(
    only ? `${only} (production build) on :${apps[0].port}` : `Chowk (production build) at http://localhost:${APPS[0].port}`,
  );
  if (withApi) {
    const api = spawn(process.execPath, [path.join(root, 'dist/api/main.js')], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', PORT: String(API_PORT) },
    });
    api.on('exit', (code) => {
      console.error(`API exited with code ${code}`);
      process.exit(code ?? 1);
    });
  }
}
