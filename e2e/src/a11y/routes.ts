import { expect, type Page } from '@playwright/test';
import { CHAT_SCRIPT } from '@chowk/contracts';
import { codeFromOutbox } from '../customer-support';
import type { Say } from '../language-support';
import { freshMobile, shopPlace } from '../shopkeeper-support';

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
  /**
   * Who is signed in: nobody by default; a new shopkeeper with a shop (the owner of the row's
   * shop when `needs` made one); a trial on this device.
   */
  as?: 'admin' | 'shopkeeper' | 'trial';
  /**
   * Data the state needs (e.g. a row for its menu), created through the API before the page opens;
   * 'shop-place' is a category and a district for a signup (shopkeeper-support's shopPlace);
   * 'shop-menu' is a registered shop open around the clock with a menu (customer-support's
   * shopWithMenu, named A11Y_SHOP_NAME: Samosa is sold out), whose code replaces `{code}` in the
   * path; 'shop-orders' is such a shop with two orders taken at its counter today, one completed
   * and one pending (customer-support's counterOrder), so the dashboard shows both its tables.
   */
  needs?: 'category' | 'district' | 'shop-place' | 'shop-menu' | 'shop-orders';
  /** For `as: 'trial'`: null leaves no stored shop type (the 'Choose Shop Category' dialog asks). */
  shopType?: null;
  /**
   * Brings the page into the state to check (opens a dialog, a menu) and waits until it shows.
   * It finds what it clicks and waits for by the English texts passed through `say`, which gives
   * what the page shows in the language of the run (the catalogues' Hindi, Tamil or pseudo-locale
   * text; a shop's own words as they are): the table runs in every language (a11y.spec.ts, pseudo-locale.spec.ts).
   */
  open?: (page: Page, say: Say) => Promise<void>;
}

export const A11Y_SHOP_NAME = 'A11y Chai Stall';
/** The rows' own data, shown as entered in every language (not translations left out). */
export const A11Y_DATA_WORDS = [
  A11Y_SHOP_NAME,
  'A11y Chai Point',
  'Meena Rao',
  'Asha Sharma',
  'Asha Tea Corner',
  'Masala Chai',
  'Filter Coffee',
  'Samosa',
  'Crisp pastry with spiced potato',
  'Hot Drinks',
  'Snacks',
  'A11y Category',
  'A11y State',
  'A11y City',
  'A11y District',
  'Tea Stall',
  'Karnataka',
  'Bengaluru',
  'Indiranagar',
  'Meera',
];

/** The storefront with Masala Chai in the cart, then one of the shop's routes. */
const withChaiInCart = (next?: (page: Page, say: Say) => Promise<void>) => async (page: Page, say: Say) => {
  await page.getByRole('button', { name: say('Add Masala Chai to cart') }).click();
  await expect(page.getByRole('button', { name: say('Add one more Masala Chai') })).toBeVisible();
  if (next) await next(page, say);
};

const toCart = async (page: Page, say: Say) => {
  await page
    .getByRole('link', { name: say.re(/cart/i) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: say('Your Cart') })).toBeVisible();
};

const toCheckout = async (page: Page, say: Say) => {
  await toCart(page, say);
  await page.getByRole('link', { name: say('Proceed to Checkout') }).click();
  await expect(page.getByRole('heading', { level: 1, name: say('Checkout') })).toBeVisible();
};

const toVerification = async (page: Page, say: Say) => {
  await toCheckout(page, say);
  await page.getByRole('button', { name: say('Place Order') }).click();
  await expect(page.getByRole('dialog', { name: say('Verify your contact') })).toBeVisible();
};

/** Through the verification (a code from the dev outbox) to the confirmation screen. */
const toConfirmation = async (page: Page, say: Say) => {
  await toVerification(page, say);
  const dialog = page.getByRole('dialog', { name: say('Verify your contact') });
  const email = `a11y.${Date.now().toString(36)}@example.com`;
  await dialog.getByRole('radio', { name: say('Email') }).check();
  await dialog.getByLabel(say('Email address')).fill(email);
  await dialog.getByRole('button', { name: say('Send OTP') }).click();
  await dialog.getByLabel(say('OTP')).fill(await codeFromOutbox(page.request, email));
  await dialog.getByRole('button', { name: say('Verify') }).click();
  await expect(page.getByRole('heading', { level: 1, name: say('Order Placed Successfully!') })).toBeVisible({
    timeout: 10_000,
  });
};

