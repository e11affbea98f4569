import { readSocialFixture, socialFixtureFiles } from '../../../testing/social-fixtures.js';
import { HN_COMMENTS_PER_POLL, HN_STORIES_PER_POLL } from './hackernews-poller.js';
import { pollSource, type PollOutcome, type PollState, type PollTarget } from './poll-source.js';
import { json, NO_STATE, startPollServer, type PollServer } from '../../../testing/poll-test-server.js';

const context = { now: Date.UTC(2025, 5, 1) };
const target: PollTarget = { kind: 'hackernews', target: 'https://hacker-news.firebaseio.com/v0/', site: 'Hacker News', medium: 'Forum', allowPrivate: true };
const API = 'https://hacker-news.firebaseio.com/v0';
const items = new Map(
  socialFixtureFiles('hackernews')
    .filter((file) => file.startsWith('item_'))
    .map((file) => [Number(/\d+/.exec(file)?.[0]), readSocialFixture('hackernews', file) as { kids?: number[] }]),
);
// The captured comment stands as the first reply to the Dropbox story, the other replies were not captured.
const story = items.get(8863)!;
items.set(8863, { ...story, kids: [2921983, ...(story.kids ?? [])] });
let newStories: number[];

let server: PollServer;
beforeAll(async () => {
  server = await startPollServer((url, headers) => {
    if (headers['if-none-match'] === '"new-1"') return { status: 304 };
    if (url.pathname === '/v0/newstories.json') return json(newStories, { etag: '"new-1"' });
    // The API answers null for an id it has no item for.
    return json(items.get(Number(/^\/v0\/item\/(\d+)\.json$/.exec(url.pathname)?.[1])) ?? null);
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  newStories = [126809, 121003, 8863];
});

function posts(outcome: PollOutcome) {
  if (outcome.kind !== 'posts') throw new Error('expected posts');
  return outcome.posts;
}
const itemUrl = (id: number) => `${API}/item/${id}.json`;
const itemRequests = () => server.requests.slice(1).map((r) => r.url);

describe('Hacker News poller', () => {
  it('reads the new stories oldest first, then their comments up to a cap', async () => {
    const outcome = await pollSource(target, NO_STATE, context);
    expect(server.requests[0]?.url).toBe(`${API}/newstories.json`);
    expect(itemRequests().slice(0, 4)).toEqual([itemUrl(8863), itemUrl(121003), itemUrl(126809), itemUrl(2921983)]);
    expect(itemRequests()).toHaveLength(3 + HN_COMMENTS_PER_POLL);
    expect(posts(outcome).map((p) => p.sourceId)).toEqual(['hn:8863', 'hn:121003', 'hn:126809', 'hn:2921983']);
    expect(posts(outcome)[3]).toMatchObject({
      isComment: true,
      threadSourceId: 'hn:8863',
      threadTitle: 'My YC app: Dropbox - Throw away your USB drive',
      threadLink: 'https://news.ycombinator.com/item?id=8863',
      authorName: 'norvig',
    });
    expect(outcome.state).toEqual({ etag: '"new-1"', lastModified: null, cursor: { maxId: 126809 } });
  });

  it('does not read again the stories at or below the highest id it read', async () => {
    newStories = [126900, 126809, 121003, 8863];
    const outcome = await pollSource(target, { ...NO_STATE, cursor: { maxId: 126809 } }, context);
    expect(itemRequests()).toEqual([itemUrl(126900)]);
    expect(outcome).toEqual({ kind: 'posts', posts: [], state: { etag: '"new-1"', lastModified: null, cursor: { maxId: 126900 } } });
  });

  it('starts a new source at the newest stories and catches up a known one oldest first, a capped number per poll', async () => {
    newStories = Array.from({ length: 500 }, (_, i) => 9_130_260 - i);
    const fresh = await pollSource(target, NO_STATE, context);
    expect(itemRequests()).toEqual(Array.from({ length: HN_STORIES_PER_POLL }, (_, i) => itemUrl(9_130_260 - HN_STORIES_PER_POLL + 1 + i)));
    expect(fresh.state.cursor).toEqual({ maxId: 9_130_260 });

    server.requests.length = 0;
    const behind = await pollSource(target, { ...NO_STATE, cursor: { maxId: 9_130_000 } }, context);
    expect(itemRequests()).toEqual(Array.from({ length: HN_STORIES_PER_POLL }, (_, i) => itemUrl(9_130_001 + i)));
    expect(behind.state.cursor).toEqual({ maxId: 9_130_000 + HN_STORIES_PER_POLL });
  });

  it('sends the validators back and answers not_modified on 304', async () => {
    const state: PollState = { etag: '"new-1"', lastModified: null, cursor: { maxId: 8863 } };
    await expect(pollSource(target, state, context)).resolves.toEqual({ kind: 'not_modified', state });
    expect(server.requests.map((r) => r.url)).toEqual([`${API}/newstories.json`]);
  });
});
