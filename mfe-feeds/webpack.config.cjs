const { createAppConfig } = require('../tooling/federation.cjs');
const { REMOTES } = require('../tooling/remotes.cjs');

const remote = REMOTES.find((r) => r.name === 'mfe_feeds');

module.exports = createAppConfig({
  dir: __dirname,
  name: remote.name,
  port: remote.port,
  title: 'HarbourPulse · mfe-feeds (standalone)',
  exposes: {
    './FeedList': './src/exposes/FeedList.tsx',
    './FeedPage': './src/exposes/FeedPage.tsx',
    './FeedEditor': './src/exposes/FeedEditor.tsx',
  },
});
