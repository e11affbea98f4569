import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sharedData } from './shared-data.js';
import type { PollState } from '../features/collection/pollers/poll-types.js';

// Test support for the poller tests: a local server standing in for every remote host.

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** Answers a request by the URL the poller asked for (its real host, not the local server's). */
export type Route = (url: URL, headers: IncomingHttpHeaders) => Reply;

export interface PollServer {
  /** Every request that reached the server, by the URL the poller asked for. */
  requests: { url: string; headers: IncomingHttpHeaders }[];
  /** Origin of the server itself, for targets on a loopback address. */
  origin: string;
  close(): Promise<void>;
}

const ORIGINAL_URL = 'x-original-url';

/**
 * Starts a server on 127.0.0.1 and sends every fetch to it, keeping the URL's path and query, so pollers that
 * read fixed hosts (public.api.bsky.app, t.me) are tested on the URLs they really ask for. The pollers must be
 * given allowPrivate: true, as the address guard sees the original host and the connection goes to loopback.
 */
export async function startPollServer(route: Route): Promise<PollServer> {
  const requests: PollServer['requests'] = [];
  const server = createServer((req, res) => {
    const url = new URL(String(req.headers[ORIGINAL_URL] ?? `http://${req.headers.host}${req.url}`));
    requests.push({ url: url.href, headers: req.headers });
    const reply = route(url, req.headers);
    res.writeHead(reply.status ?? 200, reply.headers).end(reply.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const original = new URL(input instanceof Request ? input.url : input);
    const headers = { ...(init?.headers as Record<string, string>), [ORIGINAL_URL]: original.href };
    return realFetch(new URL(`${original.pathname}${original.search}`, origin), { ...init, headers });
  });
  return {
    requests,
    origin,
    close: async () => {
      spy.mockRestore();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export const json = (payload: unknown, headers: Record<string, string> = {}): Reply => ({
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(payload),
});

/** A captured payload's bytes, as the service sent them. */
export function captured(...segments: string[]): Buffer {
  const file = segments.pop() ?? '';
  return readFileSync(path.join(sharedData('fixtures', ...segments), file));
}

export const NO_STATE: PollState = { etag: null, lastModified: null, cursor: {} };
