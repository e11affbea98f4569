const { domProject } = require('../tooling/jest/dom-project.cjs');

module.exports = domProject(__dirname);
