// PGlite's CommonJS build loads Node built-ins with dynamic import(), which Jest's module sandbox only
// allows under --experimental-vm-modules. Jest's own require() gives the same built-ins, so the imports
// become requires, and the bundle's local `require` (made by createRequire) is renamed so it no longer
// shadows Jest's.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');

const self = readFileSync(__filename);

module.exports = {
  process(source) {
    const code = source
      .replace(/\bimport\("((?:node:)?[a-z/_]+)"\)/g, 'Promise.resolve().then(() => require("$1"))')
      .replace(/\bvar require=/g, 'var createdRequire=');
    return { code };
  },
  getCacheKey(source, filename) {
    return createHash('sha256').update(self).update(filename).update(source).digest('hex');
  },
};
