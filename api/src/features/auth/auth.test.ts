import { AUTH_FAIL, NO_TOKEN, api } from 'shared/contract';
import { login, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { sessionTtlMinutes: 30, loginRateLimit: { perUsername: 3, perAddress: 6, windowMinutes: 15 } } });
});
afterAll(() => t.close());

const post = (payload: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: api.users.login.path, payload: payload as object, remoteAddress });
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token === undefined ? {} : { token } });

describe('login', () => {
  it('answers a token and the user with the plan on success', async () => {
    const res = await post({ username: 'analyst', password: 'analyst-demo', ip: '8.8.8.8' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.result).toBe('success');
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data).toMatchObject({ username: 'analyst', display_name: 'Ada Analyst', acc_level: { live_limit: 10, adhoc_limit: 6, smart_feed: true } });
    expect(Object.keys(body.data.acc_level.trend_access)).toHaveLength(9);
  });

  it('matches the username without regard to case', async () => {
    const res = await post({ username: 'ANALYST', password: 'analyst-demo' }, '10.1.0.1');
    expect(res.statusCode).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown user', async () => {
    const wrong = await post({ username: 'analyst', password: 'not-the-password' }, '10.1.0.2');
    const unknown = await post({ username: 'nobody-here', password: 'analyst-demo' }, '10.1.0.2');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ result: 'login_failed', error: 'Incorrect username or password' });
    }
  });

  it('refuses too-short fields with the spec text, naming the field', async () => {
    const shortPassword = await post({ username: 'analyst', password: '12345' });
    expect(shortPassword.statusCode).toBe(400);
    expect(shortPassword.json()).toEqual({ result: 'invalid_request', error: 'Password must be at least 6 characters' });

    const shortName = await post({ username: 'ana', password: 'analyst-demo' });
    expect(shortName.json()).toEqual({ result: 'invalid_request', error: 'Username must be at least 6 characters' });

    const missing = await post({ password: 'analyst-demo' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('username is required');
  });

  it('rate-limits repeated failures of one username with a readable wait', async () => {
    for (let i = 0; i < 3; i++) expect((await post({ username: 'starter', password: 'wrong-pass' }, `10.2.0.${i}`)).statusCode).toBe(401);
    const blocked = await post({ username: 'starter', password: 'starter-demo' }, '10.2.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ result: 'rate_limited', error: 'Too many failed login attempts. Please try again in 15 minutes.' });

    // Another user is not affected, and the block lifts when the window has passed.
    expect((await post({ username: 'analyst', password: 'analyst-demo' }, '10.2.0.10')).statusCode).toBe(200);
    t.clock.advance(10 * 60_000);
    expect((await post({ username: 'starter', password: 'starter-demo' }, '10.2.0.9')).json().error).toMatch(/try again in 5 minutes/);
    t.clock.advance(5 * 60_000 + 1);
    expect((await post({ username: 'starter', password: 'starter-demo' }, '10.2.0.9')).statusCode).toBe(200);
  });

  it('rate-limits one address trying many usernames', async () => {
    for (let i = 0; i < 6; i++) await post({ username: `guess-${i}-user`, password: 'whatever1' }, '10.3.0.1');
    const blocked = await post({ username: 'analyst', password: 'analyst-demo' }, '10.3.0.1');
    expect(blocked.statusCode).toBe(429);
    expect((await post({ username: 'analyst', password: 'analyst-demo' }, '10.3.0.2')).statusCode).toBe(200);
  });
});

describe('session token', () => {
  it('is required on every call but login', async () => {
    const res = await get(api.users.config.path);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ result: 'auth_fail', error: AUTH_FAIL });
    const bad = await get(api.users.config.path, 'not-a-real-token');
    expect(bad.json()).toEqual({ result: 'auth_fail', error: AUTH_FAIL });
  });

  it('answers the config and the plan', async () => {
    const token = await login(t.app, 'starter', 'starter-demo', '10.4.0.1');
    expect((await get(api.users.config.path, token)).json()).toEqual({ result: 'success', data: { font: 'default', loader: 4 } });
    const info = (await get(api.users.info.path, token)).json();
    expect(info).toEqual({
      result: 'success',
      data: {
        acc_level: { live_limit: 1, adhoc_limit: 1, export_pm: 0, kw_pt: 10, live_qry_mod: 3, smart_feed: false, alert: false, keyword_limit: null, date_from: null, trend_access: {} },
      },
    });
  });

  it('expires after the configured time', async () => {
    const token = await login(t.app, 'analyst', 'analyst-demo', '10.5.0.1');
    t.clock.advance(29 * 60_000);
    expect((await get(api.users.config.path, token)).statusCode).toBe(200);
    t.clock.advance(60_001);
    expect((await get(api.users.config.path, token)).json()).toEqual({ result: 'auth_fail', error: AUTH_FAIL });
  });

  it('is revoked by logout', async () => {
    const token = await login(t.app, 'analyst', 'analyst-demo', '10.5.0.2');
    const out = await t.app.inject({ method: 'DELETE', url: api.users.logout.path, headers: { token } });
    expect(out.json()).toEqual({ result: 'success', data: null });
    expect((await get(api.users.config.path, token)).json().error).toBe(AUTH_FAIL);
  });

  it('is rotated by refresh; the old token works for 60 more seconds only', async () => {
    const old = await login(t.app, 'analyst', 'analyst-demo', '10.5.0.3');
    const res = await get(api.users.tokenRefresh.path, old);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ result: 'success', live_max: 10, data: { username: 'analyst' } });
    expect(body.token).not.toBe(old);

    t.clock.advance(59_000);
    expect((await get(api.users.config.path, old)).statusCode).toBe(200);
    t.clock.advance(2_000);
    expect((await get(api.users.config.path, old)).json().error).toBe(AUTH_FAIL);
    expect((await get(api.users.config.path, body.token)).statusCode).toBe(200);
  });

  it("answers 'no token' to a refresh without one", async () => {
    const res = await get(api.users.tokenRefresh.path);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ result: 'auth_fail', error: NO_TOKEN });
  });
});
