/** One answer of the fake network: an HTTP status and a JSON body. */
export interface FakeReply {
  status?: number;
  body: unknown;
}

type Handler = (init: RequestInit | undefined) => FakeReply | Promise<FakeReply>;

/**
 * Replaces `fetch` with a jest mock answering by `METHOD /path` (e.g. 'GET /api/users/config'); anything else is a
 * network failure, as when the server cannot be reached.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${new URL(url, 'http://localhost').pathname}`;
    const handler = routes[key];
    if (!handler) throw new TypeError(`fetch failed: ${key}`);
    const reply = await handler(init);
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  globalThis.fetch = mock as typeof fetch;
  return mock;
}

/** The request keys (`METHOD /path`) the mock has seen, in order. */
export function calledKeys(mock: jest.Mock): string[] {
  return mock.mock.calls.map(([input, init]: [RequestInfo | URL, RequestInit | undefined]) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return `${(init?.method ?? 'GET').toUpperCase()} ${new URL(url, 'http://localhost').pathname}`;
  });
}

export const success = (data: unknown, extra: Record<string, unknown> = {}): FakeReply => ({ body: { result: 'success', data, ...extra } });
export const authFail: FakeReply = { status: 401, body: { result: 'auth_fail', error: 'Auth Fail' } };
