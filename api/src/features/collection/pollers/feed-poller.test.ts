import { pollSource, PollError, type PollTarget } from './poll-source.js';
import { captured, NO_STATE, startPollServer, type PollServer } from '../../../testing/poll-test-server.js';

const context = { now: Date.UTC(2025, 5, 1) };
const rss: PollTarget = { kind: 'rss', target: 'https://news.example.hk/feed.xml', site: 'Guardian', medium: 'News', allowPrivate: true };
const youtube: PollTarget = {
  kind: 'youtube',
  target: 'https://www.youtube.com/feeds/videos.xml?channel_id=UCBcRF18a7Qf58cCRy5xuWwQ',
  site: 'YouTube',
  medium: 'Social',
  allowPrivate: true,
};
const feedReply = (file: string, type: string, headers: Record<string, string> = {}) => ({
  headers: { 'content-type': type, ...headers },
  body: captured('feeds', 'rss-parser', file),
});
const VALIDATORS = { etag: '"g-1"', 'last-modified': 'Sun, 01 Jun 2025 00:00:00 GMT' };

let server: PollServer;
beforeAll(async () => {
  server = await startPollServer((url, headers) => {
    if (headers['if-none-match'] === VALIDATORS.etag) return { status: 304 };
    if (url.pathname === '/feed.xml') return feedReply('guardian.rss', 'application/rss+xml', VALIDATORS);
    if (url.pathname === '/feeds/videos.xml') return feedReply('atom-customfields.atom', 'application/atom+xml');
    return { headers: { 'content-type': 'text/html' }, body: '<!doctype html><html><head><title>Welcome</title></head><body>Home</body></html>' };
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

describe('feed poller', () => {
  it('reads an RSS feed with the medium and site of the source, and keeps its validators', async () => {
    const outcome = await pollSource(rss, NO_STATE, context);
    expect(server.requests.map((r) => r.url)).toEqual(['https://news.example.hk/feed.xml']);
    if (outcome.kind !== 'posts') throw new Error('expected posts');
    expect(outcome.posts).toHaveLength(55);
    expect(outcome.posts[0]).toMatchObject({ medium: 'News', site: 'Guardian', channel: 'The Guardian' });
    expect(outcome.state).toEqual({ etag: VALIDATORS.etag, lastModified: VALIDATORS['last-modified'], cursor: {} });
  });

  it('sends the validators back and answers not_modified on 304', async () => {
    const state = { etag: VALIDATORS.etag, lastModified: VALIDATORS['last-modified'], cursor: {} };
    await expect(pollSource(rss, state, context)).resolves.toEqual({ kind: 'not_modified', state });
    expect(server.requests[0]?.headers).toMatchObject({ 'if-none-match': VALIDATORS.etag, 'if-modified-since': VALIDATORS['last-modified'] });
  });

  it('accepts a feed served over plain HTTP', async () => {
    const outcome = await pollSource({ ...rss, target: 'http://news.example.hk/feed.xml' }, NO_STATE, context);
    expect(outcome.kind === 'posts' && outcome.posts.length).toBe(55);
  });

  it('reads a YouTube channel feed as videos', async () => {
    const outcome = await pollSource(youtube, NO_STATE, context);
    expect(server.requests.map((r) => r.url)).toEqual([youtube.target]);
    if (outcome.kind !== 'posts') throw new Error('expected posts');
    expect(outcome.posts.length).toBeGreaterThan(0);
    expect(outcome.posts[0]).toMatchObject({ medium: 'Video', site: 'YouTube', postLink: 'https://www.youtube.com/watch?v=lR-w1h5ONOY' });
  });

  it('says so when the URL is a web page rather than a feed', async () => {
    const error = await pollSource({ ...rss, target: 'https://news.example.hk/' }, NO_STATE, context).catch((err: unknown) => err);
    expect(error).toEqual(new PollError('https://news.example.hk/ is not an RSS or Atom feed'));
  });
});
