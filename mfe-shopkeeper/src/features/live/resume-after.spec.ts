import type { Order } from '@chowk/contracts';
import { resumeAfter } from '../../store/orders.api';

const held = (updated_at?: string) => ({ updated_at }) as Order;

describe('resumeAfter: where a (re-)opened stream picks up', () => {
  it('takes the newest of the last event and the orders the cache holds', () => {
    const t1 = Date.parse('2026-11-24T06:30:00.000Z');
    const t2 = Date.parse('2026-11-24T06:40:00.000Z');
    expect(resumeAfter(String(t1), [held('2026-11-24T06:40:00.000Z')])).toBe(String(t2));
    expect(resumeAfter(String(t2), [held('2026-11-24T06:30:00.000Z')])).toBe(String(t2));
  });

  it('seeds an open before any event from the orders held; nothing held and no event: from now on', () => {
    expect(resumeAfter(undefined, [held('2026-11-24T06:30:00.000Z'), held()])).toBe(
      String(Date.parse('2026-11-24T06:30:00.000Z')),
    );
    expect(resumeAfter(undefined, [held(), held('not a date')])).toBeUndefined();
  });
});
