// Shared jest setup: TypeScript and TSX through SWC (decorator metadata on, for NestJS),
// workspace libraries resolved to their sources.
const path = require('node:path');

const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

module.exports = {
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  moduleNameMapper: {
    '^@chowk/store/query$': path.join(__dirname, 'libs/store/src/query.ts'),
    '^@chowk/api-client/testing$': path.join(__dirname, 'libs/api-client/src/testing.ts'),
    '^@chowk/ui/testing$': path.join(__dirname, 'libs/ui/src/testing.ts'),
    '^@chowk/(contracts|api-client|session|store|ui)$': path.join(__dirname, 'libs/$1/src/index.ts'),
    '\\.css$': path.join(__dirname, 'jest-setup/style-stub.js'),
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
  // ky (the api-client's HTTP client) ships ES modules only: SWC turns them into CommonJS too.
  transformIgnorePatterns: ['/node_modules/(?!ky/)'],
};
