import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * Honest interim page for shopkeeper routes whose feature has not shipped yet. In the shell's
 * sidebar frame (`/shop/*`) the frame holds the page's `<main>`, so the page is a section.
 */
export function ComingSoon({
  title,
  inSidebarFrame = false,
  children = 'Shop accounts open soon on Chowk. Meanwhile, read how it works.',
}: {
  title: string;
  inSidebarFrame?: boolean;
  /** What is coming, in a sentence. */
  children?: ReactNode;
}) {
  const Landmark = inSidebarFrame ? 'section' : 'main';
  return (
    <Landmark className="container" style={{ padding: '32px 16px' }}>
      <h1>{title}</h1>
      <p>{children}</p>
      <Link className="btn btn-secondary" to={inSidebarFrame ? '/shop/dashboard' : '/about'}>
        {inSidebarFrame ? 'Back to the dashboard' : 'About Chowk'}
      </Link>
    </Landmark>
  );
}
