import { readSocialFixture } from '../../../testing/social-fixtures.js';
import { DISCOURSE_TOPICS_PER_POLL } from './discourse-poller.js';
import { pollSource, type PollOutcome, type PollState, type PollTarget } from './poll-source.js';
import { json, NO_STATE, startPollServer, type PollServer } from '../../../testing/poll-test-server.js';

interface Topic {
  id: number;
  title: string;
  slug: string;
  created_at: string;
  post_stream: { posts: { id: number; post_number: number; topic_id: number }[] };
}

const context = { now: Date.UTC(2025, 5, 1) };
const target: PollTarget = { kind: 'discourse', target: 'https://try.discourse.org', site: 'Discourse Meta', medium: 'Forum', allowPrivate: true };
const FORUM = 'https://try.discourse.org';
// The real /t/57.json (posts 1, 2, 3 and 14), and copies of it under other ids where a test needs more topics.
const captured = readSocialFixture('discourse', 'topic.json') as Topic;
const topicWithId = (id: number): Topic => ({ ...captured, id, post_stream: { posts: captured.post_stream.posts.map((p) => ({ ...p, topic_id: id })) } });
// A reply written after the capture.
const withPost15 = (topic: Topic): Topic => {
  const last = topic.post_stream.posts.at(-1)!;
  return { ...topic, post_stream: { posts: [...topic.post_stream.posts, { ...last, id: last.id + 1, post_number: 15 }] } };
};

let topics: Topic[];
let highest: number;
const listEntry = (topic: Topic) => ({ id: topic.id, title: topic.title, slug: topic.slug, posts_count: 4, highest_post_number: highest, created_at: topic.created_at });

let server: PollServer;
beforeAll(async () => {
  server = await startPollServer((url, headers) => {
    if (headers['if-none-match'] === '"latest-1"') return { status: 304 };
    if (url.pathname === '/latest.json') return json({ topic_list: { topics: topics.map(listEntry) } }, { etag: '"latest-1"' });
    const [, id, from] = /^\/t\/(\d+)(?:\/(\d+))?\.json$/.exec(url.pathname) ?? [];
    const topic = topics.find((t) => t.id === Number(id));
    if (topic === undefined) return { status: 404 };
    return json(from === undefined || highest < 15 ? topic : withPost15(topic));
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  topics = [captured];
  highest = 14;
});

function posts(outcome: PollOutcome) {
  if (outcome.kind !== 'posts') throw new Error('expected posts');
  return outcome.posts;
}
const topicRequests = () => server.requests.slice(1).map((r) => r.url);
const noValidators = (state: PollState): PollState => ({ ...state, etag: null });

describe('Discourse poller', () => {
  it('reads the latest topics, then the posts of each new topic', async () => {
    const outcome = await pollSource(target, NO_STATE, context);
    expect(server.requests.map((r) => r.url)).toEqual([`${FORUM}/latest.json`, `${FORUM}/t/57.json`]);
    expect(posts(outcome).map((p) => p.postLink)).toEqual([1, 2, 3, 14].map((n) => `${FORUM}/t/${captured.slug}/57/${n}`));
    expect(posts(outcome)[0]).toMatchObject({ site: 'Discourse Meta', medium: 'Forum', threadTitle: captured.title, isComment: false });
    expect(outcome.state).toEqual({ etag: '"latest-1"', lastModified: null, cursor: { topics: [['57', 14]] } });
  });

  it('reads a known topic again only when it has new posts, from the post after the last one read', async () => {
    const first = await pollSource(target, NO_STATE, context);
    server.requests.length = 0;
    const unchanged = await pollSource(target, noValidators(first.state), context);
    expect(topicRequests()).toEqual([]);
    expect(posts(unchanged)).toEqual([]);

    highest = 15;
    server.requests.length = 0;
    const grown = await pollSource(target, noValidators(unchanged.state), context);
    expect(topicRequests()).toEqual([`${FORUM}/t/57/15.json`]);
    expect(posts(grown).map((p) => p.postLink)).toEqual([`${FORUM}/t/${captured.slug}/57/15`]);
    expect(grown.state.cursor).toEqual({ topics: [['57', 15]] });
  });

  it('reads a capped number of topics per poll and the others in the next poll', async () => {
    topics = [captured, ...Array.from({ length: 11 }, (_, i) => topicWithId(100 + i))];
    const first = await pollSource(target, NO_STATE, context);
    expect(topicRequests()).toEqual(topics.slice(0, DISCOURSE_TOPICS_PER_POLL).map((t) => `${FORUM}/t/${t.id}.json`));
    server.requests.length = 0;
    await pollSource(target, noValidators(first.state), context);
    expect(topicRequests()).toEqual(topics.slice(DISCOURSE_TOPICS_PER_POLL).map((t) => `${FORUM}/t/${t.id}.json`));
  });

  it('sends the validators back and answers not_modified on 304', async () => {
    const state: PollState = { etag: '"latest-1"', lastModified: null, cursor: { topics: [['57', 14]] } };
    await expect(pollSource(target, state, context)).resolves.toEqual({ kind: 'not_modified', state });
    expect(server.requests.map((r) => r.url)).toEqual([`${FORUM}/latest.json`]);
  });
});
