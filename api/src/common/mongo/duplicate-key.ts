/**
 * A unique index refused the write: MongoDB's E11000. FerretDB 1.24 over SQLite answers
 * E11000 for inserts, but an update that breaks a unique index comes back as an
 * InternalError carrying SQLite's "UNIQUE constraint failed" (FerretDB issue #3183 fixed
 * inserts only), so that one is recognised too.
 */
export function isDuplicateKeyError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === 11000) return true;
  return code === 1 && typeof message === 'string' && message.includes('UNIQUE constraint failed');
}
