import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { type CustomerOrder, ORDER_EVENTS_HEARTBEAT_MS, ORDER_RESYNC_EVENT, type OrderEventType } from '@chowk/contracts';

/** How long a browser waits before reconnecting a dropped stream (the `retry:` field). */
export const RECONNECT_MS = 3_000;

/**
 * The `retry:` a stream ends with when its instance shuts down: the proxy has taken the instance
 * out of its pool by then, so the client reconnects to another one at once and catches up.
 */
export const SHUTDOWN_RECONNECT_MS = 500;

/**
 * What a reader may leave unread before the stream is dropped: a client that stopped reading
 * (a frozen tab behind a proxy that keeps the socket) costs no more than this, and catches up
 * when it reconnects.
 */
const MAX_UNREAD_BYTES = 256 * 1024;

/** The response headers of a stream: never cached, transformed (compressed) nor buffered by a proxy. */
export const EVENT_STREAM_HEADERS = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
  Connection: 'keep-alive',
} as const;

/** An event's id: the order's updated_at in ms, which a reconnecting client sends back as Last-Event-ID. */
export const eventId = (order: CustomerOrder): number => Date.parse(order.updated_at ?? order.created_at);

/** One order event in the text/event-stream format (the JSON has no newlines). */
export const formatEvent = (type: OrderEventType, order: CustomerOrder): string =>
  `event: ${type}\nid: ${eventId(order)}\ndata: ${JSON.stringify(order)}\n\n`;

/**
 * One open text/event-stream answer: `retry:` first, then events, and a comment every
 * ORDER_EVENTS_HEARTBEAT_MS so proxies keep the connection and a dead one is noticed. The body
 * is a stream Fastify sends like any other answer, so the API's own headers (security headers,
 * request id) and its request log stay as they are for every route.
 */
export class EventStream {
  private readonly body = new PassThrough();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly closeHandlers: (() => void)[] = [];
  private closed = false;

  constructor(heartbeatMs = ORDER_EVENTS_HEARTBEAT_MS) {
    this.write(`retry: ${RECONNECT_MS}\n\n`);
    this.heartbeat = setInterval(() => this.write(': keep-alive\n\n'), heartbeatMs);
    this.heartbeat.unref();
    this.body.on('close', () => this.cleanUp());
    // A write to a socket that broke: the stream is over (Fastify logs the socket's error).
    this.body.on('error', () => this.cleanUp());
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  send(type: OrderEventType, order: CustomerOrder): void {
    this.write(formatEvent(type, order));
  }

  /** A shop's catch-up was cut at its cap: the client reads its lists again, and resumes after `id`. */
  sendResync(shopId: string, id: number): void {
    this.write(`event: ${ORDER_RESYNC_EVENT}\nid: ${id}\ndata: ${JSON.stringify({ shop_id: shopId })}\n\n`);
  }

  /** Called once, whichever side ends the stream (the client leaving, the server closing). */
  onClose(handler: () => void): void {
    if (this.closed) handler();
    else this.closeHandlers.push(handler);
  }

  /**
   * Ends the answer normally (the server shuts down: the client reconnects to another instance),
   * with a `retry:` of `reconnectMs` first when given.
   */
  end(reconnectMs?: number): void {
    if (!this.closed) {
      if (reconnectMs !== undefined) this.write(`retry: ${reconnectMs}\n\n`);
      this.body.end();
    }
    this.cleanUp();
  }

  /** Starts the 200 answer. A client that has gone by now only closes the stream. */
  sendTo(reply: FastifyReply): void {
    // A HEAD request is answered without the body, and a client may leave at any time: the
    // socket's close ends the stream either way.
    reply.raw.once('close', () => this.end());
    void reply.status(200).headers(EVENT_STREAM_HEADERS).send(this.body);
  }

  private write(chunk: string): void {
    if (this.closed || this.body.destroyed || this.body.writableEnded) return;
    if (this.body.writableLength > MAX_UNREAD_BYTES) {
      this.body.destroy();
      return;
    }
    this.body.write(chunk);
  }

  private cleanUp(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    for (const handler of this.closeHandlers.splice(0)) handler();
  }
}
