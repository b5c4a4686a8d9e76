// `npm test`: lint, type checks, unit and API tests of every project, then the browser tests.
import { spawnSync } from 'node:child_process';

const run = (cmd, args) => {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

run('npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', '--parallel=1', '--outputStyle=stream']);
