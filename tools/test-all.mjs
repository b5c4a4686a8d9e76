// `npm test`: every suite. Lint, type checks, unit tests, the API tests against FerretDB,
// the production builds, then the Playwright tests in Chromium against those builds.
import { spawnSync } from 'node:child_process';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const run = (args) => {
  console.log(`\n$ npx ${args.join(' ')}`);
  const r = spawnSync('npx', args, { stdio: 'inherit', env });
  if (r.status !== 0) {
    console.error(`\nFailed: npx ${args.join(' ')}`);
    process.exit(r.status ?? 1);
  }
};

run(['prettier', '--check', '.']);
run(['nx', 'run-many', '-t', 'lint', 'typecheck', '--parallel=2', '--outputStyle=stream']);
run(['nx', 'run-many', '-t', 'test', '--parallel=1', '--outputStyle=stream']);
run(['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=stream']);
run(['nx', 'run', 'e2e:e2e', '--outputStyle=stream', '--excludeTaskDependencies']);
console.log('\nAll suites passed.');
