import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import type { INestApplication, LoggerService } from '@nestjs/common';
import type { ShutdownTimings } from '../../config';
import { Lifecycle } from './lifecycle';

export interface ShutdownOptions extends ShutdownTimings {
  log: Pick<LoggerService, 'log' | 'warn'>;
}

export interface ShutdownOutcome {
  /** Connections still busy after `timeoutMs`, closed with the requests on them. */
  cut: number;
  /** Whether the modules closed in time (the process may then exit 0). */
  closed: boolean;
}

/** How often, while the last requests finish, the connections that went idle are closed. */
const IDLE_SWEEP_MS = 50;
/** What the modules have to close in, however long the last requests took of `timeoutMs`. */
const MIN_MODULES_CLOSE_MS = 2_000;

/**
 * Stops this instance without losing a request (docs/operations.md "Several API instances"):
 * 1. draining: /api/health answers 503, so the proxy takes the instance out of its pool, and
 *    every answer from now on closes its connection; everything is still served as usual;
 * 2. after `drainMs` (longer than the proxy's health check interval), the event streams end with
 *    a short `retry:`: their clients reconnect to another instance and catch up by Last-Event-ID;
 * 3. no new connection is accepted, and the requests in flight finish (each connection closes as
 *    it goes idle); those still busy after `timeoutMs` are cut;
 * 4. only then does the app close: Nest's close() would end the modules (the database, the Redis
 *    bus, background work) before it closes the HTTP server, under requests still running.
 */
export async function shutDownGracefully(
  app: INestApplication,
  { drainMs, timeoutMs, log }: ShutdownOptions,
): Promise<ShutdownOutcome> {
  const lifecycle = app.get(Lifecycle);
  if (!lifecycle.startDraining()) throw new Error('the shutdown has already started');
  const server = app.getHttpServer() as Server;
  const keepNoConnection = closeConnectionsAfterEachAnswer(server);
  log.log(`Draining: /api/health answers 503; serving ${drainMs} ms more while the proxy takes this instance out`);
  await delay(drainMs);

  const streams = lifecycle.endStreams();
  const started = Date.now();
  log.log(`Ended ${streams} event stream(s); accepting no connection, waiting for ${await openConnections(server)} open`);
  const cut = await stopServing(server, timeoutMs);
  keepNoConnection();
  const waited = Date.now() - started;
  if (cut > 0) log.warn(`Cut ${cut} connection(s) still busy after ${timeoutMs} ms`);
  else log.log(`Every request finished (${waited} ms); closing the modules`);

  const closeMs = Math.max(timeoutMs - waited, MIN_MODULES_CLOSE_MS);
  const closed = await settlesWithin(app.close(), closeMs);
  if (closed) log.log('Closed');
  else log.warn(`The modules did not close within ${closeMs} ms`);
  return { cut, closed };
}

/**
 * From the drain on, each answer closes its connection (HTTP/1.1 `Connection: close`): the proxy
 * opens its next one to an instance in its pool, and none is left idle here, to be closed while a
 * request is on its way over it. Answers the function that stops it.
 */
function closeConnectionsAfterEachAnswer(server: Server): () => void {
  const onRequest = (request: IncomingMessage, response: ServerResponse): void => {
    // Set before Fastify routes the request; a header the route sets itself still wins (a stream's keep-alive).
    if (request.httpVersionMajor < 2 && !response.headersSent) response.setHeader('Connection', 'close');
  };
  server.prependListener('request', onRequest);
  return () => server.off('request', onRequest);
}

/**
 * Stops accepting connections and waits until the open ones have finished their requests, closing
 * each as it goes idle: server.close() closes those idle at the time only, and one whose answer ends
 * later would stay open for its keep-alive timeout. After `timeoutMs` the connections still busy are
 * closed; answers how many.
 */
async function stopServing(server: Server, timeoutMs: number): Promise<number> {
  // A server that never listened (an app driven by inject) closes at once.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    if (await settlesWithin(closed, timeoutMs)) return 0;
    const cut = await openConnections(server);
    server.closeAllConnections();
    await closed;
    return cut;
  } finally {
    clearInterval(sweep);
  }
}

function openConnections(server: Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
}

/** Whether `work` settles within `ms` (its rejection is the caller's). */
async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}
