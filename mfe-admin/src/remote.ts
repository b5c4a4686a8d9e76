import type { RemoteDefinition } from '@chowk/contracts';

/**
 * What this remote puts in the shell (libs/contracts remote-contract.ts): the admin pages in
 * the sidebar frame, and the sidebar's links. `./AdminRoutes` routes everything under /admin.
 */
export const remote = {
  contract: 1,
  name: 'mfe_admin',
  label: 'admin pages',
  labels: { hi: 'एडमिन पेज', ta: 'நிர்வாகப் பக்கங்களை' },
  defaultPrefix: '/admin',
  routes: [{ path: '*', module: './AdminRoutes', frame: 'sidebar' }],
  sidebar: {
    label: 'Admin',
    labels: { hi: 'एडमिन', ta: 'நிர்வாகம்' },
    session: 'admin',
    nav: [
      { to: 'categories', label: 'Categories', labels: { hi: 'कैटेगरी', ta: 'வகைகள்' }, order: 10 },
      { to: 'area', label: 'Area Management', labels: { hi: 'इलाका प्रबंधन', ta: 'பகுதி மேலாண்மை' }, order: 20 },
    ],
  },
} as const satisfies RemoteDefinition;
