// API tests run against a real FerretDB (started once for the run by jest/global-setup.mjs),
// or against the server MONGODB_URI names when it is set. Each test file uses its own
// database, so files run in parallel.
module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  globalSetup: '<rootDir>/jest/global-setup.mjs',
  globalTeardown: '<rootDir>/jest/global-teardown.mjs',
  // @fastify/static (serving the Swagger UI) requires content-disposition 3, which is ESM only:
  // Node 20.19+ loads it natively, jest's module loader does not, so SWC makes it CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
  maxWorkers: 2,
  testTimeout: 30_000,
};
