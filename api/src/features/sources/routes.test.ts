import { eq } from 'drizzle-orm';
import { api, source, type SourceSettings } from 'shared/contract';
import { users } from '../../db/schema.js';
import { login, startTestApp, type TestApp } from '../../testing/test-app.js';
import { ADMIN_ONLY } from './routes.js';

let t: TestApp;
let admin: string;
let analyst: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.username, 'starter'));
  admin = await login(t.app, 'starter', 'starter-demo');
  analyst = await login(t.app, 'analyst', 'analyst-demo');
});
afterAll(() => t.close());

const SETTINGS: SourceSettings = {
  name: 'HK subreddit',
  kind: 'reddit',
  target: 'https://www.reddit.com/r/HongKong',
  medium: 'Social',
  site: 'Reddit',
  label_id: 1,
  poll_interval_s: 600,
  enabled: true,
  allow_private: false,
};

const send = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { token }, ...(payload ? { payload } : {}) });
const sourceUrl = (id: number, suffix = '') => `${api.sources.list.path}/${id}${suffix}`;

describe('the sources API', () => {
  let id: number;

  it('lets an administrator add a source, and anyone signed in list it without key material', async () => {
    const created = await send(admin, 'POST', api.sources.create.path, SETTINGS);
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(source.parse(body.data)).toEqual(body.data);
    expect(body.data).toMatchObject({ ...SETTINGS, has_api_key: false, health: { next_poll_at: t.clock.now().getTime(), failures: 0 } });
    id = body.data.id;

    expect((await send(admin, 'POST', sourceUrl(id, '/key'))).json().data.api_key).toMatch(/^hpk_/);
    const listed = await send(analyst, 'GET', api.sources.list.path);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toContainEqual(expect.objectContaining({ id, name: 'HK subreddit', has_api_key: true }));
    expect(listed.body).not.toMatch(/hpk_|api_key_hash|apiKeyHash/);
  });

  it('changes and removes a source', async () => {
    const updated = await send(admin, 'PUT', sourceUrl(id), { ...SETTINGS, enabled: false, label_id: null });
    expect(updated.json().data).toMatchObject({ id, enabled: false, label_id: null, health: { next_poll_at: null } });
    expect((await send(admin, 'DELETE', sourceUrl(id))).json()).toEqual({ result: 'success', data: { id } });
    expect((await send(admin, 'GET', api.sources.list.path)).json().data).not.toContainEqual(expect.objectContaining({ id }));
  });

  it('refuses changes from a user who is not an administrator', async () => {
    for (const [method, url, payload] of [
      ['POST', api.sources.create.path, SETTINGS],
      ['PUT', sourceUrl(1), SETTINGS],
      ['DELETE', sourceUrl(1)],
      ['POST', sourceUrl(1, '/key')],
    ] as const) {
      const res = await send(analyst, method, url, payload);
      expect([url, res.statusCode, res.json()]).toEqual([url, 403, { result: 'forbidden', error: ADMIN_ONLY }]);
    }
    expect((await t.app.inject({ method: 'GET', url: api.sources.list.path })).statusCode).toBe(401);
  });

  it.each([
    ['PUT', sourceUrl(99_999), SETTINGS, 404, 'not_found', 'No source with id 99999'],
    ['DELETE', sourceUrl(99_999), undefined, 404, 'not_found', 'No source with id 99999'],
    ['POST', sourceUrl(99_999, '/key'), undefined, 404, 'not_found', 'No source with id 99999'],
    ['POST', api.sources.create.path, { ...SETTINGS, kind: 'demo', target: '' }, 400, 'invalid_request', 'Demo sources are made by the demo data'],
    ['POST', api.sources.create.path, { ...SETTINGS, target: 'r/HongKong' }, 400, 'invalid_request', "must be an http(s) URL (got 'r/HongKong')"],
    ['POST', api.sources.create.path, { ...SETTINGS, label_id: 999 }, 400, 'invalid_request', 'No industry label with id 999'],
    ['POST', api.sources.create.path, { ...SETTINGS, poll_interval_s: 5 }, 400, 'invalid_request', 'poll_interval_s'],
  ] as const)('%s %s answers %#', async (method, url, payload, status, code, message) => {
    const res = await send(admin, method, url, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ result: code, error: expect.stringContaining(message) });
  });

  it('answers 409 naming the name when it is taken', async () => {
    await send(admin, 'POST', api.sources.create.path, SETTINGS);
    const res = await send(admin, 'POST', api.sources.create.path, SETTINGS);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ result: 'conflict', error: expect.stringContaining("A source named 'HK subreddit' already exists") });
  });
});
