import type { RemoteDefinition } from '@chowk/contracts';

/** What this remote puts in the shell (libs/contracts remote-contract.ts): the customer pages. */
export const remote = {
  contract: 1,
  name: 'mfe_customer',
  label: 'customer pages',
  labels: { hi: 'ग्राहक पेज', ta: 'வாடிக்கையாளர் பக்கங்கள்' },
  defaultPrefix: '/',
  routes: [
    { path: 'shops/*', module: './ShopsRoutes', frame: 'site' },
    { path: 'customer/*', module: './CustomerRoutes', frame: 'site' },
    // An order's bill, opened by its customer and by its shop: a signed-in shopkeeper stays on it
    // (the `user` session's pages) instead of being sent to the dashboard.
    { path: 'customer/bill/*', module: './BillRoutes', frame: 'site', session: 'user' },
  ],
  // What a shop's QR code opens: the shop and its menu are read while the scripts download.
  prefetch: [{ path: 'customer/shop/:code', api: '/api/shops/by-code/:code?include=menu' }],
} as const satisfies RemoteDefinition;
