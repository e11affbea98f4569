// Common Jest settings for every package: swc transforms TypeScript, `shared/<area>` resolves to its source.
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages that Jest must transform; pnpm keeps them under node_modules/.pnpm/<name>@<version>/.
const esmPackages = ['ofetch', 'destr', 'ufo', 'node-fetch-native', 'uncrypto'];

/** @param {string} dir the package folder  @param {'node'|'jsdom'} environment */
function jestProject(dir, environment) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esmPackages.join('|')})[@/])`],
    moduleNameMapper: {
      '^shared/(contract|rules|client|session|query|ui|testing)$': path.join(__dirname, 'shared/src/$1/index.ts'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
  };
}

module.exports = { jestProject };
