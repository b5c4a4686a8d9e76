// The browser apps and their folders, for the dev, serve, e2e and bench scripts. Every port is
// written once, in ports.json (keyed by federation name, as remotes.json is): the apps' dev
// servers (tools/rspack/federation.js) and the browser tests (e2e/playwright.config.ts) read it too.
import { readFileSync } from 'node:fs';

/**
 * The contract ports, the API's and the development database's, and those of the production
 * topology on one machine (`npm run serve:prod`, tools/prod: the HTTPS site, Caddy's unused
 * plain-HTTP port, the first API instance's (the next ones follow it), Redis and FerretDB).
 * @type {{ shell: number, mfe_customer: number, mfe_shopkeeper: number, mfe_admin: number, mfe_static: number, api: number, devDatabase: number, prodSite: number, prodHttp: number, prodApi: number, prodRedis: number, prodDatabase: number }}
 */
export const PORTS = JSON.parse(readFileSync(new URL('./ports.json', import.meta.url), 'utf8'));

export const APPS = [
  { project: 'shell', port: PORTS.shell, host: true },
  { project: 'mfe-customer', port: PORTS.mfe_customer },
  { project: 'mfe-shopkeeper', port: PORTS.mfe_shopkeeper },
  { project: 'mfe-admin', port: PORTS.mfe_admin },
  { project: 'mfe-static', port: PORTS.mfe_static },
];
export const API_PORT = Number(process.env.API_PORT || PORTS.api);
export const DEV_DB_PORT = PORTS.devDatabase;
