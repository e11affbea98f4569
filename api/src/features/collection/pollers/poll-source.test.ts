import type { SourceKind } from 'shared/contract';
import { pollSource, PollError, type PollTarget } from './poll-source.js';
import { NO_STATE, startPollServer, type PollServer, type Reply } from '../../../testing/poll-test-server.js';

const context = { now: Date.UTC(2025, 5, 1), userAgent: 'HarbourPulse-test/1.0' };
const target = (kind: SourceKind, value: string, allowPrivate = true): PollTarget => ({ kind, target: value, site: 'Test', medium: 'News', allowPrivate });

// The first request each kind makes for a target.
const FIRST_REQUESTS: [SourceKind, string, string][] = [
  ['rss', 'https://news.example.hk/feed.xml', 'https://news.example.hk/feed.xml'],
  ['youtube', 'https://www.youtube.com/feeds/videos.xml?channel_id=UC123', 'https://www.youtube.com/feeds/videos.xml?channel_id=UC123'],
  ['reddit', 'https://www.reddit.com/r/HongKong', 'https://www.reddit.com/r/HongKong/new.json?limit=100&raw_json=1'],
  ['mastodon', 'https://mastodon.social', 'https://mastodon.social/api/v1/timelines/public?local=true&limit=40'],
  ['bluesky', 'https://bsky.app/profile/example.bsky.social', 'https://public.api.bsky.app/xrpc/app.bsky.feed.getAuthorFeed?actor=example.bsky.social&limit=50'],
  ['hackernews', 'https://hacker-news.firebaseio.com/v0', 'https://hacker-news.firebaseio.com/v0/newstories.json'],
  ['discourse', 'https://forum.example.hk', 'https://forum.example.hk/latest.json'],
  ['telegram', 'https://t.me/s/harbourwatch', 'https://t.me/s/harbourwatch'],
];

let reply: Reply;
let server: PollServer;
beforeAll(async () => {
  server = await startPollServer(() => reply);
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

async function pollError(promise: Promise<unknown>): Promise<PollError> {
  const error = await promise.then(() => null, (err: unknown) => err);
  expect(error).toBeInstanceOf(PollError);
  return error as PollError;
}

describe('pollSource', () => {
  it.each(FIRST_REQUESTS)('%s: a 429 names the URL and the delay the source asks for', async (kind, value, url) => {
    reply = { status: 429, headers: { 'retry-after': '120' }, body: 'slow down' };
    const error = await pollError(pollSource(target(kind, value), NO_STATE, context));
    expect(error.message).toBe(`Could not fetch ${url}: HTTP 429; the source asks to retry after 2 min`);
    expect(error.retryAfterMs).toBe(120_000);
    expect(server.requests.map((r) => r.url)).toEqual([url]);
    expect(server.requests[0]?.headers['user-agent']).toBe('HarbourPulse-test/1.0');
  });

  it.each(FIRST_REQUESTS)('%s: a 500 names the URL and the status', async (kind, value, url) => {
    reply = { status: 500, body: 'oops' };
    const error = await pollError(pollSource(target(kind, value), NO_STATE, context));
    expect(error.message).toBe(`Could not fetch ${url}: HTTP 500`);
    expect(error.retryAfterMs).toBeNull();
  });

  it.each(FIRST_REQUESTS)('%s: an answer that cannot be read is a PollError naming the URL', async (kind, value, url) => {
    reply = { headers: { 'content-type': 'application/json' }, body: '{"unexpected": true}' };
    const error = await pollError(pollSource(target(kind, value), NO_STATE, context));
    expect(error.message).toContain(url);
  });

  it.each([
    ['rss', 'feed.example.hk/rss', 'a feed URL'],
    ['rss', 'ftp://feed.example.hk/rss', 'a feed URL'],
    ['youtube', 'https://www.youtube.com/@harbour', 'a YouTube feed URL'],
    ['reddit', 'http://www.reddit.com/r/HongKong', 'a subreddit URL'],
    ['reddit', 'https://www.reddit.com/r/HongKong/comments/abc', 'a subreddit URL'],
    ['reddit', 'https://reddit.example.com/r/HongKong', 'a subreddit URL'],
    ['mastodon', 'https://mastodon.social/@someone', 'an instance URL'],
    ['bluesky', 'https://bsky.app/search?q=hk', 'a profile URL'],
    ['bluesky', 'search:  ', 'a profile URL'],
    ['hackernews', 'hacker-news.firebaseio.com', 'the API base URL'],
    ['discourse', 'https://user:secret@forum.example.hk', "a forum's URL"],
    ['telegram', 'https://example.com/s/harbourwatch', "a public channel's preview page"],
    ['telegram', 'https://t.me/harbourwatch/101', "a public channel's preview page"],
  ] as const)('%s: refuses the target %s, saying what it expects', async (kind, value, expected) => {
    const error = await pollError(pollSource(target(kind, value), NO_STATE, context));
    expect(error.message).toBe(`Expected ${expected}${error.message.slice(`Expected ${expected}`.length)}`);
    expect(error.message).toContain(`got '${value}'`);
    expect(server.requests).toEqual([]);
  });

  it.each(['rss', 'mastodon', 'hackernews', 'discourse'] as const)('%s: refuses a loopback target unless the source allows private addresses', async (kind) => {
    reply = { status: 500 };
    const loopback = server.origin.replace('http:', 'https:');
    const error = await pollError(pollSource(target(kind, loopback, false), NO_STATE, context));
    expect(error.message).toMatch(/^Could not fetch https:\/\/127\.0\.0\.1:\d+\/\S*: refused private address 127\.0\.0\.1/);
    expect(server.requests).toEqual([]);
  });

  it('refuses a target on a private network address by default', async () => {
    const error = await pollError(pollSource(target('rss', 'http://192.168.1.20/feed.xml', false), NO_STATE, context));
    expect(error.message).toBe('Could not fetch http://192.168.1.20/feed.xml: refused private address 192.168.1.20 for host 192.168.1.20');
  });

  it('has no poller for sources that receive their posts', async () => {
    const error = await pollError(pollSource(target('ingest', ''), NO_STATE, context));
    expect(error.message).toBe("Sources of kind 'ingest' are not polled");
  });
});
