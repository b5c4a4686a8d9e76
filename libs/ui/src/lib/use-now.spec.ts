import { act, renderHook } from '@testing-library/react';
import { useNow } from './use-now';

describe('useNow', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-01-05T09:59:30Z') }));
  afterEach(() => jest.useRealTimers());

  it('reads the time again every minute, and stops when unmounted', () => {
    const { result, unmount } = renderHook(() => useNow());
    expect(result.current.toISOString()).toBe('2026-01-05T09:59:30.000Z');
    act(() => jest.advanceTimersByTime(59_000));
    expect(result.current.toISOString()).toBe('2026-01-05T09:59:30.000Z');
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current.toISOString()).toBe('2026-01-05T10:00:30.000Z');
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('takes another period', () => {
    const { result } = renderHook(() => useNow(1_000));
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current.toISOString()).toBe('2026-01-05T09:59:31.000Z');
  });
});
