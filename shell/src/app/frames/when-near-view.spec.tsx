import { act, render, screen } from '@testing-library/react';
import { DEFERRED_FALLBACK_MS, WhenNearView } from './when-near-view';

/** An IntersectionObserver the test drives: `enter()` reports the slot in view. */
function fakeObserver() {
  const seen: { margin?: string; callback?: IntersectionObserverCallback } = {};
  class Observer {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      seen.callback = callback;
      seen.margin = options?.rootMargin;
    }
    observe() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'IntersectionObserver', { value: Observer, configurable: true });
  return {
    seen,
    enter: () => seen.callback?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
  };
}

describe('WhenNearView (the footer after the first screen)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('renders nothing of its children until the slot nears the viewport, after the first screen', () => {
    const io = fakeObserver();
    render(<WhenNearView>the footer</WhenNearView>);
    expect(screen.queryByText('the footer')).toBeNull();
    act(() => void jest.advanceTimersByTime(1)); // the page is loaded and idle
    expect(io.seen.margin).toBe('0px 0px 0px 0px');
    expect(screen.queryByText('the footer')).toBeNull();
    act(() => void io.enter());
    expect(screen.getByText('the footer')).toBeInTheDocument();
  });

  it('shows them anyway a while after the first screen (a screen reader may never scroll)', () => {
    fakeObserver();
    render(<WhenNearView>the footer</WhenNearView>);
    act(() => void jest.advanceTimersByTime(1));
    act(() => void jest.advanceTimersByTime(DEFERRED_FALLBACK_MS - 10));
    expect(screen.queryByText('the footer')).toBeNull();
    act(() => void jest.advanceTimersByTime(10));
    expect(screen.getByText('the footer')).toBeInTheDocument();
  });

  it('without IntersectionObserver, shows them once the first screen is up', () => {
    render(<WhenNearView>the footer</WhenNearView>);
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.getByText('the footer')).toBeInTheDocument();
  });
});
