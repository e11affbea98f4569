// Jest settings of a package whose tests render React: jsdom with the web globals the API client needs,
// jest-dom matchers and the layout stubs Chakra needs.
const path = require('node:path');
const { jestProject } = require('../../jest.preset.cjs');

/** @param {string} dir the package folder */
function domProject(dir) {
  const base = jestProject(dir, path.join(__dirname, 'dom-environment.cjs'));
  return {
    ...base,
    setupFilesAfterEnv: [require.resolve('@testing-library/jest-dom', { paths: [dir] }), path.join(__dirname, 'browser-stubs.cjs')],
  };
}

module.exports = { domProject };
