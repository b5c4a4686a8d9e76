// The browser apps, their folders and ports (decisions.md §3), for the dev, serve, e2e and bench scripts.
export const APPS = [
  { project: 'shell', port: 4200, host: true },
  { project: 'mfe-customer', port: 4201 },
  { project: 'mfe-shopkeeper', port: 4202 },
  { project: 'mfe-admin', port: 4203 },
  { project: 'mfe-static', port: 4204 },
];
export const API_PORT = Number(process.env.API_PORT || 3000);
export const DEV_DB_PORT = 27017;
