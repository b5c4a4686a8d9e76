import { chromium } from '@playwright/test';
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const ctx = await b.newContext({ viewport: { width: 390, height: 844 } });
const p = await ctx.newPage();
const errs = [];
p.on('console', (m) => {
  if (m.type() === 'error') errs.push(m.text());
});
p.on('pageerror', (e) => errs.push('pageerror ' + e.message));
await p.goto('http://localhost:4200/');
await p.getByRole('button', { name: "I'm a Shopkeeper" }).waitFor();
await p.screenshot({ path: '/tmp/shot-landing.png', fullPage: true });
await p.goto('http://localhost:4200/admin/categories');
await p.waitForTimeout(1500);
await p.screenshot({ path: '/tmp/shot-admin-signin.png' });
await p.getByLabel(/secret/i).fill('dev-admin-secret');
await p.getByLabel(/email/i).fill('admin@example.com');
await p.getByLabel(/password/i).fill('admin1234');
await p.getByRole('button', { name: /sign in/i }).click();
await p.waitForTimeout(1500);
await p.screenshot({ path: '/tmp/shot-categories.png', fullPage: true });
await p.goto('http://localhost:4200/admin/area');
await p.waitForTimeout(1500);
await p.screenshot({ path: '/tmp/shot-area.png', fullPage: true });
await ctx.close();
const d = await b.newContext({ viewport: { width: 1280, height: 800 } });
const q = await d.newPage();
await q.goto('http://localhost:4200/');
await q.getByRole('button', { name: "I'm a Shopkeeper" }).waitFor();
await q.screenshot({ path: '/tmp/shot-landing-desktop.png' });
console.log('errors:', errs);
await b.close();
