import { Link } from 'react-router-dom';

/** Honest interim page for shopkeeper routes whose feature has not shipped yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <main className="container" style={{ padding: '32px 16px' }}>
      <h1>{title}</h1>
      <p>Shop accounts open soon on Chowk. Meanwhile, read how it works.</p>
      <Link className="btn btn-secondary" to="/about">
        About Chowk
      </Link>
    </main>
  );
}
