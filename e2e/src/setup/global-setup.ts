import { freePort, startServer, type RunningServer } from './servers';

declare global {
  var e2eServers: RunningServer[] | undefined;
}

/**
 * Two instances of the product: a healthy one, and one whose remotes.json sends the Trend remote to a
 * port nothing listens on, as when that remote's server is down.
 */
export default async function globalSetup(): Promise<void> {
  const deadPort = await freePort();
  const [healthy, trendDown] = await Promise.all([
    startServer(),
    startServer({ REMOTE_MFE_TREND_URL: `http://127.0.0.1:${deadPort}/mf-manifest.json` }),
  ]);
  globalThis.e2eServers = [healthy, trendDown];
  process.env.E2E_URL = healthy.url;
  process.env.E2E_TREND_DOWN_URL = trendDown.url;
}
