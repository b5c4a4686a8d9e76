/**
 * Schemathesis against the API's own OpenAPI document: every operation, valid and invalid
 * requests, signed in as the administrator. The bar is 0 server errors and 0 conformance
 * failures: every answer is one the document declares (status, content type, headers, body
 * schema), valid requests are accepted, invalid ones refused, undeclared methods are 405 with
 * `Allow`. Bounded (examples per operation, a fixed seed) to stay within a few minutes on two
 * cores; only 127.0.0.1 is contacted.
 *
 * Schemathesis is installed by `node tools/schemathesis.mjs install` (.ci/run does it).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';

const root = path.resolve(__dirname, '../..');
const SCHEMATHESIS = path.join(root, '.tools/schemathesis/bin/schemathesis');
/** Per-operation expectations (the customer OTP routes' 400 for a code the fuzzer cannot know). */
const CONFIG_FILE = path.join(__dirname, 'schemathesis.toml');
/** The production build (`nx build api`); FUZZ_API_MAIN names another build of it. */
const API_MAIN = process.env.FUZZ_API_MAIN ?? path.join(root, 'dist/api/main.js');

/** Per operation and phase: ~2,100 requests, 1 to 1.5 minutes on 2 cores. */
const MAX_EXAMPLES = Number(process.env.FUZZ_MAX_EXAMPLES ?? 50);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const CHECKS = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_headers_conformance',
  'response_schema_conformance',
  'negative_data_rejection',
  'positive_data_acceptance',
  'missing_required_header',
  'unsupported_method',
  'allow_header_conformance',
  'use_after_free',
  'ensure_resource_availability',
  'ignored_auth',
];

/** The routes of a shopkeeper's own shop: its settings, menu (its option groups too) and orders (the order desk). */
const SHOPKEEPER_PATHS = '^/api/(shops/\\{id\\}|menu-sections|products|option-groups|orders/shop/|orders/\\{id\\}/status)';

/** A shopkeeper with a shop, through the API: a category and a district (as the admin), then the signup. */
async function signUpShopkeeper(origin: string, adminToken: string): Promise<string> {
  const post = async (route: string, body: object, token?: string) => {
    const res = await fetch(`${origin}/api${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (res.status !== 201) throw new Error(`POST ${route}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, { _id: string }> & { token: string };
  };
  const { category } = await post('/categories', { name: 'Fuzz Tea Stalls' }, adminToken);
  const { state } = await post('/areas/states', { name: 'Fuzz State', code: 'FZ' }, adminToken);
  const { city } = await post('/areas/cities', { name: 'Fuzz City', stateId: state._id }, adminToken);
  const { district } = await post('/areas/districts', { name: 'Fuzz District', cityId: city._id }, adminToken);
  const { token } = await post('/auth/signup', {
    user_name: 'Fuzz Owner',
    shop_name: 'Fuzz Chai',
    shop_category_id: category._id,
    district_id: district._id,
    mobile: '9876500077',
    password: 'fuzz1234',
  });
  return token;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string, api: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (api.exitCode !== null) throw new Error(`the API exited with ${api.exitCode} at start-up`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${base}/api/health did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function run(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd: string },
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('OpenAPI document, fuzzed (Schemathesis)', () => {
  let api: ChildProcess | undefined;
  let workDir: string;
  let serverLog = '';

  beforeAll(() => {
    if (!existsSync(SCHEMATHESIS)) throw new Error('Schemathesis is missing: run `node tools/schemathesis.mjs install`');
    if (!existsSync(API_MAIN)) throw new Error('dist/api/main.js is missing: run `npx nx build api`');
    workDir = mkdtempSync(path.join(os.tmpdir(), 'chowk-fuzz-'));
  });

  afterAll(async () => {
    if (api && api.exitCode === null) {
      const exited = new Promise((resolve) => api?.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
    }
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('0 server errors, 0 conformance failures', async () => {
    const base = process.env.MONGODB_URI;
    if (!base) throw new Error('MONGODB_URI is not set (api/jest/global-setup.mjs sets it)');
    // Its own database, empty at the start (a MONGODB_URI of a real server may hold an earlier run's).
    const databaseUri = base.replace(/^(mongodb(?:\+srv)?:\/\/[^/?]+)(\/[^?]*)?/, '$1/chowk_fuzz');
    const connection = await mongoose.createConnection(databaseUri).asPromise();
    await connection.dropDatabase();
    await connection.close();

    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    api = spawn(process.execPath, [API_MAIN], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        PORT: String(port),
        MONGODB_URI: databaseUri,
        // Server errors are what this test is for: their log lines go to the output.
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    api.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
    api.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
    await waitForHealth(origin, api, 30_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${serverLog}`);
    });

    // One sign-in (the admin sign-in counts failures per address; this one succeeds).
    const login = await fetch(`${origin}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ secret: 'dev-admin-secret', email: 'admin@example.com', password: 'admin1234' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };

    // The shop's routes answer the administrator 403 before they read a body: a second run with a
    // shopkeeper's token, on those routes alone, fuzzes their bodies, queries and ids. Signed up
    // first: the admin's run spends the signup's rate limit.
    const shopkeeperToken = await signUpShopkeeper(origin, token);
    const admin = await fuzz('admin', token, []);
    const shopkeeper = await fuzz('shopkeeper', shopkeeperToken, ['--include-path-regex', SHOPKEEPER_PATHS]);
    if (serverLog.trim()) process.stdout.write(`\nAPI log (errors):\n${serverLog}\n`);
    expect({
      admin: admin.code,
      shopkeeper: shopkeeper.code,
      serverErrors: serverLog.match(/"level":50/g)?.length ?? 0,
    }).toEqual({ admin: 0, shopkeeper: 0, serverErrors: 0 });
    expect(admin.output).not.toMatch(/\bFAILURES\b/);
    expect(shopkeeper.output).not.toMatch(/\bFAILURES\b/);

    /** One Schemathesis run with this bearer token; its JUnit summary printed. */
    async function fuzz(who: string, bearer: string, extra: string[]) {
      const report = path.join(workDir, `junit-${who}.xml`);
      process.stdout.write(`\nSchemathesis as the ${who}\n`);
      const result = await run(
        SCHEMATHESIS,
        [
          '--config-file',
          CONFIG_FILE,
          'run',
          `${origin}/api/docs-json`,
          '--checks',
          CHECKS.join(','),
          '--max-examples',
          String(MAX_EXAMPLES),
          '--seed',
          String(SEED),
          '--generation-database',
          'none',
          '--workers',
          '1',
          '--request-timeout',
          '10',
          '--header',
          `Authorization: Bearer ${bearer}`,
          '--no-color',
          '--report',
          'junit',
          '--report-junit-path',
          report,
          ...extra,
        ],
        // In a throwaway folder: Schemathesis keeps its replay store (.schemathesis/) in the cwd.
        { env: { PATH: process.env.PATH, HOME: workDir, NO_COLOR: '1' }, cwd: workDir },
      );
      const summary = existsSync(report) ? readFileSync(report, 'utf8').match(/<testsuites[^>]*>/)?.[0] : undefined;
      if (summary) process.stdout.write(`\n${who}: ${summary}\n`);
      return result;
    }
  });
});
