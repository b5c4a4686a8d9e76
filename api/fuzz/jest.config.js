// The fuzz test of the OpenAPI document: the production build of the API (dist/api, built first
// by the Nx target) on a free port, against a throwaway FerretDB started by the API tests' global
// setup, and Schemathesis against its /api/docs-json. See openapi.fuzz.spec.ts.
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'api-fuzz',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/*.spec.ts'],
  globalSetup: '<rootDir>/../jest/global-setup.mjs',
  globalTeardown: '<rootDir>/../jest/global-teardown.mjs',
  testTimeout: 6 * 60_000,
};
