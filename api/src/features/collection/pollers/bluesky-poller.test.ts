import { readSocialFixture } from '../../../testing/social-fixtures.js';
import { pollSource, type PollOutcome, type PollState, type PollTarget } from './poll-source.js';
import { json, NO_STATE, startPollServer, type PollServer } from '../../../testing/poll-test-server.js';

interface FeedItem {
  post: { uri: string; indexedAt: string };
  reason?: { indexedAt?: string };
}

const context = { now: Date.UTC(2025, 5, 1) };
const author: PollTarget = { kind: 'bluesky', target: 'https://bsky.app/profile/chriskenny.bsky.social', site: 'Bluesky', medium: 'Social', allowPrivate: true };
const search: PollTarget = { ...author, target: 'search:redistricting maps' };
const AUTHOR_FEED = 'https://public.api.bsky.app/xrpc/app.bsky.feed.getAuthorFeed?actor=chriskenny.bsky.social&limit=50';
const feed = (readSocialFixture('bluesky', 'getAuthorFeed_chriskenny.bsky.social.json') as { feed: FeedItem[] }).feed;
let served: FeedItem[];

let server: PollServer;
beforeAll(async () => {
  server = await startPollServer((url, headers) => {
    if (headers['if-none-match'] === '"feed-1"') return { status: 304 };
    if (url.pathname === '/xrpc/app.bsky.feed.searchPosts') return json(readSocialFixture('bluesky', 'searchPosts_q_redistricting.json'));
    return json({ feed: served }, { etag: '"feed-1"' });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  served = feed;
});

function posts(outcome: PollOutcome) {
  if (outcome.kind !== 'posts') throw new Error('expected posts');
  return outcome.posts;
}
const noValidators = (state: PollState): PollState => ({ ...state, etag: null });

describe('Bluesky poller', () => {
  it("reads an author's feed and remembers the newest indexing time", async () => {
    const outcome = await pollSource(author, NO_STATE, context);
    expect(server.requests.map((r) => r.url)).toEqual([AUTHOR_FEED]);
    expect(posts(outcome)).toHaveLength(new Set(feed.map((item) => item.post.uri)).size);
    expect(outcome.state.cursor).toEqual({ indexedAt: Date.parse('2025-05-05T01:30:18.253Z'), uris: [feed[0]?.post.uri] });
    expect(outcome.state.etag).toBe('"feed-1"');
  });

  it('answers only the entries indexed after those it read', async () => {
    // The feed as it stood before its five newest entries.
    served = feed.slice(5);
    const first = await pollSource(author, NO_STATE, context);
    served = feed;
    const second = await pollSource(author, noValidators(first.state), context);
    expect(posts(second).map((p) => p.sourceId)).toEqual(feed.slice(0, 5).map((item) => item.post.uri));
    const third = await pollSource(author, noValidators(second.state), context);
    expect(posts(third)).toEqual([]);
    expect(third.state.cursor).toEqual(second.state.cursor);
  });

  it('dates a repost by when it was reposted, however old the post', async () => {
    const repost = feed.findIndex((item) => item.reason?.indexedAt !== undefined);
    const item = feed[repost]!;
    served = feed.slice(repost + 1);
    const before = await pollSource(author, NO_STATE, context);
    served = [{ ...item, post: { ...item.post, indexedAt: '2020-01-01T00:00:00.000Z' } }, ...feed.slice(repost + 1)];
    const after = await pollSource(author, noValidators(before.state), context);
    expect(posts(after).map((p) => p.sourceId)).toEqual([feed[repost]?.post.uri]);
  });

  it('searches the newest posts with the words of a search target', async () => {
    const outcome = await pollSource(search, NO_STATE, context);
    expect(server.requests.map((r) => r.url)).toEqual(['https://public.api.bsky.app/xrpc/app.bsky.feed.searchPosts?q=redistricting+maps&sort=latest&limit=50']);
    expect(posts(outcome)).toHaveLength(25);
  });

  it('sends the validators back and answers not_modified on 304', async () => {
    const state: PollState = { etag: '"feed-1"', lastModified: null, cursor: { indexedAt: 1, uris: [] } };
    await expect(pollSource(author, state, context)).resolves.toEqual({ kind: 'not_modified', state });
    expect(server.requests[0]?.headers['if-none-match']).toBe('"feed-1"');
  });
});
