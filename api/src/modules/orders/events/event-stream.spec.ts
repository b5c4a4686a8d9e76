import type { Readable } from 'node:stream';
import { type CustomerOrder, ORDER_EVENTS_HEARTBEAT_MS } from '@chowk/contracts';
import { EventStream, formatEvent, RECONNECT_MS } from './event-stream';
import { parseLastEventId } from './order-streams.service';

const order = {
  _id: '665f1c2e8b3e4a0012345678',
  shop_id: '665f1c2e8b3e4a0012345600',
  status: 'pending',
  created_at: '2026-11-24T06:30:00.000Z',
  updated_at: '2026-11-24T06:31:00.123Z',
} as CustomerOrder;

/** What the stream has written so far (its body, read without a socket). */
function bodyOf(stream: EventStream): { text: () => string; body: Readable } {
  const body = (stream as unknown as { body: Readable }).body;
  let text = '';
  body.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { text: () => text, body };
}

describe('EventStream: the text/event-stream format', () => {
  afterEach(() => jest.useRealTimers());

  it('an event: its type, the order’s updated_at in ms as id, the order as one line of JSON', () => {
    expect(formatEvent('order.updated', order)).toBe(
      `event: order.updated\nid: ${Date.parse('2026-11-24T06:31:00.123Z')}\ndata: ${JSON.stringify(order)}\n\n`,
    );
    expect(formatEvent('order.created', { ...order, updated_at: undefined })).toContain(
      `\nid: ${Date.parse(order.created_at)}\n`,
    );
  });

  it('retry first, a comment every heartbeat, and close handlers once when it ends', async () => {
    jest.useFakeTimers();
    const stream = new EventStream();
    const { text } = bodyOf(stream);
    const closed = jest.fn();
    stream.onClose(closed);
    stream.send('order.created', order);
    await Promise.resolve();
    jest.advanceTimersByTime(ORDER_EVENTS_HEARTBEAT_MS * 2);
    await new Promise(jest.requireActual('node:timers').setImmediate);
    expect(text()).toBe(`retry: ${RECONNECT_MS}\n\n${formatEvent('order.created', order)}: keep-alive\n\n: keep-alive\n\n`);
    stream.end();
    stream.end();
    stream.send('order.updated', order);
    expect(closed).toHaveBeenCalledTimes(1);
    expect(stream.isOpen).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('a reader that stops reading is dropped once too much waits for it (it catches up on reconnect)', () => {
    const stream = new EventStream();
    const closed = jest.fn();
    stream.onClose(closed);
    const big = { ...order, notes: 'x'.repeat(10_000) };
    for (let i = 0; i < 40 && stream.isOpen; i += 1) stream.send('order.updated', big);
    return new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      expect(stream.isOpen).toBe(false);
      expect(closed).toHaveBeenCalledTimes(1);
    });
  });

  it('Last-Event-ID: a number of ms, else none', () => {
    expect(parseLastEventId('1764000000000')).toBe(1_764_000_000_000);
    expect(parseLastEventId(' 1764000000000 ')).toBe(1_764_000_000_000);
    for (const bad of [undefined, '', 'yesterday', '-5', '1.5', '1e12', '99999999999999999']) {
      expect(parseLastEventId(bad)).toBeUndefined();
    }
  });
});
