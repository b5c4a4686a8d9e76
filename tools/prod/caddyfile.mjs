// The front proxy's configuration (Caddy 2.6, Debian's package): one HTTPS origin for the whole
// site. `/api` goes to the pool of API instances (active health checks on /api/health, retries
// of what may be sent twice), `/remotes/<project>/` serves each remote's release, `/remotes.json`
// the release's manifest, and everything else the shell (client-side routes fall back to its
// index.html). The same generator writes the local topology's file (tools/prod/topology.mjs) and
// the checked-in one for real servers (deploy/Caddyfile, with Caddy's {$ENV} placeholders), so
// the two cannot drift: tools/prod/caddyfile.test.mjs compares them.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { APPS } from '../apps.mjs';
import { serviceWorkerPolicy } from '../security-headers.mjs';

/** The remotes (every app but the shell) and the path each is served under. */
export const REMOTE_PATHS = APPS.filter((app) => !app.host).map((app) => ({
  project: app.project,
  path: `/remotes/${app.project}`,
}));

/** Files whose name carries a content hash (the builds' `[name].[contenthash:8]`): cached for a year. */
export const HASHED_FILE = String.raw`\.[0-9a-f]{8}\.(js|css|woff2)$`;

/**
 * How often the proxy asks each API instance for /api/health. An instance told to stop keeps
 * serving SHUTDOWN_DRAIN_MS (2 s in production) after its health turns 503, so this must be well
 * under that: the proxy has taken it out of the pool before it stops listening.
 */
export const HEALTH_INTERVAL_MS = 500;

/**
 * @typedef {object} CaddyfileOptions
 * @property {string} site           the site address: `https://localhost:8443`, or `{$CHOWK_SITE}`
 * @property {boolean} [internalTls] Caddy's own local CA (a machine without a public name); else ACME
 * @property {string[] | string} upstreams the API instances (`127.0.0.1:3101`…), or one placeholder
 * @property {string} www            the release folder: `shell/` and one folder per remote project
 * @property {string} csp            the pages' Content-Security-Policy (tools/security-headers.mjs)
 * @property {string} serviceWorkerCsp the service worker script's own policy
 * @property {string} [admin]        Caddy's admin endpoint (`unix//path`, `localhost:2019`, `off`)
 * @property {string} [storage]      where Caddy keeps its CA and certificates (default: its data folder)
 * @property {number} [httpPort]     the plain-HTTP port Caddy would otherwise take (80)
 * @property {string} [header]       a comment at the top of the file
 */

/** @param {string} text @param {number} depth */
const indent = (text, depth) =>
  text
    .split('\n')
    .map((line) => (line ? '\t'.repeat(depth) + line : line))
    .join('\n');

/**
 * The snippet every static answer imports: the headers tools/serve.mjs sends (but the policy,
 * which the service worker's script has its own of), a year's caching for hashed files and
 * `no-cache` (revalidate) for the rest: remotes.json, each remoteEntry.js and remote.json, pages.
 */
const STATIC_SNIPPET = `(static) {
	@hashed path_regexp hashed ${HASHED_FILE}
	@unhashed not path_regexp unhashed ${HASHED_FILE}
	header @hashed Cache-Control "public, max-age=31536000, immutable"
	header @unhashed Cache-Control "no-cache"
	header {
		X-Content-Type-Options nosniff
		Referrer-Policy strict-origin-when-cross-origin
		X-Frame-Options DENY
		Strict-Transport-Security "max-age=31536000; includeSubDomains"
	}
	@manifest path *.webmanifest
	header @manifest Content-Type "application/manifest+json; charset=utf-8"
	file_server {
		precompressed br gzip
	}
}`;

/** @param {CaddyfileOptions} o */
function apiRoute(o) {
  const upstreams = Array.isArray(o.upstreams) ? o.upstreams.join(' ') : o.upstreams;
  return `# The API pool. An instance leaves it when its /api/health answers anything but 200 (a
# stopping instance answers 503 at once, then serves on for SHUTDOWN_DRAIN_MS), takes longer than
# the API's own database deadline to answer, or cannot be reached; it comes back at its first good
# answer. A request that cannot reach an instance (refused: nothing was sent) is tried on another
# for up to 5 s, whatever its method. One that reached an instance which then failed (killed
# mid-answer) is sent again only if it is a read: Caddy 2.6 cannot send a request body twice
# (its buffer_requests mixes bodies between requests), so a write answers 502, and its client
# sends it again with its Idempotency-Key (the API answers a repeated key with the order it
# placed the first time). No passive health checks: a write whose resend failed for want of its
# body counted as the healthy instance's failure, and took the whole pool out for 2 s.
@api path /api /api/*
handle @api {
	encode zstd gzip {
		match {
			header Content-Type application/json*
		}
	}
	reverse_proxy ${upstreams} {
		lb_policy least_conn
		lb_try_duration 5s
		lb_try_interval 100ms
		lb_retry_match {
			method GET HEAD OPTIONS
		}
		health_uri /api/health
		health_interval ${HEALTH_INTERVAL_MS}ms
		health_timeout 4s
		health_status 200
		# Live order streams (text/event-stream) pass each event on at once.
		flush_interval -1
	}
}`;
}

