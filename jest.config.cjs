// Unit and API tests of every package. Browser tests run separately (e2e/).
module.exports = {
  projects: ['shared', 'api', 'shell', 'mfe-feeds', 'mfe-posts', 'mfe-analytics', 'mfe-trend'].map((p) => `<rootDir>/${p}`),
};
