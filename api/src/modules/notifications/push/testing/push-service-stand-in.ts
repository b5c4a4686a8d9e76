/**
 * For the Web Push specs: a local stand-in for a push service (FCM, Mozilla's, Apple's) on
 * 127.0.0.1 that records what the API posts and answers what the test says, the keys a browser
 * makes when it subscribes, and what the browser does with a push: decrypt it (RFC 8291,
 * aes128gcm, with http_ece) and read the VAPID token (RFC 8292).
 */
import { createECDH, createPublicKey, type ECDH, randomBytes, randomUUID, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

export interface PushRequest {
  method?: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** How the stand-in answers a path: a status, or 'hang' (it reads the request and says nothing). */
export type StandInAnswer = number | 'hang';

export interface PushServiceStandIn {
  origin: string;
  requests: PushRequest[];
  /** What `path` answers from now on (201 unless set). */
  answer(path: string, with_: StandInAnswer): void;
  /** The requests that reached `path`. */
  to(path: string): PushRequest[];
  /** Resolves once `n` requests reached `path` (at most `timeoutMs`; then rejects). */
  waitFor(path: string, n: number, timeoutMs?: number): Promise<PushRequest[]>;
  /** Cuts the connections it keeps (a hanging answer, kept-alive sockets). */
  dropConnections(): void;
  close(): Promise<void>;
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const requests: PushRequest[] = [];
  const answers = new Map<string, StandInAnswer>();
  const waiters = new Set<() => void>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      requests.push({ method: req.method, path, headers: req.headers, body: Buffer.concat(chunks) });
      const seen = () => [...waiters].forEach((wake) => wake());
      const answer = answers.get(path) ?? 201;
      if (answer === 'hang') return seen();
      // Waiters learn of an answered request once its answer is on its way.
      res.writeHead(answer, { 'content-type': 'text/plain' }).end(answer < 300 ? '' : `push service says ${answer}`, seen);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const to = (path: string) => requests.filter((r) => r.path === path);
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    answer: (path, with_) => answers.set(path, with_),
    to,
    waitFor: (path, n, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (to(path).length < n) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(to(path));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${n} request(s) to ${path} did not come`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    dropConnections: () => server.closeAllConnections(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What a browser holds for one subscription: its key pair and auth secret, and the JSON it sends. */
export interface BrowserSubscription {
  endpoint: string;
  path: string;
  ecdh: ECDH;
  auth: string;
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
}

/** A new subscription to the stand-in, as PushManager.subscribe makes one (P-256 keys, 16 random auth bytes). */
export function browserSubscription(origin: string): BrowserSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const path = `/push/${randomUUID()}`;
  const endpoint = `${origin}${path}`;
  return {
    endpoint,
    path,
    ecdh,
    auth,
    json: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } },
  };
}

/** The push's JSON, decrypted as the browser does (aes128gcm: the header carries salt and the sender's key). */
export function decryptPush(request: PushRequest, subscription: BrowserSubscription): unknown {
  const plain = decrypt(request.body, { version: 'aes128gcm', privateKey: subscription.ecdh, authSecret: subscription.auth });
  return JSON.parse(plain.toString('utf8'));
}

/**
 * The VAPID `Authorization: vapid t=<JWT>, k=<public key>` header read and checked: the JWT's
 * ES256 signature verifies against k. Returns k and the JWT's header and claims.
 */
export function readVapid(authorization: string | undefined): {
  k: string;
  header: Record<string, unknown>;
  claims: { aud?: string; exp?: number; sub?: string };
  signatureValid: boolean;
} {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, token, k] = match;
  const [headerPart, claimsPart, signaturePart] = token.split('.');
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signatureValid = verify(
    'sha256',
    Buffer.from(`${headerPart}.${claimsPart}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signaturePart, 'base64url'),
  );
  return {
    k,
    header: JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8')) as Record<string, unknown>,
    claims: JSON.parse(Buffer.from(claimsPart, 'base64url').toString('utf8')) as { aud?: string; exp?: number; sub?: string },
    signatureValid,
  };
}
