import { act, renderHook } from '@testing-library/react';
import { type WatchOptions, watchOrder } from '@chowk/api-client';
import type { CustomerOrder } from '@chowk/contracts';
import { order } from '../../testing/fixtures';
import { useOrderUpdates } from './use-order-updates';

// A hand-driven stream: the real one is proven by the API's tests and the browser tests.
jest.mock('@chowk/api-client', () => ({ ...jest.requireActual('@chowk/api-client'), watchOrder: jest.fn() }));
const watch = jest.mocked(watchOrder);
let stream: WatchOptions;
let close: jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  watch.mockReset();
  watch.mockImplementation((_id, options) => {
    stream = options;
    close = jest.fn();
    options.onState?.('connecting');
    return close;
  });
});
afterEach(() => {
  jest.useRealTimers();
  setVisibility('visible');
});

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

function setup(initial: CustomerOrder | undefined) {
  const onOrder = jest.fn();
  const refresh = jest.fn();
  const hook = renderHook(({ shown }) => useOrderUpdates(order._id, shown, { onOrder, refresh }), {
    initialProps: { shown: initial },
  });
  return { hook, onOrder, refresh };
}

describe('useOrderUpdates', () => {
  it('opens nothing until the order is on screen, then follows it; events of another order are ignored', () => {
    const { hook, onOrder } = setup(undefined);
    expect(watch).not.toHaveBeenCalled();
    expect(hook.result.current).toBeUndefined();
    hook.rerender({ shown: order });
    expect(watch).toHaveBeenCalledWith(order._id, expect.any(Object));
    expect(hook.result.current).toBe('connecting');
    act(() => stream.onState?.('live'));
    expect(hook.result.current).toBe('live');
    act(() => stream.onEvent('order.updated', { ...order, status: 'ready' }, '5'));
    expect(onOrder).toHaveBeenCalledWith({ ...order, status: 'ready' });
    act(() => stream.onEvent('order.updated', { ...order, _id: 'another', status: 'ready' }, '6'));
    expect(onOrder).toHaveBeenCalledTimes(1);
  });

  it('a status change on screen keeps the one stream; a finished order closes it', () => {
    const { hook } = setup(order);
    hook.rerender({ shown: { ...order, status: 'confirmed' } });
    hook.rerender({ shown: { ...order, status: 'ready' } });
    expect(watch).toHaveBeenCalledTimes(1);
    hook.rerender({ shown: { ...order, status: 'cancelled' } });
    expect(close).toHaveBeenCalledTimes(1);
    expect(hook.result.current).toBeUndefined();
  });

  it('does not read while the tab is hidden, and reads at once when it is back (stream not live)', () => {
    const { refresh } = setup(order);
    act(() => setVisibility('hidden'));
    act(() => jest.advanceTimersByTime(45_000));
    expect(refresh).not.toHaveBeenCalled();
    act(() => setVisibility('visible'));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('while live, neither the clock nor a returning tab reads the order', () => {
    const { refresh } = setup(order);
    act(() => stream.onState?.('live'));
    act(() => jest.advanceTimersByTime(45_000));
    act(() => setVisibility('hidden'));
    act(() => setVisibility('visible'));
    expect(refresh).not.toHaveBeenCalled();
  });

  it('closes the stream when the page goes', () => {
    const { hook } = setup(order);
    hook.unmount();
    expect(close).toHaveBeenCalledTimes(1);
  });
});
