import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { NewsletterHandoff } from './newsletter-form';
import { NewsletterLayout } from './newsletter-layout';

type NewsletterFormComponent = ComponentType<{ handoff?: NewsletterHandoff }>;

let loaded: NewsletterFormComponent | undefined;
/** The newsletter form with react-hook-form, in its own chunk; resolves to the component. */
export const loadNewsletterForm = (): Promise<NewsletterFormComponent> =>
  loaded
    ? Promise.resolve(loaded)
    : import('./newsletter-form').then((m) => {
        loaded = m.NewsletterForm;
        return loaded;
      });

/**
 * The footer is on every first visit, the newsletter box in it usually below the fold. So
 * the box first renders as a plain stand-in of the same markup, and the form proper (with
 * react-hook-form) loads when the footer comes within 300px of the screen or the visitor
 * focuses the box or presses Subscribe. What was typed, the focus and a pending submit are
 * handed over, so nothing is lost if the visitor was quicker than the network.
 */
export function NewsletterBox() {
  const [ready, setReady] = useState<{ Form: NewsletterFormComponent; handoff?: NewsletterHandoff } | undefined>(() =>
    loaded ? { Form: loaded } : undefined,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingSubmit = useRef(false);

  const want = useCallback(() => {
    void loadNewsletterForm().then((component) => {
      const input = inputRef.current;
      const handoff = {
        email: input?.value ?? '',
        focus: Boolean(input && document.activeElement === input),
        submit: pendingSubmit.current,
      };
      setReady((now) => now ?? { Form: component, handoff });
    });
  }, []);

  useEffect(() => {
    if (ready) return;
    const el = formRef.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      want();
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          want();
        }
      },
      { rootMargin: '300px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ready, want]);

  if (ready) return <ready.Form handoff={ready.handoff} />;
  return (
    <NewsletterLayout
      formRef={formRef}
      loading
      onSubmit={(e) => {
        e.preventDefault();
        pendingSubmit.current = true;
        want();
      }}
      field={{ name: 'email', ref: inputRef, onFocus: want }}
    />
  );
}
