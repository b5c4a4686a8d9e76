import { expect, type Page } from '@playwright/test';

/**
 * Every route the product has, with the state it is checked in. Later issues add their
 * routes (and their dialogs, menus and signed-in states) here; a11y.spec.ts checks each row.
 */
export interface A11yRoute {
  /** The test's name. */
  name: string;
  path: string;
  /** The level-1 heading that shows the route's (lazily loaded) content is on screen. */
  heading: string | RegExp;
  /** Who is signed in: nobody by default; a new shopkeeper with a shop; a trial on this device. */
  as?: 'admin' | 'shopkeeper' | 'trial';
  /** Data the state needs (e.g. a row for its menu), created through the API before the page opens. */
  needs?: 'category' | 'district';
  /** Brings the page into the state to check (opens a dialog, a menu) and waits until it shows. */
  open?: (page: Page) => Promise<void>;
}

const openDialog = (button: string | RegExp) => async (page: Page) => {
  await page.getByRole('button', { name: button }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
};

/** A shop with a menu: one section and one item made through the Add Product dialog. */
const addMenuItem = async (page: Page) => {
  await page.getByRole('button', { name: 'Add Product' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByLabel('New section name').fill('Hot Drinks');
  await dialog.getByLabel('Product name').fill('Masala Chai');
  await dialog.getByLabel('Price (₹)').fill('15');
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Masala Chai available' })).toBeVisible();
};

const openFirstRowMenu = async (page: Page) => {
  await page
    .locator('tbody tr')
    .first()
    .getByLabel(/actions/i)
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: 'Edit' }).first()).toBeVisible();
};

export const A11Y_ROUTES: readonly A11yRoute[] = [
  // Static pages (mfe-static).
  { name: 'landing', path: '/', heading: 'Order from the shops around your chowk' },
  {
    name: 'landing, customer dialog',
    path: '/',
    heading: 'Order from the shops around your chowk',
    open: openDialog("I'm a Customer"),
  },
  {
    name: 'landing, shopkeeper dialog',
    path: '/',
    heading: 'Order from the shops around your chowk',
    open: openDialog("I'm a Shopkeeper"),
  },
  { name: 'about', path: '/about', heading: 'About Chowk' },
  { name: 'contact', path: '/contact', heading: 'Contact Us' },
  { name: 'privacy policy', path: '/privacy-policy', heading: 'Privacy Policy' },
  { name: 'refund policy', path: '/refund-policy', heading: 'Refund Policy' },
  { name: 'terms', path: '/terms', heading: 'Terms of Service' },
  // The shell's 404.
  { name: '404', path: '/no-such-page', heading: '404 - Page Not Found' },

  // Admin (mfe-admin), signed out: the sign-in prompt.
  { name: 'admin categories, signed out', path: '/admin/categories', heading: 'Admin Sign In' },
  { name: 'admin areas, signed out', path: '/admin/area', heading: 'Admin Sign In' },
  // Signed in.
  { name: 'admin categories', path: '/admin/categories', heading: 'Category Management', as: 'admin', needs: 'category' },
  {
    name: 'admin categories, create dialog',
    path: '/admin/categories',
    heading: 'Category Management',
    as: 'admin',
    open: openDialog('Add Category'),
  },
  {
    name: 'admin categories, row menu',
    path: '/admin/categories',
    heading: 'Category Management',
    as: 'admin',
    needs: 'category',
    open: openFirstRowMenu,
  },
  { name: 'admin areas', path: '/admin/area', heading: 'Area Management', as: 'admin', needs: 'district' },
  {
    name: 'admin areas, create dialog',
    path: '/admin/area',
    heading: 'Area Management',
    as: 'admin',
    open: openDialog('Add District'),
  },
  {
    name: 'admin areas, row menu',
    path: '/admin/area',
    heading: 'Area Management',
    as: 'admin',
    needs: 'district',
    open: openFirstRowMenu,
  },

  // Customer placeholders (mfe-customer) until their issue.
  { name: 'shop directory', path: '/shops', heading: 'Shop directory' },
  { name: 'nearby shops', path: '/customer/nearby-shops', heading: 'Nearby shops' },
  { name: 'payment callback', path: '/payment/callback', heading: 'Payment' },

  // Shopkeeper (mfe-shopkeeper).
  { name: 'shopkeeper login', path: '/login', heading: 'Shopkeeper login' },
  { name: 'registration wizard', path: '/shop/onboarding', heading: /Register your shop: Shop Information/, needs: 'district' },
  { name: 'registration wizard, free trial', path: '/shop/onboarding?free-trial=true', heading: /Start your free trial/ },
  {
    name: 'registration wizard, payment',
    path: '/shop/onboarding?selected-plan=starter',
    heading: /Register your shop: Payment/,
  },
  { name: 'shop dashboard', path: '/shop/dashboard', heading: 'Dashboard', as: 'shopkeeper' },
  { name: 'shop dashboard, trial', path: '/shop/dashboard', heading: 'Dashboard', as: 'trial' },
  { name: 'menu items, empty', path: '/shop/products', heading: 'Menu Items', as: 'shopkeeper' },
  {
    name: 'menu items, add dialog',
    path: '/shop/products',
    heading: 'Menu Items',
    as: 'shopkeeper',
    open: openDialog('Add Product'),
  },
  { name: 'menu items, with items', path: '/shop/products', heading: 'Menu Items', as: 'shopkeeper', open: addMenuItem },
  { name: 'menu items, trial', path: '/shop/products', heading: 'Menu Items', as: 'trial', open: addMenuItem },
  { name: 'shop settings', path: '/shop/settings', heading: 'Shop settings', as: 'shopkeeper' },
  { name: 'shop settings, trial', path: '/shop/settings', heading: 'Shop settings', as: 'trial' },
  { name: 'shop poster', path: '/shop/poster', heading: 'Shop poster', as: 'shopkeeper' },
  { name: 'shop poster, trial', path: '/shop/poster', heading: 'Shop poster', as: 'trial' },
];
