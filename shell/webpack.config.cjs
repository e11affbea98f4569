const { createAppConfig } = require('../tooling/federation.cjs');
const { SHELL_PORT } = require('../tooling/remotes.cjs');

module.exports = createAppConfig({ dir: __dirname, name: 'shell', port: SHELL_PORT, isHost: true, title: 'HarbourPulse' });
