import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Project } from '@playwright/test';
import chromiumConfig from './chromium.json';
import { PAGE_GROUPS } from './src/a11y/page-groups';

/**
 * End-to-end tests in Debian's Chromium against the production builds: the global setup starts
 * FerretDB in a throwaway folder, the API and the five static servers on the contract ports.
 *
 * The tests run in groups, one Playwright project each, and each group is an Nx project
 * (e2e/groups/<group>/project.json, `nx run e2e-<group>:e2e`) whose implicit dependencies are the
 * apps its pages load, so `nx affected` runs only the groups a change can break. A group's spec
 * files are the ones its project.json lists in the e2e target's inputs: one list, read here too.
 * The accessibility table (src/a11y) covers every remote: each group runs the rows of its own
 * pages (a11y.spec.ts tags each row with the group of its path, src/a11y/page-groups.ts).
 *
 * `parallel` groups have fully parallel files, and their Nx targets run them on two workers
 * (`--workers=2`): each test makes its own shop, shopkeeper, customer, category and place through
 * the API, under names and numbers of its own, and looks only for those. The admin's tests change
 * the global categories and areas that the signup screens list: they run in a group of their own,
 * and two groups never run at once (the Nx e2e targets are `parallelism: false`, nx.json; each
 * run's global setup takes the contract ports anyway), so no signup screen is open meanwhile.
 * The platform group runs one test at a time: it repoints the shell's remotes.json, stops and
 * restarts a remote's server and reads the manifest every page loads, so no other test may load
 * a page meanwhile. Without `--workers`, a run is one test at a time, whatever it selects
 * (`playwright test` alone runs every group, serially, as before).
 */
/** The contract ports, written once (tools/ports.json). */
const PORTS = JSON.parse(readFileSync(path.join(__dirname, '../tools/ports.json'), 'utf8')) as Record<string, number>;

const GROUPS: Record<string, { parallel: boolean }> = {
  static: { parallel: true },
  customer: { parallel: true },
  shopkeeper: { parallel: true },
  admin: { parallel: true },
  platform: { parallel: false },
};

const SRC = path.join(__dirname, 'src');
/**
 * The route tables (src/a11y): accessibility in every language, the pseudo-locale's layout. Each
 * row runs in the group of its page, like the accessibility table always did.
 */
const TABLE_SPECS = [path.join(SRC, 'a11y', 'a11y.spec.ts'), path.join(SRC, 'a11y', 'pseudo-locale.spec.ts')];
const SPEC_INPUT = /^\{workspaceRoot\}\/e2e\/src\/(.+\.spec\.ts)$/;

/** This file and no other (a RegExp: Playwright reads a string as a glob under any folder). */
const exactly = (file: string) => new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** A group's spec files: the `{workspaceRoot}/e2e/src/….spec.ts` inputs of its Nx e2e target. */
function specsOf(group: string): string[] {
  const file = path.join(__dirname, 'groups', group, 'project.json');
  const project = JSON.parse(readFileSync(file, 'utf8')) as { targets: { e2e: { inputs: unknown[] } } };
  return project.targets.e2e.inputs.flatMap((input) => {
    const match = typeof input === 'string' ? SPEC_INPUT.exec(input) : null;
    return match ? [path.join(SRC, match[1])] : [];
  });
}

const specs = Object.fromEntries(Object.keys(GROUPS).map((group) => [group, specsOf(group)]));

// Every spec file belongs to exactly one group, so none is left out of the full run or run twice.
const owners = new Map<string, string[]>();
for (const [group, files] of Object.entries(specs))
  for (const file of files) owners.set(file, [...(owners.get(file) ?? []), group]);
const onDisk = (readdirSync(SRC, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.spec.ts'))
  .map((f) => path.join(SRC, f))
  .filter((f) => !TABLE_SPECS.includes(f));
const problems = [
  ...onDisk.filter((f) => !owners.has(f)).map((f) => `${path.relative(SRC, f)} is in no group`),
  ...[...owners]
    .filter(([f, groups]) => groups.length > 1 || !onDisk.includes(f))
    .map(
      ([f, groups]) => `${path.relative(SRC, f)} (${groups.join(', ')}): ${groups.length > 1 ? 'in two groups' : 'no such file'}`,
    ),
];
if (problems.length)
  throw new Error(
    `e2e/groups/<group>/project.json (the e2e target's inputs) must list every spec file once:\n  ${problems.join('\n  ')}`,
  );

export default defineConfig({
  testDir: './src',
  outputDir: '../tmp/e2e-results',
  fullyParallel: false,
  // One test at a time unless the command says otherwise (the parallel groups' Nx targets).
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: `http://localhost:${PORTS.shell}`,
    viewport: { width: 390, height: 844 },
    trace: 'off',
    // The production shell registers a service worker (shell/src/sw). Blocked by default: a worker
    // answers requests Playwright's page.route never sees, and serves cached shop reads; a spec
    // that tests the worker allows it (service-worker.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || chromiumConfig.executablePath,
      args: chromiumConfig.args,
    },
  },
  projects: Object.entries(GROUPS).map(([name, { parallel }]): Project => ({
    name,
    testMatch: [...specs[name], ...((PAGE_GROUPS as readonly string[]).includes(name) ? TABLE_SPECS : [])].map(exactly),
    // The accessibility rows of the other groups' pages.
    grepInvert: new RegExp(`@(${PAGE_GROUPS.filter((g) => g !== name).join('|')})\\b`),
    fullyParallel: parallel,
    ...(parallel ? {} : { workers: 1 }),
  })),
});
