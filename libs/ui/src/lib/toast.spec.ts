import { toast, type ToastItem } from './toast';

describe('toast bus', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    toast.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('shows, de-duplicates and expires toasts', () => {
    let seen: readonly ToastItem[] = [];
    const off = toast.subscribe((l) => (seen = l));
    toast.success('Saved');
    toast.error('Oops');
    toast.error('Oops');
    expect(seen.map((t) => [t.kind, t.message])).toEqual([
      ['success', 'Saved'],
      ['error', 'Oops'],
    ]);
    jest.advanceTimersByTime(3000);
    expect(seen.map((t) => t.message)).toEqual(['Oops']);
    jest.advanceTimersByTime(2000);
    expect(seen).toHaveLength(0);
    off();
  });

  it('keeps at most 20', () => {
    let seen: readonly ToastItem[] = [];
    toast.subscribe((l) => (seen = l));
    for (let i = 0; i < 25; i++) toast.info(`m${i}`);
    expect(seen).toHaveLength(20);
    expect(seen[0].message).toBe('m5');
  });
});
