import { expect, test, type Page } from '@playwright/test';
import { API, signInAdmin, watchPageErrors } from './support';

const save = (page: Page) =>
  page
    .getByRole('dialog')
    .getByRole('button', { name: /save|create|add|update/i })
    .last()
    .click();

test('area hierarchy: create state, city and district, then a cascade delete', async ({ page, request }) => {
  const noErrors = watchPageErrors(page);
  await signInAdmin(page, request);
  await page.goto('/admin/area');
  const suffix = Date.now().toString(36).toUpperCase().slice(-5);
  const stateName = `Testland ${suffix}`;
  const code = `T${suffix}`.slice(0, 10);

  // State: validation, and the code upper-cased as typed.
  await page.getByRole('tab', { name: 'States' }).click();
  await page.getByRole('button', { name: 'Add State' }).click();
  await save(page);
  await expect(page.getByText('State name is required')).toBeVisible();
  await expect(page.getByText('State code is required')).toBeVisible();
  await page.getByRole('dialog').getByLabel('State Name').fill(stateName);
  await page.getByRole('dialog').getByLabel('State Code').pressSequentially(code.toLowerCase());
  await expect(page.getByRole('dialog').getByLabel('State Code')).toHaveValue(code);
  await save(page);
  await expect(page.getByText('State created successfully!')).toBeVisible();

  // City.
  await page.getByRole('tab', { name: 'Cities' }).click();
  await page.getByRole('button', { name: 'Add City' }).click();
  await page.getByRole('dialog').getByLabel('City Name').fill(`Capital ${suffix}`);
  await save(page);
  await expect(page.getByText('Please select a state')).toBeVisible();
  const stateOption = page.getByRole('dialog').getByLabel('State').locator('option', { hasText: stateName });
  await page
    .getByRole('dialog')
    .getByLabel('State')
    .selectOption(await stateOption.getAttribute('value'));
  await save(page);
  await expect(page.getByText('City created successfully!')).toBeVisible();

  // District.
  await page.getByRole('tab', { name: 'Districts' }).click();
  await page.getByRole('button', { name: 'Add District' }).click();
  await page.getByRole('dialog').getByLabel('District Name').fill(`Old Town ${suffix}`);
  await save(page);
  await expect(page.getByText('Please select a city')).toBeVisible();
  const cityOption = page
    .getByRole('dialog')
    .getByLabel('City')
    .locator('option', { hasText: `Capital ${suffix}` });
  await page
    .getByRole('dialog')
    .getByLabel('City')
    .selectOption(await cityOption.getAttribute('value'));
  await save(page);
  await expect(page.getByText('District created successfully!')).toBeVisible();

  // The hierarchy view shows the path, and search finds it by the parent's name.
  await page.getByRole('tab', { name: 'Hierarchy View' }).click();
  await page.getByPlaceholder(/search/i).fill(stateName);
  const hierarchyRow = page.getByRole('row', { name: new RegExp(`Old Town ${suffix}`) });
  await expect(hierarchyRow).toBeVisible();
  await expect(hierarchyRow).toContainText(code);

  // Deleting the state deletes its city and district on the server.
  await page.getByPlaceholder(/search/i).fill('');
  await page.getByRole('tab', { name: 'States' }).click();
  const stateRow = page.getByRole('row', { name: new RegExp(stateName) });
  await stateRow.getByLabel(/actions/i).click();
  await stateRow.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByText('This will also delete all associated cities and districts.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('State deleted successfully!')).toBeVisible();

  const { areas } = (await (await request.get(`${API}/areas/all`)).json()) as { areas: { name: string }[] };
  expect(areas.map((a) => a.name)).not.toContain(`Old Town ${suffix}`);
  const { cities } = (await (await request.get(`${API}/areas/cities`)).json()) as { cities: { name: string }[] };
  expect(cities.map((c) => c.name)).not.toContain(`Capital ${suffix}`);
  await page.getByRole('tab', { name: 'Hierarchy View' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Old Town ${suffix}`) })).toHaveCount(0);
  noErrors();
});
