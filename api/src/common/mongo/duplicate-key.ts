/**
 * A unique index refused the write: MongoDB's E11000. FerretDB 1.24 answers E11000 for
 * inserts, but an update that breaks a unique index comes back as an InternalError (code 1)
 * carrying its backend's refusal (FerretDB issue #3183 fixed inserts only): SQLite's
 * "UNIQUE constraint failed", PostgreSQL's SQLSTATE 23505 "duplicate key value violates unique
 * constraint". Both are recognised, so the same 409 comes back on MongoDB and on either backend
 * (pinned by duplicate-key.spec.ts against the test database).
 */
export function isDuplicateKeyError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === 11000) return true;
  return (
    code === 1 &&
    typeof message === 'string' &&
    (message.includes('UNIQUE constraint failed') || message.includes('(SQLSTATE 23505)'))
  );
}
