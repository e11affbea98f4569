import { MEDIUM_CATALOGUE, api } from 'shared/contract';
import { login, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp({ config: { contact: { phone: '+852 2345 6789', email: 'sales@example.hk' } } });
  token = await login(t.app, 'starter', 'starter-demo');
});
afterAll(() => t.close());

const get = async (path: string, withToken = true) => {
  const res = await t.app.inject({ method: 'GET', url: path, headers: withToken ? { token } : {} });
  return { status: res.statusCode, body: res.json() };
};

describe('reference lists', () => {
  it('need a session', async () => {
    expect((await get(api.misc.sites.path, false)).status).toBe(401);
  });

  it('list industries from id 1 and the three languages', async () => {
    const industries = (await get(api.misc.industries.path)).body.data;
    expect(industries.length).toBeGreaterThanOrEqual(15);
    expect(industries[0]).toEqual({ id: 1, industry: 'Banking & Finance' });
    const langs = (await get(api.misc.langs.path)).body.data.map((l: { lang_abbr: string }) => l.lang_abbr);
    expect(langs).toEqual(expect.arrayContaining(['en', 'zh-HK', 'zh-CN']));
  });

  it('list the media in their sections', async () => {
    const mediums = (await get(api.misc.mediums.path)).body.data;
    expect(mediums).toEqual(MEDIUM_CATALOGUE);
  });

  it('list Hong Kong sites with Chinese names, and the same sites by medium', async () => {
    const sites = (await get(api.misc.sites.path)).body.data;
    expect(sites).toContainEqual({ site: 'LIHKG', medium: 'Forum', display_name: 'LIHKG', display_name_zh: '連登討論區', url: 'https://lihkg.com' });
    expect(sites.find((s: { site: string }) => s.site === 'SCMP').display_name_zh).toBe('南華早報');
    const medsites = (await get(api.misc.medsites.path)).body.data;
    expect(medsites.find((m: { medium: string }) => m.medium === 'Facebook').sites).toEqual(['Facebook Page', 'Facebook Group']);
    expect(medsites.flatMap((m: { sites: string[] }) => m.sites)).toHaveLength(sites.length);
  });

  it('list the trend industry labels', async () => {
    const labels = (await get(api.misc.indLabels.path)).body.data;
    expect(labels).toHaveLength(9);
    expect(labels[0]).toEqual({ label_id: 1, label_name: 'All in Hong Kong' });
    expect(labels[8]).toEqual({ label_id: 9, label_name: 'Telecom' });
  });

  it('give the contact from the configuration', async () => {
    expect((await get(api.misc.contact.path)).body).toEqual({ result: 'success', data: { phone: '+852 2345 6789', email: 'sales@example.hk' } });
  });
});

describe('health and docs', () => {
  it('health answers ok without a session', async () => {
    expect(await get(api.system.health.path, false)).toEqual({ status: 200, body: { result: 'success', data: { status: 'ok' } } });
  });

  it('the OpenAPI document lists every contract endpoint, with the token header scheme', async () => {
    const { status, body } = await get('/api/docs/json', false);
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    expect(body.paths['/api/users/login'].post.requestBody).toBeDefined();
    expect(body.paths['/api/users/liveaccess'].get.security).toEqual([{ token: [] }]);
    for (const area of Object.values(api)) {
      for (const e of Object.values(area)) {
        const openApiPath = e.path.replace(/:([A-Za-z_]+)/g, '{$1}');
        expect(body.paths[openApiPath]?.[e.method.toLowerCase()]).toBeDefined();
      }
    }
  });

  it('the docs page is served from the installed package', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
    expect(res.body).not.toMatch(/https?:\/\/(cdn|unpkg|cdnjs)/);
  });
});
