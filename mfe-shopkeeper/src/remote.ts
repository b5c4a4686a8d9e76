import type { RemoteDefinition } from '@chowk/contracts';

/**
 * What this remote puts in the shell (libs/contracts remote-contract.ts): the shopkeeper's
 * login and payment pages in the site frame, the shop pages in the sidebar frame, and the
 * sidebar's links: the spec's Products and Orders for everyone (the pages say what a guest can
 * do), the dashboard, and the reports and settings of a registered shop.
 */
export const remote = {
  contract: 1,
  name: 'mfe_shopkeeper',
  label: 'shop pages',
  defaultPrefix: '/',
  routes: [
    { path: 'login/*', module: './LoginRoutes', frame: 'site' },
    { path: 'payment/*', module: './PaymentRoutes', frame: 'site', session: 'user' },
    { path: 'shop/*', module: './ShopRoutes', frame: 'sidebar' },
  ],
  sidebar: {
    label: 'Shop',
    session: 'user',
    nav: [
      { to: 'shop/dashboard', label: 'Dashboard', order: 5 },
      { to: 'shop/products', label: 'Products', order: 10 },
      { to: 'shop/orders', label: 'Orders', order: 20 },
      { to: 'shop/reports', label: 'Reports', order: 25, audience: ['shopkeeper'] },
      { to: 'shop/settings', label: 'Settings', order: 30, audience: ['shopkeeper'] },
    ],
  },
} as const satisfies RemoteDefinition;
