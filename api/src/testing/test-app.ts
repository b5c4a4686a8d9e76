/**
 * API test harness: the production app from `createApp()` on a real database (FerretDB from
 * jest/global-setup.mjs, or MONGODB_URI), one database per test file, requests through
 * Fastify's `inject` (the whole HTTP pipeline, no socket).
 */
import path from 'node:path';
import { JwtService } from '@nestjs/jwt';
import { getConnectionToken } from '@nestjs/mongoose';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import mongoose, { type Connection } from 'mongoose';
import type { DestinationStream } from 'pino';
import { ROLE_SHOPKEEPER } from '@chowk/contracts';
import { createApp } from '../bootstrap';
import { clearUntranslated, untranslatedTexts } from '../common/i18n/response-language';
import { DEV_ADMIN_DEFAULTS } from '../config';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  body?: unknown;
  /** A raw payload sent as is (malformed JSON, oversized bodies). */
  raw?: string;
  token?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
  /**
   * The client address as the loopback proxy reports it (X-Forwarded-For), which the API takes
   * as `request.ip`: rate-limited routes count per address (see `newClientAddress`).
   */
  forwardedFor?: string;
}

// Test code reads response bodies ad hoc (reply.body.category._id); a loose type keeps that short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

export interface TestApp {
  app: NestFastifyApplication;
  connection: Connection;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call<T = any>(method: Method, url: string, options?: CallOptions): Promise<Reply<T>>;
  /** A real admin token, from POST /api/auth/admin/login with the dev credentials. */
  adminToken(): Promise<string>;
  /**
   * A valid shopkeeper token (role shopkeeper, not admin) for an account that does not exist;
   * `signupShopkeeper` (testing/shopkeepers.ts) makes a real shopkeeper through the API.
   */
  shopkeeperToken(): string;
  /** How many documents a collection holds. */
  count(collection: string): Promise<number>;
  /**
   * Closes the app, and fails when an answer of this file's tests carried a text without its
   * Hindi or Tamil (docs/api.md "Languages": add it to @chowk/contracts and its catalogues).
   */
  close(): Promise<void>;
}

/** A database name per test file: `chowk_test_<file>`. */
export function databaseName(testFile: string): string {
  const name = path
    .basename(testFile)
    .replace(/\.spec\.ts$/, '')
    .replace(/[^a-zA-Z0-9]+/g, '_');
  return `chowk_test_${name}`.slice(0, 60);
}

export function databaseUri(dbName: string): string {
  const base = process.env.MONGODB_URI;
  if (!base) throw new Error('MONGODB_URI is not set: run the API tests with `jest -c api/jest.config.js`');
  // Replace the path (database) and keep hosts and options; `new URL` cannot parse seed lists.
  return base.replace(/^(mongodb(?:\+srv)?:\/\/[^/?]+)(\/[^?]*)?/, `$1/${dbName}`);
}

/**
 * The environment of a test app: test mode on its own database, nothing else from the shell
 * but LOG_LEVEL (`LOG_LEVEL=error npx jest -c api/jest.config.js` shows server errors).
 */
export function testEnv(dbName: string, overrides: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { NODE_ENV: 'test', MONGODB_URI: databaseUri(dbName), LOG_LEVEL: process.env.LOG_LEVEL, ...overrides };
}

export async function dropDatabase(dbName: string): Promise<void> {
  const connection = await mongoose.createConnection(databaseUri(dbName)).asPromise();
  try {
    await connection.dropDatabase();
  } finally {
    await connection.close();
  }
}

export async function createTestApp(
  testFile: string,
  options: { env?: NodeJS.ProcessEnv; logStream?: DestinationStream; keepData?: boolean } = {},
): Promise<TestApp> {
  const dbName = databaseName(testFile);
  if (!options.keepData) await dropDatabase(dbName);
  const app = await createApp({ env: testEnv(dbName, options.env), logStream: options.logStream });
  const connection = app.get<Connection>(getConnectionToken());
  // The unique indexes must exist before a test relies on them.
  await Promise.all(Object.values(connection.models).map((model) => model.init()));

  const call = async <T>(method: Method, url: string, callOptions: CallOptions = {}): Promise<Reply<T>> => {
    const headers: Record<string, string> = { ...callOptions.headers };
    if (callOptions.forwardedFor) headers['x-forwarded-for'] = callOptions.forwardedFor;
    if (callOptions.token) headers.authorization = `Bearer ${callOptions.token}`;
    let payload: string | undefined;
    if (callOptions.raw !== undefined) payload = callOptions.raw;
    else if (callOptions.body !== undefined) payload = JSON.stringify(callOptions.body);
    if (payload !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    const response = await app.inject({
      method,
      url,
      headers,
      payload,
      ...(callOptions.remoteAddress ? { remoteAddress: callOptions.remoteAddress } : {}),
    });
    let body: unknown = response.body;
    if (String(response.headers['content-type'] ?? '').includes('application/json')) body = response.json();
    return { status: response.statusCode, body: body as T, headers: response.headers };
  };

  let adminToken: string | undefined;
  return {
    app,
    connection,
    call,
    async adminToken() {
      if (adminToken) return adminToken;
      const { status, body } = await call<{ token: string }>('POST', '/api/auth/admin/login', {
        body: {
          secret: options.env?.ADMIN_SECRET ?? DEV_ADMIN_DEFAULTS.ADMIN_SECRET,
          email: options.env?.ADMIN_EMAIL ?? DEV_ADMIN_DEFAULTS.ADMIN_EMAIL,
          password: options.env?.ADMIN_PASSWORD ?? DEV_ADMIN_DEFAULTS.ADMIN_PASSWORD,
        },
      });
      if (status !== 200) throw new Error(`admin login failed: ${status} ${JSON.stringify(body)}`);
      adminToken = body.token;
      return adminToken;
    },
    shopkeeperToken() {
      return app.get(JwtService).sign({ sub: '665f1c2e8b3e4a0012345678', role: ROLE_SHOPKEEPER });
    },
    count: (collection) => connection.collection(collection).countDocuments(),
    async close() {
      await app.close();
      const missing = untranslatedTexts();
      clearUntranslated();
      if (missing.length > 0) {
        throw new Error(
          `Answers carried texts without a Hindi or Tamil translation (libs/contracts/src/lib/i18n/catalogues): ${JSON.stringify(missing)}`,
        );
      }
    },
  };
}

let clientCount = 0;

/**
 * An address no other call of this test file has used (198.18.0.0/15, a range for tests), to
 * send as `forwardedFor`: a test of a rate-limited route then has a fresh budget of its own.
 */
export function newClientAddress(): string {
  clientCount += 1;
  return `198.18.${Math.floor(clientCount / 250)}.${(clientCount % 250) + 1}`;
}

/** An ObjectId that no document has. */
export const MISSING_ID = '0123456789abcdef01234567';
