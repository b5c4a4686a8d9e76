module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'shell',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEach: undefined,
  setupFilesAfterEnv: [require.resolve('../tools/jest/setup-dom.js')],
};
