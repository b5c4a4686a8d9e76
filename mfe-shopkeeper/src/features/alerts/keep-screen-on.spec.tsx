import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storage } from '@chowk/session';
import { KeepScreenOn } from './keep-screen-on';

/** navigator.wakeLock, faked: each request is a sentinel the test can release as the browser would. */
function fakeWakeLock() {
  const sentinels: (EventTarget & { release: jest.Mock })[] = [];
  const request = jest.fn(async () => {
    const sentinel = Object.assign(new EventTarget(), {
      release: jest.fn(async () => {
        sentinel.dispatchEvent(new Event('release'));
      }),
    });
    sentinels.push(sentinel);
    return sentinel;
  });
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
  return { request, sentinels };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  delete (navigator as { wakeLock?: unknown }).wakeLock;
  storage.remove('keepScreenOn');
  setVisibility('visible');
});

describe('Keep screen on', () => {
  it('takes the screen lock when pressed, takes it again when the page is visible again, lets go when pressed again', async () => {
    const lock = fakeWakeLock();
    render(<KeepScreenOn />);
    const button = screen.getByRole('button', { name: 'Keep screen on' });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Screen stays on' })).toHaveAttribute('aria-pressed', 'true');
    expect(lock.request).toHaveBeenCalledWith('screen');

    // The browser drops the lock when the page is hidden…
    await act(async () => {
      setVisibility('hidden');
      await lock.sentinels[0].release();
    });
    expect(screen.getByRole('button', { name: 'Keep screen on' })).toHaveAttribute('aria-pressed', 'true');
    // …and the desk takes it again when the page shows.
    await act(async () => setVisibility('visible'));
    expect(await screen.findByRole('button', { name: 'Screen stays on' })).toBeInTheDocument();
    expect(lock.request).toHaveBeenCalledTimes(2);

    await userEvent.click(screen.getByRole('button', { name: 'Screen stays on' }));
    expect(lock.sentinels[1].release).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Keep screen on' })).toHaveAttribute('aria-pressed', 'false');
    expect(storage.get('keepScreenOn')).toBeNull();
  });

  it('remembers the choice on this device: the next visit takes the lock by itself', async () => {
    const lock = fakeWakeLock();
    storage.set('keepScreenOn', 'on');
    render(<KeepScreenOn />);
    expect(await screen.findByRole('button', { name: 'Screen stays on' })).toBeInTheDocument();
    expect(lock.request).toHaveBeenCalledTimes(1);
  });

  it('is not offered where the browser cannot keep the screen on', () => {
    render(<KeepScreenOn />);
    expect(screen.queryByRole('button', { name: /screen/i })).not.toBeInTheDocument();
  });
});
