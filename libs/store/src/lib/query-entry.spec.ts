import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `@chowk/store` and `@chowk/store/query` are two shared modules of the federation: each is
 * bundled with the files it imports relatively. A file of the query entry that imported the
 * root reducer, the session slice or the hooks relatively would carry its own copy of the store
 * and inject into nothing the shell renders (every remote's pages would wait forever).
 */
describe('the @chowk/store/query entry', () => {
  const dir = path.join(__dirname);
  const entryFiles = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, rel] of text.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const base = path.resolve(path.dirname(file), rel);
      const next = [`${base}.ts`, `${base}.tsx`].find((f) => {
        try {
          readFileSync(f);
          return true;
        } catch {
          return false;
        }
      });
      if (next) entryFiles(next, seen);
    }
    return seen;
  };

  it('reaches the store itself only through the package name', () => {
    const files = [...entryFiles(path.join(dir, '..', 'query.ts'))].map((f) => path.basename(f));
    expect(files).toEqual(expect.arrayContaining(['places.api.ts', 'store-gate.tsx', 'query-error.ts']));
    for (const own of ['root.ts', 'session.slice.ts', 'hooks.ts', 'connect-api-client.ts']) expect(files).not.toContain(own);
  });
});
