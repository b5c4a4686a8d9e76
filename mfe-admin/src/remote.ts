import type { RemoteDefinition } from '@chowk/contracts';

/**
 * What this remote puts in the shell (libs/contracts remote-contract.ts): the admin pages in
 * the sidebar frame, and the sidebar's links. `./AdminRoutes` routes everything under /admin.
 */
export const remote = {
  contract: 1,
  name: 'mfe_admin',
  label: 'admin pages',
  defaultPrefix: '/admin',
  routes: [{ path: '*', module: './AdminRoutes', frame: 'sidebar' }],
  sidebar: {
    label: 'Admin',
    session: 'admin',
    nav: [
      { to: 'categories', label: 'Categories', order: 10 },
      { to: 'area', label: 'Area Management', order: 20 },
    ],
  },
} as const satisfies RemoteDefinition;
