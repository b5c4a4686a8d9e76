import { Link } from 'react-router-dom';

/**
 * Honest interim page for shopkeeper routes whose feature has not shipped yet. In the shell's
 * sidebar frame (`/shop/*`) the frame holds the page's `<main>`, so the page is a section.
 */
export function ComingSoon({ title, inSidebarFrame = false }: { title: string; inSidebarFrame?: boolean }) {
  const Landmark = inSidebarFrame ? 'section' : 'main';
  return (
    <Landmark className="container" style={{ padding: '32px 16px' }}>
      <h1>{title}</h1>
      <p>Shop accounts open soon on Chowk. Meanwhile, read how it works.</p>
      <Link className="btn btn-secondary" to="/about">
        About Chowk
      </Link>
    </Landmark>
  );
}
