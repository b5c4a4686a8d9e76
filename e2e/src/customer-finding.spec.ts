import { expect, test } from '@playwright/test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';
import { watchPageErrors } from './support';
import { newPlace, shopWithMenu } from './customer-support';

// The directory's filters and pages, and nearby shops with a granted and a refused location.

test('the directory filters by place and name, loads 20 at a time and says when it has shown all', async ({ page, request }) => {
  test.setTimeout(90_000);
  const noErrors = watchPageErrors(page);
  const place = await newPlace(request, 'Dir');
  const other = await newPlace(request, 'Dir');
  for (let i = 1; i <= 22; i++) {
    await shopWithMenu(request, { name: `Dir Shop ${String(i).padStart(2, '0')}`, place });
  }
  await shopWithMenu(request, { name: 'Dir Shop Elsewhere', place: other });

  await page.goto('/shops');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop directory' })).toBeVisible();
  // On a phone the place filters fold under one button.
  await page.getByRole('button', { name: /Category and place/ }).click();
  await page.getByLabel('State').selectOption({ label: place.names.state });
  await page.getByLabel('City').selectOption({ label: place.names.city });
  await page.getByLabel('District').selectOption({ label: place.names.district });
  const list = page.getByRole('list', { name: 'Shops' });
  await expect(page.getByText('Showing 20 of 22 shops')).toBeVisible();
  await expect(list.getByRole('article')).toHaveCount(20);
  await expect(list.getByText('Dir Shop Elsewhere')).toHaveCount(0);
  // The filters live in the address: a reload keeps them.
  await page.reload();
  await expect(page.getByText('Showing 20 of 22 shops')).toBeVisible();

  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(list.getByRole('article')).toHaveCount(22);
  await expect(page.getByText("You've seen all the shops")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);

  await page.getByLabel('Shop name').fill('shop 07');
  await expect(page.getByText('1 shop found')).toBeVisible();

  // Another state: the city and district that belong to the first are reset.
  await page.getByLabel('State').selectOption({ label: other.names.state });
  await expect(page.getByLabel('City')).toHaveValue('');
  await expect(page.getByLabel('District')).toHaveValue('');
  await page.getByLabel('Shop name').fill('');
  await expect(page.getByText('1 shop found')).toBeVisible();
  await list.getByRole('link', { name: 'Dir Shop Elsewhere' }).click();
  await expect(page).toHaveURL(/\/customer\/shop\/SHOP-\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dir Shop Elsewhere' })).toBeVisible();
  noErrors();
});

test('nearby shops: nearest first with their distance once the location is granted', async ({ browser, request }) => {
  // A spot of its own (the Rann of Kutch): no other test's shop is within the radius.
  const here = { latitude: 23.7337, longitude: 69.8597 };
  const at = (km: number) => ({ latitude: here.latitude + km / 111.2, longitude: here.longitude });
  await shopWithMenu(request, { name: 'Kutch Far Stall', location: at(8) });
  await shopWithMenu(request, { name: 'Kutch Near Stall', location: at(0.5) });
  await shopWithMenu(request, { name: 'Kutch Middle Stall', location: at(2.4) });

  const context = await browser.newContext({ permissions: ['geolocation'], geolocation: here });
  const page = await context.newPage();
  const noErrors = watchPageErrors(page);
  await page.goto('/customer/nearby-shops');
  await expect(page.getByRole('heading', { level: 1, name: 'Nearby shops' })).toBeVisible();
  // Location already allowed for the site: the page asks for it at once.
  const list = page.getByRole('list', { name: 'Shops near you' });
  await expect(list.getByRole('article')).toHaveCount(3);
  await expect(list.getByRole('heading')).toHaveText(['Kutch Near Stall', 'Kutch Middle Stall', 'Kutch Far Stall']);
  await expect(list.getByRole('article').first()).toContainText('500 m');
  await expect(list.getByRole('article').nth(1)).toContainText('2.4 km');
  await expect(list.getByRole('article').first()).toContainText('Open');

  await page.getByLabel('Search nearby shops').fill('middle');
  await expect(list.getByRole('article')).toHaveCount(1);
  noErrors();
  await context.close();
});

test('nearby shops: a refused location says so and leads to the directory', async ({ browser }) => {
  const context = await browser.newContext({ permissions: [] });
  const page = await context.newPage();
  await page.goto('/customer/nearby-shops');
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(
    page.getByText('Location access was refused. Allow it in your browser settings, or find a shop in the directory.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Open the shop directory' }).first().click();
  await expect(page).toHaveURL('/shops?redirect-from=%2Fcustomer%2Fnearby-shops');
  // Back from the directory returns to where the customer came from.
  await page.getByRole('link', { name: /back/i }).first().click();
  await expect(page).toHaveURL('/customer/nearby-shops');
  await context.close();
});

/**
 * A camera that films a QR code: the modules of the code the poster prints (qrcode.react, the
 * same component) painted on a canvas, whose stream stands in for getUserMedia's.
 */
function fakeCameraFilming(text: string) {
  const svg = renderToStaticMarkup(createElement(QRCodeSVG, { value: text, size: 300, marginSize: 4 }));
  const path = /<path fill="#000000" d="([^"]+)"/.exec(svg)?.[1] ?? '';
  const modules = [...path.matchAll(/M(\d+)[ ,](\d+)\s*h(\d+)/g)].map((m) => [Number(m[1]), Number(m[2]), Number(m[3])]);
  const side = Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1]);
  return [modules, side] as const;
}

test('QR: the camera reads a Chowk poster code and opens that storefront', async ({ page, baseURL, request }) => {
  const noErrors = watchPageErrors(page);
  const shop = await shopWithMenu(request, { name: 'QR Chai Point' });
  await page.addInitScript(
    ([modules, side]) => {
      navigator.mediaDevices.getUserMedia = async () => {
        const canvas = document.createElement('canvas');
        canvas.width = 640;
        canvas.height = 480;
        const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
        const unit = 8;
        const paint = () => {
          ctx.fillStyle = '#fff';
          ctx.fillRect(0, 0, 640, 480);
          ctx.fillStyle = '#000';
          const ox = (640 - side * unit) / 2;
          const oy = (480 - side * unit) / 2;
          for (const [x, y, w] of modules) ctx.fillRect(ox + x * unit, oy + y * unit, w * unit, unit);
        };
        paint();
        setInterval(paint, 100);
        return canvas.captureStream(10);
      };
    },
    fakeCameraFilming(`${baseURL}/customer/shop/${shop.shop.code}`),
  );
  await page.goto('/');
  await page.getByRole('button', { name: "I'm a Customer" }).click();
  await page.getByRole('button', { name: 'Scan QR' }).click();
  await expect(page).toHaveURL(`/customer/shop/${shop.shop.code}`, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'QR Chai Point' })).toBeVisible();
  noErrors();
});

test('QR: a refused camera says so and offers the code form', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = async () => {
      throw new DOMException('refused', 'NotAllowedError');
    };
  });
  await page.goto('/');
  await page.getByRole('button', { name: "I'm a Customer" }).click();
  await page.getByRole('button', { name: 'Scan QR' }).click();
  await expect(page.getByRole('alert')).toContainText('Camera access was refused. Enter the shop code instead.');
  await expect(page.getByLabel('Enter shop code')).toBeVisible();
});
