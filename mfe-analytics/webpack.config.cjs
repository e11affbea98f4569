const { createAppConfig } = require('../tooling/federation.cjs');
const { REMOTES } = require('../tooling/remotes.cjs');

const remote = REMOTES.find((r) => r.name === 'mfe_analytics');

module.exports = createAppConfig({
  dir: __dirname,
  name: remote.name,
  port: remote.port,
  title: 'HarbourPulse · mfe-analytics (standalone)',
  exposes: {
    './Overview': './src/exposes/Overview.tsx',
    './Compare': './src/exposes/Compare.tsx',
    './PlanUsage': './src/exposes/PlanUsage.tsx',
  },
});
