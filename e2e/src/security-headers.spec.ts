import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInAdmin, watchPageErrors } from './support';

// An entry is a URL, or { entry, prefix, remote } once tools/remotes.mjs has inlined its declaration.
const remotes = JSON.parse(readFileSync(path.resolve(__dirname, '../../dist/shell/remotes.json'), 'utf8')) as Record<
  string,
  string | { entry: string }
>;
const entries = Object.fromEntries(Object.entries(remotes).map(([name, v]) => [name, typeof v === 'string' ? v : v.entry]));
const remoteOrigins = [...new Set(Object.values(entries).map((url) => new URL(url).origin))];

/** The page's CSP violations (the `securitypolicyviolation` event) and the console's CSP errors. */
async function watchCspViolations(page: Page) {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
  return async () => {
    const events = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
    expect({ events, console }, 'CSP violations').toEqual({ events: [], console: [] });
  };
}

const directives = (csp: string | undefined) =>
  Object.fromEntries((csp ?? '').split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

test.describe('security headers of the production servers', () => {
  test('the shell document: CSP from remotes.json, nosniff, referrer, no framing; the landing renders without a violation', async ({
    page,
  }) => {
    const noErrors = watchPageErrors(page);
    const noViolations = await watchCspViolations(page);
    const remoteEntry = page.waitForResponse((response) => response.url() === entries.mfe_static);
    const document = await page.goto('/');
    const headers = document!.headers();
    const csp = directives(headers['content-security-policy']);
    expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", ...remoteOrigins]));
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", ...remoteOrigins]));
    expect(csp).toMatchObject({
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
    });
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    });
    // Plain HTTP: no HSTS.
    expect(headers['strict-transport-security']).toBeUndefined();

    // The remote's entry, fetched by the shell from another origin: CORS allowed, same headers.
    const entry = await remoteEntry;
    expect(entry.status()).toBe(200);
    expect(await entry.allHeaders()).toMatchObject({
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });

    await expect(page.getByRole('button', { name: "I'm a Shopkeeper" })).toBeVisible();
    await page.getByRole('button', { name: "I'm a Shopkeeper" }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await noViolations();
    noErrors();
  });

  test('an admin page (another remote, API calls) loads without a CSP violation', async ({ page, request }) => {
    const noErrors = watchPageErrors(page);
    const noViolations = await watchCspViolations(page);
    await signInAdmin(page, request);
    await page.goto('/admin/categories');
    await expect(page.getByRole('button', { name: 'Add Category' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Category' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/admin/area');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await noViolations();
    noErrors();
  });

  test('HSTS when the request came over HTTPS (a TLS-terminating proxy says so)', async ({ request }) => {
    const overHttps = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const chunk = await request.get(entries.mfe_admin, { headers: { 'x-forwarded-proto': 'https' } });
    expect(chunk.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  test('the API docs (Swagger UI, through the shell) load under the API’s own docs CSP', async ({ page }) => {
    const noViolations = await watchCspViolations(page);
    const response = await page.goto('/api/docs');
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(response!.headers()['x-frame-options']).toBe('DENY');
    await expect(page.getByRole('heading', { name: /Chowk API/ })).toBeVisible();
    await expect(page.getByText('/api/auth/admin/login').first()).toBeVisible();
    await noViolations();
  });

  test('JSON from the API: nosniff, DENY, a CSP that allows nothing', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.headers()).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' });
    expect(health.headers()['content-security-policy']).toContain("default-src 'none'");
  });
});
