import { Writable } from 'node:stream';
import { api } from 'shared/contract';
import { buildApp } from '../app.js';
import type { Db } from '../db/client.js';
import { login, startTestApp, testConfig, type TestApp } from '../testing/test-app.js';

let t: TestApp;
let logged = '';
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logged += String(chunk);
      done();
    },
  });
  t = await startTestApp({ log: { stream } });
});
afterAll(() => t.close());

const postLogin = (payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: api.users.login.path, payload, headers: { 'content-type': contentType } });

describe('bad requests', () => {
  it('answers malformed JSON with a readable 400', async () => {
    const res = await postLogin('{"username": "analyst", ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ result: 'invalid_request', error: 'The request body is not valid JSON' });
  });

  it('answers a missing body with a readable 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: api.users.login.path });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ result: 'invalid_request', error: 'The request body is missing' });
  });

  it('names the field of a wrong type', async () => {
    const res = await postLogin(JSON.stringify({ username: 'analyst', password: 123456 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^password: .*expected string/);
  });

  it('refuses bodies over 1 MiB with 413', async () => {
    const res = await postLogin(JSON.stringify({ username: 'analyst', password: 'x'.repeat(1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ result: 'payload_too_large', error: 'The request body is larger than the limit of 1 MiB' });
  });

  it('refuses bodies that are not JSON with 415', async () => {
    const res = await postLogin('username=analyst', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json().result).toBe('invalid_request');
  });

  it('answers an unknown API path with 404 not_found', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/no/such/call' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ result: 'not_found', error: `There is no API call ${method} /api/no/such/call` });
    }
  });

  it('accepts an empty JSON body on a call that takes none', async () => {
    const token = await login(t.app, 'analyst', 'analyst-demo');
    const res = await t.app.inject({ method: 'DELETE', url: api.users.logout.path, headers: { token, 'content-type': 'application/json' }, payload: '' });
    expect(res.json()).toEqual({ result: 'success', data: null });
  });
});

describe('request logs', () => {
  it('never contain the password or the session token', async () => {
    const password = 'analyst-demo';
    const res = await t.app.inject({ method: 'POST', url: api.users.login.path, payload: { username: 'analyst', password } });
    const { token } = res.json();
    await t.app.inject({ method: 'GET', url: api.users.config.path, headers: { token } });
    await t.app.inject({ method: 'GET', url: api.users.config.path, headers: { token: 'stolen-looking-token-value' } });

    expect(logged).toContain('/api/users/config');
    expect(logged).not.toContain(password);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('stolen-looking-token-value');
  });
});

describe('unexpected errors', () => {
  it('answer 500 with a readable text and are logged', async () => {
    let errorLog = '';
    const failingDb = { execute: () => Promise.reject(new Error('connection reset by peer')) } as unknown as Db;
    const app = await buildApp({ config: testConfig(), db: failingDb, log: { stream: { write: (line) => void (errorLog += line) } } });
    const res = await app.inject({ method: 'GET', url: api.system.health.path });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ result: 'server_error', error: 'Something went wrong on our side. Please try again.' });
    expect(errorLog).toContain('connection reset by peer');
  });
});
