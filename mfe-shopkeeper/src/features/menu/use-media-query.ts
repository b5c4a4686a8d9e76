import { useCallback, useSyncExternalStore } from 'react';

/** Phones: below this width the menu's table becomes a list of cards. */
export const NARROW_SCREEN = '(max-width: 639px)';

/**
 * Whether a media query matches, following changes (rotation, a resized window). Layout that
 * needs it is chosen here rather than in a style sheet: the page's CSP allows no inline
 * <style>, and this remote ships without touching the shell's style sheet.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