const toOrderStatus = async (page: Page, say: Say) => {
  await toConfirmation(page, say);
  await page.getByRole('link', { name: say('Track your order') }).click();
  await expect(page.getByText(/^ORD-/).first()).toBeVisible();
};

const openChat = async (page: Page, say: Say) => {
  await page
    .getByRole('button', { name: say.re(/chat/i) })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // The shop's welcome (1 s after opening).
  await expect(page.getByText(say(CHAT_SCRIPT.welcome(A11Y_SHOP_NAME)))).toBeVisible();
};

const openDialog = (button: string | RegExp) => async (page: Page, say: Say) => {
  await page
    .getByRole('button', { name: typeof button === 'string' ? say(button) : say.re(button) })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
};

/** A shop with a menu: one section and one item made through the Add Product dialog. */
const addMenuItem = async (page: Page, say: Say) => {
  await page
    .getByRole('button', { name: say('Add Product') })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: say('Add Product') });
  await dialog.getByLabel(say('New section name')).fill('Hot Drinks');
  await dialog.getByLabel(say('Product name')).fill('Masala Chai');
  await dialog.getByLabel(say('Price (₹)')).fill('15');
  await dialog.getByRole('button', { name: say('Add Product') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('switch', { name: say('Masala Chai available') })).toBeVisible();
};

/** The wizard's Shop Information, filled with the category and district the row's `needs: 'shop-place'` made. */
const fillShopInformation = async (page: Page, say: Say) => {
  const { categoryName, districtLabel } = await shopPlace(page.request);
  await page.getByLabel(say('Shop name')).fill('A11y Chai Point');
  await page.getByLabel(say('Owner name')).fill('Meena Rao');
  await page.getByLabel(say('Shop category')).selectOption({ label: categoryName });
  await page.getByLabel(say('District')).selectOption({ label: districtLabel });
  await page.getByRole('button', { name: say('Next') }).click();
};

/** Through the wizard to a signup (a new account): the step after Account Security shows. */
const signUpInWizard = async (page: Page, say: Say) => {
  await fillShopInformation(page, say);
  await page.getByLabel(say('Mobile number')).fill(freshMobile());
  await page.getByRole('button', { name: say('Next') }).click();
  await page.getByLabel(say('Password'), { exact: true }).fill('chai1234');
  await page.getByLabel(say('Confirm password')).fill('chai1234');
  await page.getByRole('button', { name: say('Submit') }).click();
};

/** The wizard's heading ends with the step's title ("Register your shop: Payment"). */
const wizardStep = (title: string) => (page: Page, say: Say) => {
  const step = say.part(title);
  const end = typeof step === 'string' ? step.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : step.source.replace(/^\^|\$$/g, '');
  // In the pseudo-locale the whole heading is one text: its padding follows.
  return expect(page.getByRole('heading', { level: 1, name: new RegExp(`${end}(?: ·+\\])*$`) })).toBeVisible();
};

