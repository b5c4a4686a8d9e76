import { defineConfig } from '@playwright/test';
import chromiumConfig from './chromium.json';

/**
 * End-to-end tests in Debian's Chromium against the production builds (`nx run-many -t build`
 * first): the global setup starts FerretDB in a throwaway folder, the API and the five static
 * servers on the contract ports.
 */
export default defineConfig({
  testDir: './src',
  outputDir: '../tmp/e2e-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: 'http://localhost:4200',
    viewport: { width: 390, height: 844 },
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || chromiumConfig.executablePath,
      args: chromiumConfig.args,
    },
  },
});
