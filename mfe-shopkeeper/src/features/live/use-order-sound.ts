import { useCallback, useEffect, useRef, useState } from 'react';
import { storage } from '@chowk/session';
import { type Chime, createChime } from './chime';

/** The frame's one chime, made when first needed (an AudioContext made early only warns). */
const chimeOf = (ref: { current: Chime | null }): Chime => (ref.current ??= createChime());

/** How often the chime repeats while new orders wait. */
export const RING_EVERY_MS = 4_000;
/** The shopkeeper's Mute, kept on this device. */
export const ORDER_SOUND_MUTED_KEY = 'orderSoundMuted';

/**
 * Events that count as a user gesture for the browser's autoplay rules: a key, a mouse press,
 * and a touch's release (a touch's pointerdown does not count, its pointerup and touchend do).
 */
const GESTURES = ['pointerdown', 'pointerup', 'touchend', 'keydown'] as const;

/**
 * The new-order sound: rings at once and every 4 s while `ringing`, again at once when
 * `newest` is an order it has not rung for (another order came). The audio is unlocked on the
 * page's first gesture; until then `blocked` says the browser holds the sound back, and
 * `enable` (a button's click) turns it on.
 */
export function useOrderSound(ringing: boolean, newest: string | undefined): { blocked: boolean; enable(): void } {
  const chime = useRef<Chime | null>(null);
  const [blocked, setBlockedState] = useState(false);
  // Every ring reports; only a change re-renders the frame (a ring every 4 s otherwise would).
  const blockedNow = useRef(false);
  const setBlocked = useCallback((next: boolean) => {
    if (blockedNow.current === next) return;
    blockedNow.current = next;
    setBlockedState(next);
  }, []);

  useEffect(() => {
    const sound = chimeOf(chime);
    if (!sound.supported) return;
    let unlocked = false;
    const unlock = () => {
      if (unlocked) return;
      void sound.unlock().then((ok) => {
        if (!ok || unlocked) return;
        unlocked = true;
        setBlocked(false);
        for (const type of GESTURES) window.removeEventListener(type, unlock, true);
      });
    };
    for (const type of GESTURES) window.addEventListener(type, unlock, { capture: true, passive: true });
    return () => {
      for (const type of GESTURES) window.removeEventListener(type, unlock, true);
    };
  }, [setBlocked]);

  // The page's audio goes with the frame.
  useEffect(
    () => () => {
      chime.current?.close();
      chime.current = null;
    },
    [],
  );

  // Rung for already: an older order that becomes the newest again (the newest was opened)
  // rings on the clock, not at once.
  const rungFor = useRef(new Set<string>());
  const wasRinging = useRef(false);
  useEffect(() => {
    if (!ringing) {
      wasRinging.current = false;
      return;
    }
    const sound = chimeOf(chime);
    if (!sound.supported) return;
    const fresh = !wasRinging.current || (newest !== undefined && !rungFor.current.has(newest));
    wasRinging.current = true;
    if (newest !== undefined) rungFor.current.add(newest);
    let live = true;
    const ring = () =>
      void sound.play().then((heard) => {
        if (live) setBlocked(!heard);
      });
    if (fresh) ring();
    const timer = setInterval(ring, RING_EVERY_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [ringing, newest, setBlocked]);

  const enable = useCallback(() => {
    const sound = chimeOf(chime);
    void sound.unlock().then((ok) => {
      setBlocked(!ok);
      if (ok) void sound.play();
    });
  }, [setBlocked]);

  return { blocked: ringing && blocked, enable };
}

/** Mute, remembered on this device (a shop that takes orders by phone may not want the chime). */
export function useMutedSound(): [boolean, (muted: boolean) => void] {
  const [muted, setMuted] = useState(() => storage.get(ORDER_SOUND_MUTED_KEY) === 'true');
  const set = useCallback((next: boolean) => {
    if (next) storage.set(ORDER_SOUND_MUTED_KEY, 'true');
    else storage.remove(ORDER_SOUND_MUTED_KEY);
    setMuted(next);
  }, []);
  return [muted, set];
}
