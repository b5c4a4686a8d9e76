/* global fetch, AbortSignal -- Node 20 globals the shared ESLint config does not list */
// Chowk's production topology on one machine, as it runs on several (docs/operations.md,
// "Production topology"): the database (FerretDB here, a replica set's MONGODB_URI in
// production), Redis, N stateless API instances from dist/api on loopback ports, and Caddy in
// front on one HTTPS origin serving a release of the static builds. Every long-running part is
// supervised (tools/supervise.mjs): one that dies is started again with backoff, on the same
// port and data. `npm run serve:prod` (serve-prod.mjs) runs it; the topology's test and the
// benchmark start their own on free ports.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Agent } from 'undici';
import { PORTS } from '../apps.mjs';
import { superviseFerretDB } from '../ferretdb.mjs';
import { serviceWorkerPolicy } from '../security-headers.mjs';
import { runningChild, supervise } from '../supervise.mjs';
import { caddyfile, HEALTH_INTERVAL_MS } from './caddyfile.mjs';
import { localProductionEnv } from './local-env.mjs';
import { prepareRelease, releasePolicy } from './release.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What `npm run serve:prod` runs when not told otherwise (tools/ports.json). */
export const PROD_DEFAULTS = {
  instances: 2,
  ports: { site: PORTS.prodSite, http: PORTS.prodHttp, api: PORTS.prodApi, redis: PORTS.prodRedis, database: PORTS.prodDatabase },
  dataDir: path.join(root, '.data', 'prod'),
};

/**
 * How long a stopping API instance may take before it is killed: its drain (SHUTDOWN_DRAIN_MS,
 * 2 s) and the requests it holds (SHUTDOWN_TIMEOUT_MS, 10 s), with room to spare. The systemd
 * unit's TimeoutStopSec is the same.
 */
export const API_STOP_TIMEOUT_MS = 20_000;

/** A start that is not answering /api/health (or the proxy) after this has failed. */
const START_TIMEOUT_MS = 60_000;

/**
 * An HTTPS client that trusts Caddy's local CA (for `fetch(url, { dispatcher })`); `allowH2`
 * lets it speak HTTP/2 as browsers do.
 * @param {string} caCert the root certificate's file (PEM)
 * @param {{ allowH2?: boolean, connections?: number }} [options]
 */
export function trustingAgent(caCert, { allowH2 = false, connections } = {}) {
  return new Agent({ connect: { ca: readFileSync(caCert, 'utf8') }, allowH2, ...(connections ? { connections } : {}) });
}

/**
 * Writes each line a child prints to its log file, and to `echo` with a `[name]` prefix.
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} name
 * @param {{ logDir: string, echo?: (line: string) => void }} o
 */
function logOutput(child, name, { logDir, echo }) {
  const file = createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' });
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk) => {
      file.write(chunk);
      if (echo)
        String(chunk)
          .split('\n')
          .filter((line) => line.trim())
          .forEach((line) => echo(`[${name}] ${line}`));
    });
  child.once('exit', () => file.end());
}

/**
 * Waits until `check` resolves true, a child exits, or the time is up.
 * @param {() => Promise<boolean>} check
 * @param {{ what: string, child?: import('node:child_process').ChildProcess, timeoutMs?: number, logFile?: string }} o
 */
async function until(check, { what, child, timeoutMs = START_TIMEOUT_MS, logFile }) {
  const deadline = Date.now() + timeoutMs;
  const tail = () =>
    logFile && existsSync(logFile) ? `\n${readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n')}` : '';
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`${what}: exited (${child.signalCode ?? `code ${child.exitCode}`})${tail()}`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) {
      child?.kill('SIGKILL');
      throw new Error(`${what}: not ready within ${timeoutMs / 1000} s${tail()}`);
    }
    await sleep(100);
  }
}

/** @param {number} port @returns {Promise<boolean>} whether something accepts connections on it */
const listening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(true)).once('error', () => resolve(false));
    socket.setTimeout(1_000, () => resolve(false));
    socket.once('close', () => socket.destroy());
    socket.once('connect', () => socket.end());
  });

/** @param {string} url @param {import('undici').Dispatcher} [dispatcher] */
const answersOk = async (url, dispatcher) => {
  const res = await fetch(url, /** @type {RequestInit} */ ({ signal: AbortSignal.timeout(2_000), dispatcher }));
  await res.body?.cancel();
  return res.ok;
};

