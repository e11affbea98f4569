import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has defaults for the embedded setup', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/app', 'data'),
      databaseUrl: undefined,
      contact: { phone: '+852 3000 0000', email: 'support@harbourpulse.hk' },
      sessionTtlMinutes: 30,
      loginRateLimit: { perUsername: 5, perAddress: 20, windowMinutes: 15 },
      trustProxy: false,
      seedDemo: true,
      remoteUrls: {},
    });
    // Two levels above this source file: the repository root, where the frontend builds live.
    expect(config.webRoot).toBe(path.resolve(__dirname, '..', '..'));
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: 'state',
        DATABASE_URL: 'postgres://hp:hp@db/hp',
        CONTACT_PHONE: '+852 2111 2222',
        CONTACT_EMAIL: 'help@example.hk',
        SESSION_TTL_MINUTES: '5',
        LOGIN_MAX_FAILURES_PER_USERNAME: '2',
        LOGIN_MAX_FAILURES_PER_ADDRESS: '4',
        LOGIN_FAILURE_WINDOW_MINUTES: '1',
        WEB_ROOT: '/opt/web',
        TRUST_PROXY: 'true',
        SEED_DEMO: '0',
        REMOTE_MFE_TREND_URL: 'http://127.0.0.1:9/mf-manifest.json',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: path.resolve('/srv/app', 'state'),
      databaseUrl: 'postgres://hp:hp@db/hp',
      contact: { phone: '+852 2111 2222', email: 'help@example.hk' },
      sessionTtlMinutes: 5,
      loginRateLimit: { perUsername: 2, perAddress: 4, windowMinutes: 1 },
      webRoot: '/opt/web',
      trustProxy: true,
      seedDemo: false,
      remoteUrls: { mfe_trend: 'http://127.0.0.1:9/mf-manifest.json' },
    });
  });

  it('refuses values it cannot use, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(new ConfigError("PORT must be a whole number of at least 0 (got 'eighty')"));
    expect(() => loadConfig({ SESSION_TTL_MINUTES: '0' })).toThrow(/SESSION_TTL_MINUTES must be a whole number of at least 1/);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY must be true or false/);
  });
});
