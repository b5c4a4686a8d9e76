// Starts FerretDB 1.24 over a throwaway PostgreSQL cluster on a free port in a throwaway folder,
// for this test run only, and hands its URI to the test files as MONGODB_URI (and its backend
// as CHOWK_TEST_FERRETDB_BACKEND, for server-divergences.spec.ts). A MONGODB_URI already set (e.g. a
// MongoDB in CI) is used as is instead.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFerretDB } from '../../tools/ferretdb.mjs';

export default async function globalSetup() {
  if (process.env.MONGODB_URI) return;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chowk-api-test-'));
  const db = await startFerretDB({ dataDir });
  process.env.MONGODB_URI = db.uri;
  process.env.CHOWK_TEST_FERRETDB_BACKEND = db.backend;
  globalThis.__CHOWK_FERRETDB__ = { ...db, dataDir };
  // If jest dies without running the teardown (a test calling process.exit, Ctrl-C), do not
  // leave the database server running: 'exit' handlers run even then, synchronously.
  process.once('exit', () => {
    try {
      process.kill(db.pid, 'SIGTERM');
    } catch {
      // already stopped by the teardown
    }
    rmSync(dataDir, { recursive: true, force: true });
  });
}
