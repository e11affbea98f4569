const { createAppConfig } = require('../tooling/federation.cjs');
const { REMOTES } = require('../tooling/remotes.cjs');

const remote = REMOTES.find((r) => r.name === 'mfe_trend');

module.exports = createAppConfig({
  dir: __dirname,
  name: remote.name,
  port: remote.port,
  title: 'HarbourPulse · mfe-trend (standalone)',
  exposes: {
    './TrendResults': './src/exposes/TrendResults.tsx',
    './TopicOverview': './src/exposes/TopicOverview.tsx',
  },
});
