module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'api-client',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [require.resolve('../../jest-setup/setup-dom.js')],
};
