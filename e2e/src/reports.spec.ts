import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { addDays, EXPORT_COLUMNS, indiaIsoDate } from '@chowk/contracts';
import { expectNoSeriousA11yViolations } from './a11y/axe';
import { counterOrder, shopWithMenu } from './customer-support';
import { grantPlan } from './plan-support';
import { signupShopkeeper, useShopkeeperSession } from './shopkeeper-support';
import { clearOfIndiaMidnight, watchPageErrors } from './support';

// The Starter plan: a shop's sales over dates it picks, as figures and a chart,
// and its orders as a CSV or Excel file; a shop without the plan sees the page locked.

/** A CSV's rows (the export quotes only cells with commas, quotes or line breaks). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

test('a Starter shop picks its dates, sees its sales and chart, and downloads its orders as CSV and Excel', async ({
  page,
  request,
}) => {
  // The page's today (its default dates) and the test's must be one India day.
  await clearOfIndiaMidnight();
  const noErrors = watchPageErrors(page);
  const shop = await shopWithMenu(request, { name: 'Report Chai Stall' });
  await grantPlan(shop.shop._id, 'starter');
  // 2 × ₹15 + 5% = ₹31.50 and ₹20 + 5% = ₹21, completed; 3 × ₹15 + 5% = ₹47.25, cancelled.
  const first = await counterOrder(request, shop, { 'Masala Chai': 2 }, 'completed', { customer_name: 'Meera' });
  await counterOrder(request, shop, { 'Filter Coffee': 1 }, 'completed', { notes: '=1+1' });
  await counterOrder(request, shop, { 'Masala Chai': 3 }, 'cancelled');
  await useShopkeeperSession(page, shop);

  await page.goto('/shop/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales reports' })).toBeVisible();
  const today = indiaIsoDate(new Date());
  const from = addDays(today, -3);
  await page.getByLabel('From').fill(from);
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${today}`));

  const card = (label: string) => page.locator('.stat-card').filter({ has: page.getByText(label, { exact: true }) });
  await expect(card('Sales')).toContainText('₹52.50');
  await expect(card('Orders')).toContainText('3');
  await expect(card('Completed')).toContainText('2');
  await expect(card('Cancelled')).toContainText('1');
  await expect(card('Average order')).toContainText('₹26.25');
  const figure = page.getByRole('figure', { name: /Daily sales and orders/ });
  await expect(figure).toBeVisible();
  await expect(figure.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(figure.locator('.recharts-bar-rectangle').first()).toBeAttached();
  // The same numbers as a table, a keypress away.
  await figure.getByText('Show the numbers as a table').click();
  await expect(figure.getByRole('table', { name: 'Daily sales and orders' }).getByRole('row')).toHaveCount(5);
  await expect(page.getByRole('table', { name: 'Top items by quantity' })).toContainText('Masala Chai');
  await expectNoSeriousA11yViolations(page);

  // CSV: the browser saves the file under the server's name.
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(csv.suggestedFilename()).toBe(`chowk-orders-${shop.shop.code}-${from}-to-${today}.csv`);
  const text = readFileSync(await csv.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows = csvRows(text.slice(1));
  expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
  expect(rows).toHaveLength(4);
  const meera = rows.find((r) => r[0] === first.order_id);
  expect(meera?.slice(3, 5)).toEqual(['Completed', 'Meera']);
  // Its payment after the total: the shop never marked it paid.
  expect(meera?.slice(7, 13)).toEqual(['Masala Chai × 2', '30', '1.5', '0', '31.5', 'Unpaid']);
  // A note that a spreadsheet would run as a formula is kept as text.
  const notes = EXPORT_COLUMNS.indexOf('Notes');
  expect(rows.some((r) => r[notes] === "'=1+1")).toBe(true);
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeEnabled();

  // Excel: a workbook (a zip: "PK" first).
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Excel' }).click()]);
  expect(xlsx.suggestedFilename()).toBe(`chowk-orders-${shop.shop.code}-${from}-to-${today}.xlsx`);
  const bytes = readFileSync(await xlsx.path());
  expect(bytes.length).toBeGreaterThan(1000);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

  // The order desk of a Starter shop has its dates too.
  await page.goto(`/shop/orders?from=${from}&to=${today}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByLabel('From')).toHaveValue(from);
  await expect(page.getByText(first.order_id).first()).toBeVisible();
  noErrors();
});

test('a shop without a plan sees the reports locked, with what Starter gives and the way to a plan', async ({
  page,
  request,
}) => {
  const noErrors = watchPageErrors(page);
  const keeper = await signupShopkeeper(request, 'Locked Chai Stall');
  await useShopkeeperSession(page, keeper);
  await page.goto('/shop/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales reports' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Sales reports and exports come with the Starter plan' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
    'href',
    '/shop/dashboard?show-subscription-plan=true',
  );
  await expect(page.getByRole('button', { name: 'Download CSV' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The desk says it shows today's orders, and why.
  await page.goto('/shop/orders');
  await expect(page.getByText("Showing today's orders. Order history comes with the Starter plan.")).toBeVisible();
  await expect(page.getByLabel('From')).toHaveCount(0);
  noErrors();
});