/** @param {CaddyfileOptions} o */
function remoteRoute(o) {
  return `# The remotes: ${REMOTE_PATHS.map((r) => `${r.path}/`).join(', ')}, each its own release folder.
handle_path /remotes/* {
	root * ${o.www}
	import static
	header Content-Security-Policy "${o.csp}"
	header Access-Control-Allow-Origin *
}`;
}

/** @param {CaddyfileOptions} o */
function shellRoute(o) {
  return `# The shell: its files, and its page for every client-side route.
handle {
	root * ${o.www}/shell
	import static
	@worker path /sw.js
	@page not path /sw.js
	header @worker Content-Security-Policy "${o.serviceWorkerCsp}"
	header @page Content-Security-Policy "${o.csp}"
	# A page reached by a form POST (the payment gateway's return): 303 to itself, loaded by GET.
	@post method POST
	redir @post {uri} 303
	# Client-side routes get the shell's page; a missing file (it has an extension) is a 404.
	@route {
		not file
		not path_regexp \\.[^/]+$
	}
	rewrite @route /index.html
	encode zstd gzip
}`;
}

/**
 * The Caddyfile.
 * @param {CaddyfileOptions} o
 * @returns {string}
 */
export function caddyfile(o) {
  const global = [
    ...(o.admin ? [`admin ${o.admin}`] : []),
    ...(o.storage ? [`storage file_system ${o.storage}`] : []),
    ...(o.httpPort ? [`http_port ${o.httpPort}`] : []),
    // On one machine: no listener on port 80 for redirects to HTTPS, and Caddy's local CA stays
    // in its storage, never added to the machine's trust store. A real server keeps both defaults
    // (http:// redirects to https://; its certificate is a public CA's).
    ...(o.internalTls ? ['auto_https disable_redirects', 'skip_install_trust'] : []),
    'servers {',
    '\tprotocols h1 h2 h3',
    '}',
  ];
  const site = [...(o.internalTls ? ['tls internal'] : []), apiRoute(o), remoteRoute(o), shellRoute(o)].join('\n');
  return `${o.header ? `${o.header.trim().replace(/^/gm, '# ')}\n` : ''}{
${indent(global.join('\n'), 1)}
}

${STATIC_SNIPPET}

${o.site} {
${indent(site, 1)}
}
`;
}

/**
 * deploy/Caddyfile: the same file for real servers, where Caddy fills in the site's name (its
 * certificate from Let's Encrypt), the API instances, the release folder and the pages' policy
 * from its environment (/etc/chowk/caddy.env, read by the caddy.service drop-in).
 * @returns {string}
 */
export const deployCaddyfile = () =>
  caddyfile({
    header: [
      'Chowk behind Caddy on a real server: /etc/caddy/Caddyfile. Written by',
      '`node tools/prod/caddyfile.mjs deploy` (tools/prod/caddyfile.mjs): edit that, not this.',
      'CHOWK_SITE           chowk.example.in (a public name: Caddy gets its certificate by ACME)',
      'CHOWK_API_UPSTREAMS  the API instances, space-separated: 10.0.0.11:3101 10.0.0.12:3101',
      'CHOWK_WWW            the live release: /srv/chowk/www (a symlink to releases/<id>)',
      "CHOWK_CSP            the release's page policy, printed by tools/prod/release.mjs",
    ].join('\n'),
    site: '{$CHOWK_SITE}',
    upstreams: '{$CHOWK_API_UPSTREAMS}',
    www: '{$CHOWK_WWW}',
    csp: '{$CHOWK_CSP}',
    serviceWorkerCsp: serviceWorkerPolicy(),
  });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] !== 'deploy') {
    console.error('usage: node tools/prod/caddyfile.mjs deploy   (writes deploy/Caddyfile)');
    process.exit(2);
  }
  const file = fileURLToPath(new URL('../../deploy/Caddyfile', import.meta.url));
  writeFileSync(file, deployCaddyfile());
  console.log(`wrote ${file}`);
}
