const { createAppConfig } = require('../tooling/federation.cjs');
const { REMOTES } = require('../tooling/remotes.cjs');

const remote = REMOTES.find((r) => r.name === 'mfe_posts');

module.exports = createAppConfig({
  dir: __dirname,
  name: remote.name,
  port: remote.port,
  title: 'HarbourPulse · mfe-posts (standalone)',
  exposes: {
    './Posts': './src/exposes/Posts.tsx',
  },
});
