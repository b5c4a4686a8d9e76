// `npm run seed`: idempotent development seed. Uses MONGODB_URI, or starts FerretDB in .data/.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_DB_PORT } from './apps.mjs';
import { startFerretDB } from './ferretdb.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (process.env.NODE_ENV === 'production') {
  console.error('Refusing to seed with NODE_ENV=production.');
  process.exit(1);
}
const built = spawnSync(
  path.join(root, 'node_modules/.bin/rspack'),
  ['build', '-c', 'api/rspack.config.js', '--mode', 'development'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (built.status !== 0) process.exit(built.status ?? 1);

let db = null;
let uri = process.env.MONGODB_URI;
if (!uri) {
  db = await startFerretDB({ dataDir: path.join(root, '.data'), port: DEV_DB_PORT });
  uri = db.uri;
}
const seeded = spawnSync(process.execPath, [path.join(root, 'dist/api/seed.js')], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'development', MONGODB_URI: uri },
});
await db?.stop();
process.exit(seeded.status ?? 1);
