import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { generateRequestDetails, getVapidHeaders } from 'web-push';
import type { ChowkPush } from '@chowk/contracts';

/** How long one push may take (queued, connected, answered) before it counts as failed. */
export const PUSH_TIMEOUT_MS = 10_000;
/** The owner's "Send a test alert" waits on its answer: a shorter bound. */
export const PUSH_TEST_TIMEOUT_MS = 5_000;
/** How long a push service keeps an alert for a device that is off (4 hours: an order goes stale). */
export const PUSH_TTL_SECONDS = 4 * 60 * 60;
/** Connections per push service (FCM, Mozilla, Apple…): a shop's devices share a few. */
const SOCKETS_PER_HOST = 64;
/** A VAPID token (JWT) is made per push service and used for an hour of its 12 (RFC 8292 allows 24). */
const VAPID_TOKEN_HOURS = 12;
const VAPID_TOKEN_REUSE_MS = 60 * 60_000;
/** Of a push service's refusal, the start of its body goes in the log. */
const REASON_CHARS = 200;

export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** One device: where its pushes go and the keys they are encrypted to. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type PushOutcome =
  | { status: 'sent' }
  /** 404 or 410: the subscription is over (unsubscribed, expired, the app uninstalled). */
  | { status: 'gone'; code: number }
  | { status: 'failed'; reason: string };

/**
 * Addresses a push service never has: this machine, private networks, link-local, carrier NAT,
 * benchmarking, multicast and reserved ranges. Production refuses to connect to them, so a
 * subscription cannot make the API post to its own network (an endpoint's host is a name the
 * API resolves; IP addresses are refused by the endpoint's rule already).
 */
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  // (IPv4-mapped addresses, ::ffff:a.b.c.d, are checked against the IPv4 rules by BlockList itself.)
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** dns.lookup, keeping only public addresses (none left: the connection fails with EPRIVATE). */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const allowed = addresses.filter(({ address }) => isPublicAddress(address));
    if (!allowed.length) {
      const refused = Object.assign(new Error(`${hostname} resolves to no public address`), { code: 'EPRIVATE' });
      return callback(refused, '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, allowed);
    callback(null, allowed[0].address, allowed[0].family);
  });
};

/**
 * Sends one push to one device: the payload encrypted to the device's keys (RFC 8291, aes128gcm)
 * and signed for the application server (VAPID, RFC 8292), both by the `web-push` package
 * (`generateRequestDetails`, `getVapidHeaders`). The request itself is this class's, so that it
 * has a hard deadline (queue, connection and answer), keeps a few connections per push service
 * alive, speaks plain HTTP to the local stand-ins of development and tests, and in production
 * connects only to public addresses.
 */
export class PushSender {
  private readonly httpsAgent: https.Agent;
  private readonly httpAgent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS_PER_HOST });
  /** Per push service origin (the JWT's `aud`): its Authorization header and until when it is used. */
  private readonly tokens = new Map<string, { header: string; until: number; key: string }>();

  constructor(
    private readonly vapid: () => Promise<VapidDetails>,
    private readonly options: { publicAddressesOnly: boolean },
  ) {
    this.httpsAgent = new https.Agent({
      keepAlive: true,
      maxSockets: SOCKETS_PER_HOST,
      ...(options.publicAddressesOnly ? { lookup: publicLookup } : {}),
    });
  }

  async send(target: PushTarget, push: ChowkPush, options: { timeoutMs: number; ttlSeconds?: number }): Promise<PushOutcome> {
    const url = new URL(target.endpoint);
    if (url.protocol !== 'https:' && (this.options.publicAddressesOnly || url.protocol !== 'http:')) {
      return { status: 'failed', reason: `refused to send to ${url.protocol} (https only)` };
    }
    const vapid = await this.vapid();
    let details: ReturnType<typeof generateRequestDetails>;
    try {
      details = generateRequestDetails({ endpoint: target.endpoint, keys: target.keys }, JSON.stringify(push), {
        TTL: options.ttlSeconds ?? PUSH_TTL_SECONDS,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
        headers: { Authorization: this.authorization(url.origin, vapid) },
      });
    } catch (error) {
      // Keys that are no P-256 point: the browser never sends such, so a device made up by hand.
      return { status: 'failed', reason: `could not encrypt to this device's keys: ${messageOf(error)}` };
    }
    return this.post(url, details.headers, details.body, options.timeoutMs);
  }

  /** Closes the kept-alive connections (the app's shutdown). */
  close(): void {
    this.httpsAgent.destroy();
    this.httpAgent.destroy();
  }

  /** `vapid t=<JWT>, k=<public key>` for a push service's origin, made once an hour per origin. */
  private authorization(audience: string, vapid: VapidDetails): string {
    // Real time, not the business Clock: the push service checks `exp` against its own clock.
    const now = Date.now();
    const cached = this.tokens.get(audience);
    if (cached && cached.until > now && cached.key === vapid.publicKey) return cached.header;
    const expiration = Math.floor(now / 1000) + VAPID_TOKEN_HOURS * 60 * 60;
    const header = getVapidHeaders(
      audience,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      expiration,
    ).Authorization;
    this.tokens.set(audience, { header, until: now + VAPID_TOKEN_REUSE_MS, key: vapid.publicKey });
    return header;
  }

  private post(url: URL, headers: Record<string, string | number>, body: Buffer | null, timeoutMs: number): Promise<PushOutcome> {
    return new Promise<PushOutcome>((resolve) => {
      let settled = false;
      const finish = (outcome: PushOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        resolve(outcome);
      };
      const isHttps = url.protocol === 'https:';
      const request = (isHttps ? https : http).request(
        url,
        { method: 'POST', headers, agent: isHttps ? this.httpsAgent : this.httpAgent },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            if (text.length < REASON_CHARS) text += chunk;
          });
          response.on('end', () => {
            const code = response.statusCode ?? 0;
            if (code >= 200 && code < 300) finish({ status: 'sent' });
            else if (code === 404 || code === 410) finish({ status: 'gone', code });
            else finish({ status: 'failed', reason: `HTTP ${code} ${text.slice(0, REASON_CHARS)}`.trim() });
          });
          response.on('error', (error) => finish({ status: 'failed', reason: `unreachable: ${messageOf(error)}` }));
        },
      );
      const deadline = setTimeout(() => {
        finish({ status: 'failed', reason: `unreachable: no answer within ${timeoutMs} ms` });
        request.destroy();
      }, timeoutMs);
      request.on('error', (error) => finish({ status: 'failed', reason: `unreachable: ${messageOf(error)}` }));
      request.end(body ?? undefined);
    });
  }
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message || ((error as NodeJS.ErrnoException).code ?? error.name) : String(error);
