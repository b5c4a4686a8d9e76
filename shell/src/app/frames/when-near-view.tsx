import { useEffect, useRef, useState, type ReactNode } from 'react';
import { afterFirstScreen } from '../after-first-screen';

/**
 * How far below the fold a deferred part starts loading. None: the site page is at least a screen
 * tall (`.site-page`), so the footer's slot starts just below the fold and a page still showing its
 * loading state does not pull it in.
 */
export const NEAR_VIEW_MARGIN_PX = 0;
/** A deferred part loads this long after the first screen even if never scrolled to (screen readers). */
export const DEFERRED_FALLBACK_MS = 5000;

/**
 * Renders `children` (and so loads their code) only when they are about to be seen: after the
 * first screen, once the slot comes within NEAR_VIEW_MARGIN_PX of the viewport, or at the latest
 * DEFERRED_FALLBACK_MS later. The site frame's footer comes from another remote: a first visit
 * from a shop's QR code spends its bytes and requests on the menu instead (docs/architecture.md,
 * "First visits").
 */
export function WhenNearView({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) return undefined;
    let observer: IntersectionObserver | undefined;
    let fallback: number | undefined;
    const show = () => setShown(true);
    const cancel = afterFirstScreen(() => {
      const el = slot.current;
      if (!el || typeof IntersectionObserver === 'undefined') return show();
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
        rootMargin: `0px 0px ${NEAR_VIEW_MARGIN_PX}px 0px`,
      });
      observer.observe(el);
      fallback = window.setTimeout(show, DEFERRED_FALLBACK_MS);
    });
    return () => {
      cancel();
      observer?.disconnect();
      window.clearTimeout(fallback);
    };
  }, [shown]);
  return shown ? children : <div ref={slot} data-deferred-slot />;
}