/**
 * @typedef {object} TopologyOptions
 * @property {number} [instances]  API instances (2 or more to survive a restart without a gap)
 * @property {Partial<typeof PROD_DEFAULTS.ports>} [ports]
 * @property {string} [dataDir]    the database, Redis's folder, Caddy's CA, the release, the logs
 * @property {boolean} [seed]      write the demo data (the dev seed) first; default: with a local database only
 * @property {NodeJS.ProcessEnv} [env] where MONGODB_URI, REDIS_URL and the API's production variables are read
 * @property {(line: string) => void} [log] the topology's own lines (starts, restarts, rolls)
 * @property {(line: string) => void} [echo] every part's output, prefixed (`[api-1] …`); only to the log files when absent
 */

/**
 * Starts the whole topology; resolves once the site answers over HTTPS.
 * @param {TopologyOptions} [options]
 */
export async function startTopology({
  instances: count = PROD_DEFAULTS.instances,
  ports: portsAsked = {},
  dataDir = PROD_DEFAULTS.dataDir,
  seed,
  env = process.env,
  log = () => undefined,
  echo,
} = {}) {
  const ports = { ...PROD_DEFAULTS.ports, ...portsAsked };
  const logDir = path.join(dataDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const origin = `https://localhost:${ports.site}`;
  /** @type {(() => Promise<unknown>)[]} */
  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
  };

  try {
    // The database: a replica set given by MONGODB_URI, else FerretDB over its own PostgreSQL.
    let dbUri = env.MONGODB_URI;
    if (!dbUri) {
      const db = await superviseFerretDB({ dataDir: path.join(dataDir, 'db'), port: ports.database, durable: true }, { log });
      stops.push(db.stop);
      dbUri = db.uri;
      log(`FerretDB on ${dbUri}`);
    }

    // Redis: rate limits, live order events and alerts shared by the instances.
    let redisUrl = env.REDIS_URL;
    if (!redisUrl) {
      const redisDir = path.join(dataDir, 'redis');
      mkdirSync(redisDir, { recursive: true });
      const redis = await supervise(
        async () => {
          const child = spawn(
            env.REDIS_SERVER || 'redis-server',
            ['--port', String(ports.redis), '--bind', '127.0.0.1', '--dir', redisDir, '--save', '', '--appendonly', 'no'],
            { stdio: ['ignore', 'pipe', 'pipe'] },
          );
          logOutput(child, 'redis', { logDir, echo });
          await until(() => listening(ports.redis), { what: 'redis-server', child, logFile: path.join(logDir, 'redis.log') });
          return runningChild(child);
        },
        { name: 'Redis', log },
      );
      stops.push(redis.stop);
      redisUrl = `redis://127.0.0.1:${ports.redis}`;
      log(`Redis on ${redisUrl}`);
    }

    const { vars, standIns } = localProductionEnv({ file: path.join(dataDir, 'local.env.json'), origin, env });
    if (standIns.length)
      log(
        `${standIns.length} production variables are local stand-ins that send nothing (${path.join(dataDir, 'local.env.json')}): a real deploy sets them`,
      );
    const apiEnv = { ...env, ...vars, NODE_ENV: 'production', MONGODB_URI: dbUri, REDIS_URL: redisUrl };

    if (seed ?? !env.MONGODB_URI) {
      const child = spawn(process.execPath, [path.join(root, 'dist/api/seed.js')], {
        env: { ...apiEnv, NODE_ENV: 'development' }, // the seed refuses production
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      logOutput(child, 'seed', { logDir });
      const code = await new Promise((resolve) => child.once('exit', resolve));
      if (code !== 0) throw new Error(`the seed failed (code ${code}): see ${path.join(logDir, 'seed.log')}`);
      log('demo data seeded (idempotent)');
    }

    // The API instances, each on its own port.
    /** @type {{ name: string, port: number, origin: string, supervised: import('../supervise.mjs').Supervised<ReturnType<typeof runningChild> & { child: import('node:child_process').ChildProcess }> }[]} */
    const apis = [];
    for (let i = 0; i < count; i++) {
      const name = `api-${i + 1}`;
      const port = ports.api + i;
      const apiOrigin = `http://127.0.0.1:${port}`;
      const supervised = await supervise(
        async () => {
          const child = spawn(process.execPath, [path.join(root, 'dist/api/main.js')], {
            env: { ...apiEnv, PORT: String(port) },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          logOutput(child, name, { logDir, echo });
          await until(() => answersOk(`${apiOrigin}/api/health`), {
            what: `${name} on :${port}`,
            child,
            logFile: path.join(logDir, `${name}.log`),
          });
          return Object.assign(runningChild(child, { killAfterMs: API_STOP_TIMEOUT_MS }), { child });
        },
        { name, log, describe: (running) => `on :${port} (pid ${running.pid})` },
      );
      stops.push(supervised.stop);
      apis.push({ name, port, origin: apiOrigin, supervised });
      log(`${name} on :${port}`);
    }

    // The release and the proxy.
    const www = path.join(dataDir, 'www');
    await prepareRelease({ www, origin, log });
    const caddyDir = path.join(dataDir, 'caddy');
    const config = path.join(caddyDir, 'Caddyfile');
    mkdirSync(caddyDir, { recursive: true });
    writeFileSync(
      config,
      caddyfile({
        header: 'Written by tools/prod/topology.mjs for this machine; deploy/Caddyfile is the one for real servers.',
        site: origin,
        internalTls: true,
        upstreams: apis.map((api) => `127.0.0.1:${api.port}`),
        www,
        csp: releasePolicy(www),
        serviceWorkerCsp: serviceWorkerPolicy(),
        admin: `unix/${path.join(caddyDir, 'admin.sock')}`,
        storage: path.join(caddyDir, 'data'),
        httpPort: ports.http,
      }),
    );
    const caCert = path.join(caddyDir, 'data', 'pki', 'authorities', 'local', 'root.crt');
    /** @type {import('undici').Agent | undefined} */
    let agent;
    const caddy = await supervise(
      async () => {
        const child = spawn(env.CADDY || 'caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
          env: { ...env, HOME: caddyDir, XDG_DATA_HOME: caddyDir, XDG_CONFIG_HOME: caddyDir },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        logOutput(child, 'caddy', { logDir, echo });
        await until(
          async () => {
            if (!existsSync(caCert)) return false;
            agent ??= trustingAgent(caCert);
            return answersOk(`${origin}/api/health`, agent);
          },
          { what: `Caddy on ${origin}`, child, logFile: path.join(logDir, 'caddy.log') },
        );
        return runningChild(child);
      },
      { name: 'Caddy', log },
    );
    stops.push(caddy.stop);
    stops.push(async () => agent?.close());
    log(`Chowk at ${origin} (HTTP/2 and HTTP/3; Caddy's local CA: ${caCert})`);

    return {
      origin,
      caCert,
      dbUri,
      redisUrl,
      logDir,
      instances: apis.map(({ name, port, origin: o, supervised }) => ({
        name,
        port,
        origin: o,
        pid: () => supervised.current.pid,
      })),
      /**
       * Ends instance `index` abruptly (SIGKILL by default): its supervisor starts it again after
       * its backoff, and the proxy takes it back at its first good health answer.
       * @param {number} index @param {NodeJS.Signals} [signal]
       */
      kill(index, signal = 'SIGKILL') {
        apis[index].supervised.current.child.kill(signal);
      },
      /**
       * The rolling restart: one instance at a time is told to stop (SIGTERM: it leaves the
       * pool, drains and exits), started again at once, and waited for until it answers and the
       * proxy has checked it, before the next; the others carry the traffic meanwhile.
       */
      async roll() {
        const started = Date.now();
        /** @type {{ name: string, ms: number }[]} */
        const steps = [];
        for (const api of apis) {
          const t0 = Date.now();
          const before = api.supervised.current;
          log(`rolling ${api.name}`);
          await api.supervised.restart();
          await until(async () => api.supervised.current !== before, { what: `${api.name}'s restart` });
          // The proxy's next health check (every HEALTH_INTERVAL_MS) puts it back in the pool.
          await sleep(HEALTH_INTERVAL_MS * 2 + 100);
          steps.push({ name: api.name, ms: Date.now() - t0 });
          log(`${api.name} back in the pool (pid ${api.supervised.current.pid}) after ${Date.now() - t0} ms`);
        }
        return { restarted: apis.length, ms: Date.now() - started, steps };
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
