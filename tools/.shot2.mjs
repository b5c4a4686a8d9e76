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
for (const [w, h, name] of [
  [390, 700, 'm'],
  [1280, 700, 'd'],
]) {
  const p = await (await b.newContext({ viewport: { width: w, height: h } })).newPage();
  await p.goto('http://localhost:4200/admin/categories');
  await p.getByText('Admin Sign In').waitFor();
  await p.screenshot({ path: `/tmp/side-${name}.png` });
}
await b.close();
