/** Replaces `fetch` with one that answers each API path with the JSON its route gives. */
export function stubFetch(routes: Record<string, () => unknown>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const route = routes[path];
    if (!route) throw new Error(`No stubbed reply for ${path}`);
    return new Response(JSON.stringify(route()), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
