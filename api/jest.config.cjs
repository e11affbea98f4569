const { jestProject } = require('../jest.preset.cjs');

const base = jestProject(__dirname, 'node');

// Dependencies Jest must transform: PGlite (see jest/node-builtin-imports.cjs) and ESM-only packages.
const transformed = ['@electric-sql[+/]pglite', 'content-disposition', 'cookie'];

module.exports = {
  ...base,
  transform: { '@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/jest/node-builtin-imports.cjs', ...base.transform },
  setupFilesAfterEnv: ['<rootDir>/jest/timeout.cjs'],
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${transformed.join('|')})[@/])`],
};
