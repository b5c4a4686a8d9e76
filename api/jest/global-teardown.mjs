import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  const db = globalThis.__CHOWK_FERRETDB__;
  if (!db) return;
  await db.stop();
  rmSync(db.dataDir, { recursive: true, force: true });
}
