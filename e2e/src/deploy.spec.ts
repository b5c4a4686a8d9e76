import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  buildRemote,
  copyProject,
  edit,
  MANIFEST,
  releaseLib,
  repoint,
  root,
  serveBuild,
  shellFingerprint,
} from '../deploy-fixtures';
import { watchPageErrors } from './support';

// Independent deploys: one remote is rebuilt and repointed in remotes.json while the
// shell and the other remotes stay exactly as they were built.
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

let original = '';
let fingerprint = '';
const stops: Array<() => Promise<void>> = [];

test.beforeAll(() => {
  original = readFileSync(MANIFEST, 'utf8');
  fingerprint = shellFingerprint();
});
test.afterEach(async () => {
  writeFileSync(MANIFEST, original);
  while (stops.length) await stops.pop()?.();
});
test.afterAll(() => {
  expect(shellFingerprint(), "the shell's files are untouched").toBe(fingerprint);
});

async function deploy(name: string, buildDir: string) {
  const served = await serveBuild(buildDir);
  stops.push(served.close);
  await repoint(name, served.entry);
}

/** A workspace lib's version, as the shell was built with it. */
const libVersion = (lib: string): string =>
  (JSON.parse(readFileSync(path.join(root, 'libs', lib, 'package.json'), 'utf8')) as { version: string }).version;

/** The next minor release of a workspace lib: newer than what the shell was built with, whatever that is. */
function nextMinor(lib: string): string {
  const [major, minor] = libVersion(lib).split('.').map(Number);
  return `${major}.${minor + 1}.0`;
}

test('a remote built against a newer @chowk/ui loads its own copy and works beside the old shell', async ({ page }) => {
  const newer = nextMinor('ui');
  const ui = releaseLib('ui', newer, `export const uiRelease = () => 'built with @chowk/ui ${newer}';`);
  const admin = copyProject('mfe-admin', `admin-ui-${newer}`);
  edit(admin, 'src/exposes/admin-routes.tsx', (t) =>
    t
      .replace(
        "import { NotFoundPage, Spinner } from '@chowk/ui';",
        "import { NotFoundPage, Spinner, uiRelease } from '@chowk/ui';",
      )
      .replace('fallback={<Spinner />}>', 'fallback={<Spinner />}>\n      <p data-testid="ui-release">{uiRelease()}</p>'),
  );
  await deploy('mfe_admin', buildRemote('mfe-admin', admin, { '@chowk/ui': ui }));
  const noErrors = watchPageErrors(page);

  await page.goto('/admin/categories');
  await expect(page.getByTestId('ui-release')).toHaveText(`built with @chowk/ui ${newer}`);
  await expect(page.getByRole('heading', { name: /admin/i }).first()).toBeVisible();
  // The other remotes, on the shell's own older @chowk/ui (libs/ui/package.json), are unaffected.
  await page.goto('/');
  await expect(page.getByRole('button', { name: "I'm a Shopkeeper" })).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  noErrors();
});

test('a remote that needs a newer singleton fails contained, naming the module and versions', async ({ page }) => {
  const current = libVersion('store');
  const newer = nextMinor('store');
  const store = releaseLib('store', newer);
  const admin = copyProject('mfe-admin', `admin-store-${newer}`);
  await deploy('mfe_admin', buildRemote('mfe-admin', admin, { '@chowk/store': store }));

  await page.goto('/admin/categories');
  const error = page.getByTestId('remote-error-mfe_admin');
  await expect(error).toContainText(
    `We couldn't load the admin pages: they need @chowk/store ^${newer}, and this version of Chowk runs @chowk/store ${current}`,
  );
  await expect(error.getByRole('button', { name: 'Retry' })).toBeVisible();
  // Its sidebar (declared in its remote.json) and every other route keep working.
  await expect(page.getByRole('link', { name: 'Area Management' })).toBeVisible();
  await page
    .getByRole('link', { name: 'Chowk home' })
    .or(page.getByRole('button', { name: 'Back to Home' }))
    .first()
    .click();
  await expect(page.getByRole('button', { name: "I'm a Shopkeeper" })).toBeVisible();
});

test('a page and its sidebar entry ship with the remote alone', async ({ page }) => {
  const admin = copyProject('mfe-admin', 'admin-reports');
  writeFileSync(
    path.join(root, admin, 'src/exposes/reports.tsx'),
    'export default function Reports() {\n  return <h1>Reports</h1>;\n}\n',
  );
  edit(admin, 'rspack.config.js', (t) =>
    t.replace(
      "'./AdminRoutes': './src/exposes/admin-routes.tsx',",
      "'./AdminRoutes': './src/exposes/admin-routes.tsx',\n    './Reports': './src/exposes/reports.tsx',",
    ),
  );
  edit(admin, 'src/remote.ts', (t) =>
    t
      .replace(
        "routes: [{ path: '*', module: './AdminRoutes', frame: 'sidebar' }],",
        "routes: [\n    { path: '*', module: './AdminRoutes', frame: 'sidebar' },\n    { path: 'reports', module: './Reports', frame: 'sidebar' },\n  ],",
      )
      .replace(
        // After the last entry (its translated labels ride on the same line).
        /(\{ to: 'area', label: 'Area Management',.*order: 20 \},)/,
        "$1\n      { to: 'reports', label: 'Reports', order: 30 },",
      ),
  );
  await deploy('mfe_admin', buildRemote('mfe-admin', admin));

  await page.goto('/admin/categories');
  const sidebar = page.getByRole('complementary', { name: 'Admin' });
  await expect(sidebar.getByRole('link')).toHaveText(['Categories', 'Area Management', 'Reports']);
  await sidebar.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  // A direct visit works too (the route table comes from remotes.json, not from the shell's build).
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
});
