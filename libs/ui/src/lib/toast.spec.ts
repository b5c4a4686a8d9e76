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

describe('toast bus across copies of @chowk/ui', () => {
  it('a second copy of the module (a remote built against a newer ui) pushes to the same Toaster', async () => {
    let first!: typeof import('./toast');
    let second!: typeof import('./toast');
    await jest.isolateModulesAsync(async () => {
      first = await import('./toast');
    });
    await jest.isolateModulesAsync(async () => {
      second = await import('./toast');
    });
    expect(first).not.toBe(second);
    const seen: string[][] = [];
    const stop = first.toast.subscribe((items) => seen.push(items.map((t) => t.message)));
    second.toast.success('Saved from another copy', 0);
    expect(seen.at(-1)).toContain('Saved from another copy');
    stop();
    first.toast.clear();
  });
});
