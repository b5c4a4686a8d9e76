import type { RemoteDefinition } from '@chowk/contracts';

/**
 * What this remote puts in the shell (libs/contracts remote-contract.ts): the shopkeeper's
 * login and payment pages in the site frame, the shop pages in the sidebar frame, and the
 * sidebar's links: the spec's Products and Orders for everyone (the pages say what a guest can
 * do), the dashboard, and the reports and settings of a registered shop. Each label carries its
 * Hindi and Tamil (`labels`); the shell shows the one of the device's language.
 */
export const remote = {
  contract: 1,
  name: 'mfe_shopkeeper',
  label: 'shop pages',
  labels: { hi: 'दुकान के पेज', ta: 'கடைப் பக்கங்கள்' },
  defaultPrefix: '/',
  routes: [
    { path: 'login/*', module: './LoginRoutes', frame: 'site' },
    { path: 'payment/*', module: './PaymentRoutes', frame: 'site', session: 'user' },
    { path: 'shop/*', module: './ShopRoutes', frame: 'sidebar' },
  ],
  sidebar: {
    label: 'Shop',
    labels: { hi: 'दुकान', ta: 'கடை' },
    session: 'user',
    nav: [
      { to: 'shop/dashboard', label: 'Dashboard', labels: { hi: 'डैशबोर्ड', ta: 'டாஷ்போர்டு' }, order: 5 },
      { to: 'shop/products', label: 'Products', labels: { hi: 'प्रोडक्ट', ta: 'பொருட்கள்' }, order: 10 },
      { to: 'shop/orders', label: 'Orders', labels: { hi: 'ऑर्डर', ta: 'ஆர்டர்கள்' }, order: 20 },
      {
        to: 'shop/reports',
        label: 'Reports',
        labels: { hi: 'रिपोर्ट', ta: 'அறிக்கைகள்' },
        order: 25,
        audience: ['shopkeeper'],
      },
      {
        to: 'shop/settings',
        label: 'Settings',
        labels: { hi: 'सेटिंग्स', ta: 'அமைப்புகள்' },
        order: 30,
        audience: ['shopkeeper'],
      },
    ],
  },
} as const satisfies RemoteDefinition;
