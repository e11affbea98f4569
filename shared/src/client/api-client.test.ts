import { api } from '../contract/index.js';
import { ApiError, BAD_REPLY_TEXT, NETWORK_ERROR_TEXT, createApiClient } from './api-client.js';

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const config = { result: 'success', data: { font: 'default', loader: 4 } };

function client(fetchImpl: jest.Mock, token: string | null = 'tok-1') {
  const onAuthFail = jest.fn();
  const c = createApiClient({ baseURL: 'http://api.test', getToken: () => token, onAuthFail, fetch: fetchImpl as unknown as typeof fetch });
  return { c, onAuthFail };
}

function lastRequest(fetchImpl: jest.Mock): { url: string; headers: Headers; method: string; body: unknown } {
  const [input, init] = fetchImpl.mock.calls.at(-1) as [Request | string, RequestInit | undefined];
  const request = typeof input === 'string' ? new Request(input, init) : input;
  const headers = new Headers(init?.headers ?? request.headers);
  return { url: request.url, headers, method: init?.method ?? request.method, body: init?.body };
}

describe('createApiClient', () => {
  it("sends the session's token in the `token` header and returns the typed success reply", async () => {
    const fetchImpl = jest.fn().mockResolvedValue(reply(200, config));
    const { c } = client(fetchImpl);
    const result = await c.call(api.users.config);
    expect(result.data).toEqual({ font: 'default', loader: 4 });
    const request = lastRequest(fetchImpl);
    expect(request.url).toBe('http://api.test/api/users/config');
    expect(request.headers.get('token')).toBe('tok-1');
  });

  it('sends no token on login, which is made before a session exists', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(reply(401, { result: 'login_failed', error: 'Incorrect username or password' }));
    const { c, onAuthFail } = client(fetchImpl);
    await expect(c.call(api.users.login, { body: { username: 'analyst', password: 'wrong-one' } })).rejects.toMatchObject({
      code: 'login_failed',
      message: 'Incorrect username or password',
      status: 401,
    });
    expect(lastRequest(fetchImpl).headers.get('token')).toBeNull();
    expect(onAuthFail).not.toHaveBeenCalled();
  });

  it("turns a reply whose result is not 'success' into an ApiError carrying the server's text", async () => {
    const fetchImpl = jest.fn().mockResolvedValue(reply(400, { result: 'invalid_request', error: 'username: too short' }));
    const { c } = client(fetchImpl);
    const error = await c.call(api.users.info).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('username: too short');
    expect((error as ApiError).isAuthFailure).toBe(false);
  });

  it("treats a 200 reply with a failing result as a failure too", async () => {
    const fetchImpl = jest.fn().mockResolvedValue(reply(200, { result: 'limit_reached', error: 'Upgrade your Plan' }));
    const { c } = client(fetchImpl);
    await expect(c.call(api.users.info)).rejects.toMatchObject({ code: 'limit_reached', message: 'Upgrade your Plan' });
  });

  it.each(['Auth Fail', 'no token'])("resets the session on '%s'", async (text) => {
    const fetchImpl = jest.fn().mockResolvedValue(reply(401, { result: 'auth_fail', error: text }));
    const { c, onAuthFail } = client(fetchImpl);
    const error = (await c.call(api.users.config).catch((e: unknown) => e)) as ApiError;
    expect(error.isAuthFailure).toBe(true);
    expect(onAuthFail).toHaveBeenCalledWith(error);
  });

  it('gives a readable error when the server cannot be reached', async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const { c } = client(fetchImpl);
    await expect(c.call(api.users.config)).rejects.toMatchObject({ code: 'network', message: NETWORK_ERROR_TEXT });
  });

  it('refuses a reply that does not match the contract', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(reply(200, { result: 'success', data: { font: 3 } }));
    const { c } = client(fetchImpl);
    await expect(c.call(api.users.config)).rejects.toMatchObject({ code: 'bad_reply', message: BAD_REPLY_TEXT });
  });

  it('refuses a reply that is not an API envelope (e.g. an HTML error page)', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const { c } = client(fetchImpl);
    await expect(c.call(api.users.config)).rejects.toMatchObject({ code: 'bad_reply', status: 502 });
  });

  it('sends JSON bodies with the method of the endpoint', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(reply(401, { result: 'login_failed', error: 'x' }));
    const { c } = client(fetchImpl);
    await c.call(api.users.login, { body: { username: 'analyst', password: 'analyst-demo' } }).catch(() => undefined);
    const request = lastRequest(fetchImpl);
    expect(request.method).toBe('POST');
    expect(JSON.parse(String(request.body))).toEqual({ username: 'analyst', password: 'analyst-demo' });
  });
});
