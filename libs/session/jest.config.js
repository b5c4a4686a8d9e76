module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'session',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [require.resolve('../../tools/jest/setup-dom.js')],
};