const openFirstRowMenu = async (page: Page, say: Say) => {
  await page
    .locator('tbody tr')
    .first()
    .getByLabel(say.re(/actions/i))
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: say('Edit') }).first()).toBeVisible();
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
  { name: 'shop directory', path: '/shops', heading: 'Shop directory', needs: 'shop-menu' },
  { name: 'nearby shops', path: '/customer/nearby-shops', heading: 'Nearby shops' },
  {
    name: 'nearby shops, sign-in dialog',
    path: '/customer/nearby-shops',
    heading: 'Nearby shops',
    open: openDialog('Login'),
  },
  {
    name: 'landing, customer dialog, QR without a camera',
    path: '/',
    heading: 'Order from the shops around your chowk',
    open: async (page, say) => {
      await openDialog("I'm a Customer")(page, say);
      await page.getByRole('button', { name: say.re(/Scan QR/) }).click();
      await expect(page.getByLabel(say('Enter shop code'))).toBeVisible();
    },
  },
  { name: 'storefront', path: '/customer/shop/{code}', heading: A11Y_SHOP_NAME, needs: 'shop-menu' },
  {
    name: 'storefront, item in the cart, chat open',
    path: '/customer/shop/{code}',
    heading: A11Y_SHOP_NAME,
    needs: 'shop-menu',
    open: withChaiInCart(openChat),
  },
  {
    // A sold-out item's card: its muted description once faded below AA (opacity).
    name: 'storefront, Snacks: a sold-out item',
    path: '/customer/shop/{code}',
    heading: A11Y_SHOP_NAME,
    needs: 'shop-menu',
    open: async (page, say) => {
      await page.getByRole('button', { name: 'Snacks', exact: true }).click();
      const samosa = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Samosa' }) });
      await expect(samosa.getByText(say('Sold out'))).toBeVisible();
      await expect(samosa.getByText('Crisp pastry with spiced potato')).toBeVisible();
    },
  },
  { name: 'storefront, unknown code', path: '/customer/shop/SHOP-0000000', heading: 'Shop not found' },
  { name: 'cart, empty', path: '/customer/shop/{code}/cart', heading: 'Your Cart', needs: 'shop-menu' },
  { name: 'cart', path: '/customer/shop/{code}', heading: A11Y_SHOP_NAME, needs: 'shop-menu', open: withChaiInCart(toCart) },
  {
    name: 'checkout',
    path: '/customer/shop/{code}',
    heading: A11Y_SHOP_NAME,
    needs: 'shop-menu',
    open: withChaiInCart(toCheckout),
  },
  {
    name: 'checkout, verification dialog',
    path: '/customer/shop/{code}',
    heading: A11Y_SHOP_NAME,
    needs: 'shop-menu',
    open: withChaiInCart(toVerification),
  },
  {
    name: 'order confirmation',
    path: '/customer/shop/{code}',
    heading: A11Y_SHOP_NAME,
    needs: 'shop-menu',
    open: withChaiInCart(toConfirmation),
  },
  {
    name: 'order status',
    path: '/customer/shop/{code}',
    heading: A11Y_SHOP_NAME,
    needs: 'shop-menu',
    open: withChaiInCart(toOrderStatus),
  },
  { name: 'your orders, signed out', path: '/customer/orders', heading: 'Your orders' },
  { name: 'payment callback', path: '/payment/callback', heading: 'Payment' },

  // Shopkeeper (mfe-shopkeeper).
  { name: 'shopkeeper login', path: '/login', heading: 'Shopkeeper login' },
  {
    name: 'shopkeeper login, errors',
    path: '/login',
    heading: 'Shopkeeper login',
    open: async (page, say) => {
      await page.getByRole('button', { name: say('Login') }).click();
      await expect(page.getByText(say('Password must be at least 6 characters'))).toBeVisible();
    },
  },
  { name: 'registration wizard', path: '/shop/onboarding', heading: /Register your shop: Shop Information/, needs: 'shop-place' },
  {
    name: 'registration wizard, shop information errors',
    path: '/shop/onboarding',
    heading: /Register your shop: Shop Information/,
    needs: 'shop-place',
    open: async (page, say) => {
      await page.getByRole('button', { name: say('Next') }).click();
      await expect(page.getByText(say('Shop name is required'))).toBeVisible();
    },
  },
  {
    name: 'registration wizard, contact details',
    path: '/shop/onboarding',
    heading: /Register your shop: Shop Information/,
    needs: 'shop-place',
    open: async (page, say) => {
      await fillShopInformation(page, say);
      await wizardStep('Contact Details')(page, say);
    },
  },
  {
    name: 'registration wizard, business booster (after the signup)',
    path: '/shop/onboarding',
    heading: /Register your shop: Shop Information/,
    needs: 'shop-place',
    open: async (page, say) => {
      await signUpInWizard(page, say);
      await wizardStep('Business Booster')(page, say);
      await page.getByRole('button', { name: say.re(/^Yearly/) }).click();
      await page.getByRole('button', { name: say('Choose Professional') }).click();
    },
  },
  {
    name: 'registration wizard, payment (after the signup)',
    path: '/shop/onboarding?selected-plan=starter&create-shop=true',
    heading: /Register your shop: Shop Information/,
    needs: 'shop-place',
    open: async (page, say) => {
      await signUpInWizard(page, say);
      await wizardStep('Payment')(page, say);
    },
  },
  { name: 'registration wizard, free trial', path: '/shop/onboarding?free-trial=true', heading: /Start your free trial/ },
  {
    name: 'registration wizard, free trial, account security',
    path: '/shop/onboarding?free-trial=true',
    heading: /Start your free trial/,
    open: async (page, say) => {
      await page.getByLabel(say('Mobile number')).fill(freshMobile());
      await page.getByRole('button', { name: say('Next') }).click();
      await wizardStep('Account Security')(page, say);
      await page.getByLabel(say('Password'), { exact: true }).fill('chai1234');
      await page.getByLabel(say('Confirm password')).fill('chai9999');
      await page.getByRole('button', { name: say('Start Free Trial') }).click();
      await expect(page.getByText(say('Passwords do not match'))).toBeVisible();
    },
  },
  {
    name: 'registration wizard, payment',
    path: '/shop/onboarding?selected-plan=starter',
    heading: /Register your shop: Payment/,
  },
  {
    name: 'registration wizard, trial menu dialog',
    path: '/shop/onboarding?redirect-from=%2Fshop%2Fdashboard',
    heading: /Register your shop: Shop Information/,
    as: 'trial',
    needs: 'shop-place',
    open: async (page, say) => {
      await page.evaluate(() => {
        const section = { _id: 'a11y-section', name: 'Hot Drinks', shop_id: 'trial-shop', order: 1 };
        const item = { _id: 'a11y-item', name: 'Masala Chai', shop_id: 'trial-shop', price: 15, sold_out: false };
        window.localStorage.setItem('trialSections', JSON.stringify([section]));
        window.localStorage.setItem(
          'trialProducts',
          JSON.stringify([{ ...item, menu_section_id: section._id, section: 'Hot Drinks' }]),
        );
      });
      await signUpInWizard(page, say);
      await expect(page.getByRole('dialog', { name: say('Bring your trial menu?') })).toBeVisible();
    },
  },
  { name: 'shop dashboard', path: '/shop/dashboard', heading: 'Dashboard', as: 'shopkeeper' },
  {
    // Both tables are wider than a phone: their scrolling boxes must be keyboard stops.
    name: 'shop dashboard, orders today',
    path: '/shop/dashboard',
    heading: 'Dashboard',
    as: 'shopkeeper',
    needs: 'shop-orders',
    open: async (page, say) => {
      await expect(page.getByRole('table', { name: say('Recent Orders') }).getByRole('row')).toHaveCount(3);
      await expect(page.getByRole('table', { name: say('Orders Summary') }).getByRole('row')).toHaveCount(2);
    },
  },
  {
    name: 'shop dashboard, verify mobile error',
    path: '/shop/dashboard',
    heading: 'Dashboard',
    as: 'shopkeeper',
    open: async (page, say) => {
      await page.getByRole('button', { name: say('Verify'), exact: true }).click();
      await expect(page.getByText(say('Please enter a 6-digit OTP'))).toBeVisible();
    },
  },
  {
    name: 'shop dashboard, locked card dialog',
    path: '/shop/dashboard',
    heading: 'Dashboard',
    as: 'shopkeeper',
    open: openDialog('View Customers'),
  },
  { name: 'shop dashboard, trial', path: '/shop/dashboard', heading: 'Dashboard', as: 'trial' },
  {
    name: 'shop dashboard, trial register prompt',
    path: '/shop/dashboard',
    heading: 'Dashboard',
    as: 'trial',
    open: openDialog('View Analytics'),
  },
  {
    name: "shop dashboard, 'Choose Shop Category' dialog",
    path: '/shop/dashboard',
    heading: 'Dashboard',
    as: 'trial',
    shopType: null,
    needs: 'category',
    open: async (page, say) => {
      const dialog = page.getByRole('dialog', { name: say('Choose Shop Category') });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('radio').first().check();
    },
  },
  { name: 'order desk, empty', path: '/shop/orders', heading: 'Orders', as: 'shopkeeper' },
  {
    // With orders, the alert banner and the dialog's two steps: e2e/src/order-desk.spec.ts checks them.
    name: 'order desk, add-order dialog without products',
    path: '/shop/orders',
    heading: 'Orders',
    as: 'shopkeeper',
    open: async (page, say) => {
      await page
        .getByRole('button', { name: say('Add order') })
        .first()
        .click();
      await expect(
        page.getByRole('dialog', { name: say('Add New Order') }).getByText(say('No products available')),
      ).toBeVisible();
    },
  },
  { name: 'order desk, a trial', path: '/shop/orders', heading: 'Orders', as: 'trial' },
  {
    // e2e/src/printing.spec.ts opens it from ?order= and prints its slips.
    name: "order desk, an order's view with its print actions",
    path: '/shop/orders',
    heading: 'Orders',
    as: 'shopkeeper',
    needs: 'shop-orders',
    open: async (page, say) => {
      await page
        .getByRole('link', { name: say.re(/^Open order /) })
        .first()
        .click();
      await expect(
        page.getByRole('dialog', { name: say.re(/^Order /) }).getByRole('button', { name: say('Print KOT') }),
      ).toBeVisible();
    },
  },
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
