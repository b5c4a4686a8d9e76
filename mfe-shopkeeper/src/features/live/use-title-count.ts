import { useEffect } from 'react';

const PREFIX = /^\(\d+\) /;

/**
 * "(2) Dashboard · Chowk" while orders wait, so a shopkeeper on another tab sees them. Pages
 * set their own titles (and restore them on leaving), so the prefix is put back whenever the
 * title changes, and taken off when nothing waits.
 */
export function useTitleCount(count: number): void {
  useEffect(() => {
    const apply = () => {
      const bare = document.title.replace(PREFIX, '');
      const wanted = count > 0 ? `(${count}) ${bare}` : bare;
      // Only a real change is written, so the observer's own write does not loop.
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    if (count === 0 || typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = document.title.replace(PREFIX, '');
    };
  }, [count]);
}
