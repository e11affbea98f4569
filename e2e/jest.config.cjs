// Browser tests: the whole product built and served by the API process, driven in Debian's Chromium.
const { jestProject } = require('../jest.preset.cjs');

module.exports = {
  ...jestProject(__dirname, 'node'),
  globalSetup: '<rootDir>/src/setup/global-setup.ts',
  globalTeardown: '<rootDir>/src/setup/global-teardown.ts',
  testTimeout: 60_000,
};
