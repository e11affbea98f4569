import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

let built: TestApp;
let bare: TestApp;
beforeAll(async () => {
  built = await startTestApp({ config: { remoteUrls: { mfe_trend: 'http://127.0.0.1:9/mf-manifest.json' } } });
  const root = built.config.webRoot;
  mkdirSync(path.join(root, 'shell', 'dist', 'static'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(root, 'shell', 'dist', 'static', 'main.1234.js'), 'console.log(1)');
  mkdirSync(path.join(root, 'mfe-feeds', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'mfe-feeds', 'dist', 'mf-manifest.json'), '{"name":"mfe_feeds"}');
  writeFileSync(path.join(root, 'mfe-feeds', 'dist', 'remoteEntry.js'), 'var mfe_feeds;');
  bare = await startTestApp();
});
afterAll(async () => {
  await built.close();
  await bare.close();
});

describe('serving the built frontends', () => {
  it('serves the shell at / and its files', async () => {
    const index = await built.app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>shell</title>');
    expect(index.headers['cache-control']).toBe('no-cache');
    const asset = await built.app.inject({ method: 'GET', url: '/static/main.1234.js' });
    expect(asset.body).toBe('console.log(1)');
  });

  it('falls back to index.html for client-side routes, not for API or remote paths', async () => {
    const route = await built.app.inject({ method: 'GET', url: '/feed/12/overview' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<title>shell</title>');
    expect((await built.app.inject({ method: 'GET', url: '/api/nothing' })).json().result).toBe('not_found');
    expect((await built.app.inject({ method: 'GET', url: '/remotes/mfe-feeds/missing.js' })).statusCode).toBe(404);
  });

  it('serves each remote under /remotes/<folder>/ with CORS, the manifest uncached', async () => {
    const manifest = await built.app.inject({ method: 'GET', url: '/remotes/mfe-feeds/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const entry = await built.app.inject({ method: 'GET', url: '/remotes/mfe-feeds/remoteEntry.js' });
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['cache-control']).not.toBe('no-cache');
  });

  it('answers remotes.json from the request origin, honouring proxies and overrides', async () => {
    const direct = await built.app.inject({ method: 'GET', url: '/remotes.json', headers: { host: 'localhost:8080' } });
    expect(direct.headers['cache-control']).toBe('no-cache');
    expect(direct.json()).toEqual({
      mfe_feeds: 'http://localhost:8080/remotes/mfe-feeds/mf-manifest.json',
      mfe_posts: 'http://localhost:8080/remotes/mfe-posts/mf-manifest.json',
      mfe_analytics: 'http://localhost:8080/remotes/mfe-analytics/mf-manifest.json',
      mfe_trend: 'http://127.0.0.1:9/mf-manifest.json',
    });
    const proxied = await built.app.inject({
      method: 'GET',
      url: '/remotes.json',
      headers: { host: '10.0.0.5:8080', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'pulse.example.hk' },
    });
    expect(proxied.json().mfe_posts).toBe('https://pulse.example.hk/remotes/mfe-posts/mf-manifest.json');
  });

  it('says the frontend is not built when there is no build, while the API works', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('not built');
    expect((await bare.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
