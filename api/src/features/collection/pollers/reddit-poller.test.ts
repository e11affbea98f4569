import { readSocialFixture } from '../../../testing/social-fixtures.js';
import { pollSource, type PollOutcome, type PollState, type PollTarget } from './poll-source.js';
import { json, NO_STATE, startPollServer, type PollServer } from '../../../testing/poll-test-server.js';
import { REDDIT_THREADS_PER_POLL } from './reddit-poller.js';

interface Listing {
  kind: 'Listing';
  data: { children: { kind: string; data: { name: string; num_comments: number } }[] };
}

const context = { now: Date.UTC(2025, 5, 1) };
const target: PollTarget = { kind: 'reddit', target: 'https://www.reddit.com/r/AskReddit/', site: 'Reddit', medium: 'Forum', allowPrivate: true };
const LISTING_URL = 'https://www.reddit.com/r/AskReddit/new.json?limit=100&raw_json=1';
const THREADS = { '3hahrw': 'thread_comments_3hahrw_2016-03-22.json', '2gmzqe': 'thread_comments_2gmzqe_2016-03-21.json' } as const;

// A real listing with the submissions of the two captured threads on top, so that their comments are read first.
const capturedThreads = Object.values(THREADS).map((file) => readSocialFixture('reddit', file) as [Listing, Listing]);
const baseListing = readSocialFixture('reddit', 'listing_r_askreddit_hot_limit100_2016-03-01.json') as Listing;
let listing: Listing;
const commentsUrl = (fullname: string) => `https://www.reddit.com/comments/${fullname.slice(3)}.json?limit=500&sort=new&raw_json=1`;

let server: PollServer;
beforeAll(async () => {
  server = await startPollServer((url, headers) => {
    if (headers['if-none-match'] === '"listing-1"') return { status: 304 };
    if (url.pathname === '/r/AskReddit/new.json') return json(listing, { etag: '"listing-1"' });
    const id = /^\/comments\/(\w+)\.json$/.exec(url.pathname)?.[1] ?? '';
    const thread = capturedThreads.find(([head]) => head.data.children[0]?.data.name === `t3_${id}`);
    if (thread) return json(thread);
    // Threads not captured: their submission, without comments.
    const submission = listing.data.children.find((child) => child.data.name === `t3_${id}`);
    return submission ? json([{ kind: 'Listing', data: { children: [submission] } }, { kind: 'Listing', data: { children: [] } }]) : { status: 404 };
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  listing = { ...baseListing, data: { children: [...capturedThreads.map(([head]) => head.data.children[0]!), ...baseListing.data.children] } };
});

function posts(outcome: PollOutcome) {
  if (outcome.kind !== 'posts') throw new Error('expected posts');
  return outcome.posts;
}
const threadsRead = () => server.requests.slice(1).map((r) => r.url);
const withComments = () => listing.data.children.map((c) => c.data).filter((t) => t.num_comments > 0);

describe('Reddit poller', () => {
  it('reads the newest threads, then the comments of at most a capped number of threads', async () => {
    const outcome = await pollSource(target, NO_STATE, context);
    expect(server.requests[0]?.url).toBe(LISTING_URL);
    expect(threadsRead()).toEqual(withComments().slice(0, REDDIT_THREADS_PER_POLL).map((t) => commentsUrl(t.name)));
    const read = posts(outcome);
    expect(read.filter((p) => !p.isComment)).toHaveLength(listing.data.children.length);
    const comments = read.filter((p) => p.isComment);
    expect(comments.length).toBeGreaterThan(100);
    expect(new Set(comments.map((p) => p.threadSourceId))).toEqual(new Set(['t3_3hahrw', 't3_2gmzqe']));
    expect(new Set(read.map((p) => p.sourceId)).size).toBe(read.length);
    expect(outcome.state.etag).toBe('"listing-1"');
  });

  it('reads the comments of the other threads in the next polls, and of a thread again only when its count grew', async () => {
    const first = await pollSource(target, NO_STATE, context);
    server.requests.length = 0;
    const second = await pollSource(target, { ...first.state, etag: null }, context);
    expect(threadsRead()).toEqual(withComments().slice(REDDIT_THREADS_PER_POLL, 2 * REDDIT_THREADS_PER_POLL).map((t) => commentsUrl(t.name)));

    listing.data.children[0]!.data = { ...listing.data.children[0]!.data, num_comments: 600 };
    server.requests.length = 0;
    await pollSource(target, { ...second.state, etag: null }, context);
    expect(threadsRead()).toEqual([
      commentsUrl('t3_3hahrw'),
      ...withComments().slice(2 * REDDIT_THREADS_PER_POLL, 3 * REDDIT_THREADS_PER_POLL - 1).map((t) => commentsUrl(t.name)),
    ]);
  });

  it('keeps its memory of threads bounded', async () => {
    const old = Array.from({ length: 600 }, (_, i): [string, number] => [`t3_old${i}`, 1]);
    const { state } = await pollSource(target, { ...NO_STATE, cursor: { comments: old } }, context);
    const remembered = state.cursor.comments as [string, number][];
    expect(remembered).toHaveLength(500);
    expect(remembered.slice(-REDDIT_THREADS_PER_POLL).map(([name]) => name)).toEqual(withComments().slice(0, REDDIT_THREADS_PER_POLL).map((t) => t.name));
  });

  it('sends the validators back and answers not_modified on 304', async () => {
    const state: PollState = { etag: '"listing-1"', lastModified: null, cursor: { comments: [['t3_3hahrw', 543]] } };
    await expect(pollSource(target, state, context)).resolves.toEqual({ kind: 'not_modified', state });
    expect(server.requests.map((r) => r.url)).toEqual([LISTING_URL]);
  });
});
