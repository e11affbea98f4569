import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchSource, parseRetryAfter, type FetchOptions } from './fetch-source.js';

// The "public" server stands in for an outside host: the guard lets it through, and only it, so the redirect
// test can show that a hop to a private address is refused by the real guard.
let publicPort = -1;
jest.mock('./address-guard.js', () => {
  const actual = jest.requireActual<typeof import('./address-guard.js')>('./address-guard.js');
  return {
    ...actual,
    checkPublicHost: async (url: URL) => (url.port === String(publicPort) ? null : actual.checkPublicHost(url)),
  };
});

const FEED = '<rss><channel><title>t</title></channel></rss>';

function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; base: string; port: number }> {
  const server = createServer(handler);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, base: `http://127.0.0.1:${port}`, port });
    });
  });
}

let privateServer: Server;
let privateBase: string;
let publicServer: Server;
let publicBase: string;
const seenUserAgents: string[] = [];

beforeAll(async () => {
  ({ server: privateServer, base: privateBase } = await listen((req, res) => {
    seenUserAgents.push(req.headers['user-agent'] ?? '');
    switch (req.url) {
      case '/feed':
        if (req.headers['if-none-match'] === '"v1"') {
          res.writeHead(304).end();
        } else {
          res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8', etag: '"v1"', 'last-modified': 'Tue, 01 Apr 2025 10:00:00 GMT' });
          res.end(FEED);
        }
        return;
      case '/slow':
        setTimeout(() => res.writeHead(200).end(FEED), 2000).unref();
        return;
      case '/big-streamed':
        res.writeHead(200);
        for (let i = 0; i < 64; i += 1) res.write(Buffer.alloc(1024, 97));
        res.end();
        return;
      case '/big-declared':
        res.writeHead(200, { 'content-length': String(10_000) }).end(Buffer.alloc(10_000, 97));
        return;
      case '/unavailable':
        res.writeHead(503, { 'retry-after': '120' }).end('busy');
        return;
      case '/moved':
        res.writeHead(301, { location: '/feed' }).end();
        return;
      case '/loop':
        res.writeHead(302, { location: '/loop' }).end();
        return;
      default:
        res.writeHead(404).end();
    }
  }));
  let port: number;
  ({ server: publicServer, base: publicBase, port } = await listen((req, res) => {
    res.writeHead(302, { location: `${privateBase}/feed` }).end();
  }));
  publicPort = port;
});

afterAll(async () => {
  await new Promise((r) => privateServer.close(r));
  await new Promise((r) => publicServer.close(r));
});

const opts: FetchOptions = { timeoutMs: 1000, maxBytes: 16 * 1024, userAgent: 'HarbourPulse/0.1 (+ops@example.org)', allowPrivate: true };

describe('fetchSource', () => {
  it('returns the body with its validators, then not-modified when the ETag still matches', async () => {
    const first = await fetchSource(`${privateBase}/feed`, opts);
    expect(first).toEqual({
      status: 'ok',
      body: Buffer.from(FEED),
      contentType: 'application/rss+xml; charset=utf-8',
      etag: '"v1"',
      lastModified: 'Tue, 01 Apr 2025 10:00:00 GMT',
    });
    expect(seenUserAgents.at(-1)).toBe('HarbourPulse/0.1 (+ops@example.org)');
    if (first.status !== 'ok') throw new Error('expected ok');
    const second = await fetchSource(`${privateBase}/feed`, { ...opts, etag: first.etag, lastModified: first.lastModified });
    expect(second).toEqual({ status: 'not-modified' });
  });

  it('times out a slow server', async () => {
    const started = Date.now();
    const res = await fetchSource(`${privateBase}/slow`, { ...opts, timeoutMs: 150 });
    expect(res).toEqual({ status: 'error', error: 'timed out after 150 ms' });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('stops reading a streamed body past maxBytes', async () => {
    expect(await fetchSource(`${privateBase}/big-streamed`, { ...opts, maxBytes: 4096 })).toEqual({
      status: 'error',
      error: 'response larger than 4096 bytes',
    });
  });

  it('refuses a body whose declared length exceeds maxBytes', async () => {
    expect(await fetchSource(`${privateBase}/big-declared`, { ...opts, maxBytes: 4096 })).toEqual({
      status: 'error',
      error: 'response larger than 4096 bytes',
    });
  });

  it('reports a non-2xx status with its Retry-After', async () => {
    expect(await fetchSource(`${privateBase}/unavailable`, opts)).toEqual({ status: 'error', error: 'HTTP 503', retryAfterMs: 120_000 });
    expect(await fetchSource(`${privateBase}/missing`, opts)).toEqual({ status: 'error', error: 'HTTP 404' });
  });

  it('follows redirects, but not more than five', async () => {
    const moved = await fetchSource(`${privateBase}/moved`, opts);
    expect(moved.status).toBe('ok');
    expect(await fetchSource(`${privateBase}/loop`, opts)).toEqual({ status: 'error', error: 'more than 5 redirects' });
  });

  it('refuses 127.0.0.1 unless private addresses are allowed', async () => {
    expect(await fetchSource(`${privateBase}/feed`, { ...opts, allowPrivate: false })).toEqual({
      status: 'error',
      error: 'refused private address 127.0.0.1 for host 127.0.0.1',
    });
  });

  it('re-applies the guard to a redirect that leads to a private address', async () => {
    expect(await fetchSource(`${publicBase}/anything`, { ...opts, allowPrivate: false })).toEqual({
      status: 'error',
      error: 'refused private address 127.0.0.1 for host 127.0.0.1',
    });
  });

  it('refuses non-http protocols and invalid URLs', async () => {
    expect(await fetchSource('file:///etc/passwd', opts)).toEqual({ status: 'error', error: 'unsupported protocol file:' });
    expect(await fetchSource('not a url', opts)).toEqual({ status: 'error', error: 'invalid URL not a url' });
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2025-04-01T10:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30_000);
    expect(parseRetryAfter('Tue, 01 Apr 2025 10:05:00 GMT', now)).toBe(300_000);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});
