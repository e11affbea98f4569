import { readSocialFixture } from '../../../testing/social-fixtures.js';
import { pollSource, type PollOutcome, type PollState, type PollTarget } from './poll-source.js';
import { captured, json, NO_STATE, startPollServer, type PollServer } from '../../../testing/poll-test-server.js';

const context = { now: Date.UTC(2025, 7, 1) };
const local: PollTarget = { kind: 'mastodon', target: 'https://fosstodon.org/', site: 'Mastodon', medium: 'Social', allowPrivate: true };
const tag: PollTarget = { ...local, target: 'https://mastodon.social/tags/rstats' };
const LOCAL_TIMELINE = 'timeline_public_local_fosstodon_limit10.json';
const newestLocalId = (readSocialFixture('mastodon', LOCAL_TIMELINE) as { id: string }[])[0]?.id ?? '';

let server: PollServer;
beforeAll(async () => {
  server = await startPollServer((url, headers) => {
    if (headers['if-none-match'] === 'W/"timeline-1"') return { status: 304 };
    // Nothing newer than the newest status: Mastodon answers an empty page.
    if (url.searchParams.has('since_id')) return json([]);
    const file = url.pathname === '/api/v1/timelines/public' ? LOCAL_TIMELINE : 'timeline_tag_rstats_mastodon.social_limit5.json';
    return { headers: { 'content-type': 'application/json', etag: 'W/"timeline-1"' }, body: captured('social', 'mastodon', file) };
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

function posts(outcome: PollOutcome) {
  if (outcome.kind !== 'posts') throw new Error('expected posts');
  return outcome.posts;
}

describe('Mastodon poller', () => {
  it("reads an instance's local timeline and remembers the newest status", async () => {
    const outcome = await pollSource(local, NO_STATE, context);
    expect(server.requests.map((r) => r.url)).toEqual(['https://fosstodon.org/api/v1/timelines/public?local=true&limit=40']);
    expect(posts(outcome)).toHaveLength(10);
    expect(posts(outcome)[0]).toMatchObject({ channel: 'fosstodon.org', site: 'Mastodon', medium: 'Social' });
    expect(outcome.state).toEqual({ etag: 'W/"timeline-1"', lastModified: null, cursor: { sinceId: newestLocalId } });
  });

  it('asks only for statuses newer than the newest it read', async () => {
    const state: PollState = { etag: null, lastModified: null, cursor: { sinceId: newestLocalId } };
    const outcome = await pollSource(local, state, context);
    expect(server.requests.map((r) => r.url)).toEqual([`https://fosstodon.org/api/v1/timelines/public?local=true&limit=40&since_id=${newestLocalId}`]);
    expect(outcome).toEqual({ kind: 'posts', posts: [], state: { etag: null, lastModified: null, cursor: { sinceId: newestLocalId } } });
  });

  it('reads a hashtag timeline with the hashtag as channel', async () => {
    const outcome = await pollSource(tag, NO_STATE, context);
    expect(server.requests.map((r) => r.url)).toEqual(['https://mastodon.social/api/v1/timelines/tag/rstats?limit=40']);
    expect(posts(outcome).length).toBeGreaterThan(0);
    expect(posts(outcome)[0]).toMatchObject({ channel: '#rstats', channelLink: 'https://mastodon.social/tags/rstats' });
  });

  it('sends the validators back and answers not_modified on 304', async () => {
    const state: PollState = { etag: 'W/"timeline-1"', lastModified: null, cursor: { sinceId: newestLocalId } };
    await expect(pollSource(local, state, context)).resolves.toEqual({ kind: 'not_modified', state });
    expect(server.requests[0]?.headers['if-none-match']).toBe('W/"timeline-1"');
  });
});
