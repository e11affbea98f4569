// The four remotes of the product: federation name, folder (also the path under /remotes/ in production) and dev port.
const REMOTES = [
  { name: 'mfe_feeds', folder: 'mfe-feeds', port: 3001 },
  { name: 'mfe_posts', folder: 'mfe-posts', port: 3002 },
  { name: 'mfe_analytics', folder: 'mfe-analytics', port: 3003 },
  { name: 'mfe_trend', folder: 'mfe-trend', port: 3004 },
];

const SHELL_PORT = 3000;

module.exports = { REMOTES, SHELL_PORT };
