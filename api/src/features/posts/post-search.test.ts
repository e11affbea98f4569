import { eq } from 'drizzle-orm';
import { feedPost, type FeedPost, type PostSearchInput } from 'shared/contract';
import { tasks } from '../../db/schema.js';
import { login, startTestApp, type TestApp } from '../../testing/test-app.js';
import { findUser } from '../accounts/accounts.js';
import { fixtureHash, insertFeedPosts } from './post-fixtures.js';

let t: TestApp;
let analyst: string;
let feed: number;
let otherFeed: number;

const HOUR = 3_600_000;
const BASE = Date.parse('2026-11-10T00:00:00+08:00');
const WINDOW = { from: BASE - 24 * HOUR, to: BASE + 24 * HOUR };
const feedId = async (name: string) => (await t.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.name, name)))[0]!.id;

beforeAll(async () => {
  t = await startTestApp();
  analyst = await login(t.app, 'analyst', 'analyst-demo');
  feed = await feedId('MTR service disruptions');
  otherFeed = await feedId('Christmas markets');
  const ada = (await findUser(t.db, 'analyst'))!;
  await insertFeedPosts(t.db, feed, [
    { label: 'p1', message: 'MTR delay at Admiralty', at: BASE + 1 * HOUR, counts: { reaction: 5, comment: 1, share: 9, view: 100 }, sentiment: -1 },
    { label: 'p2', message: '港鐵荃灣綫又延誤', site: 'HKGolden', at: BASE + 2 * HOUR, counts: { reaction: 50, view: 10 }, sentiment: null },
    { label: 'p3', message: 'the MTR was fine for me', thread: 'p1', at: BASE + 3 * HOUR, counts: { reaction: 1, comment: 7, share: 2, view: 1000 }, sentiment: 1 },
    { label: 'p4', message: 'MTR news report', medium: 'News', site: 'RTHK', at: BASE + 4 * HOUR, counts: { reaction: 20, comment: 3, share: 5, view: 500 }, sentiment: 0 },
    { label: 'p5', message: '港铁今日好顺', medium: 'Facebook', site: 'Facebook Group', at: BASE + 5 * HOUR, sentiment: 1, demo: true },
    { label: 'p6', message: 'Cheap MTR tickets here', at: BASE + 6 * HOUR, spam: { state: 1, by: ada.id, at: BASE + 30 * HOUR } },
    { label: 'p7', message: 'Buy followers MTR', at: BASE + 7 * HOUR, spam: { state: 2, at: BASE + 31 * HOUR } },
    { label: 'p8', message: 'MTR delay long ago', at: BASE - 10 * 24 * HOUR },
    { label: 'p9', message: 'MTR delay the feed never took', at: BASE + 1 * HOUR, inFeed: false },
  ]);
  await insertFeedPosts(t.db, otherFeed, [{ label: 'x1', message: 'Christmas market at the harbour', at: BASE }]);
});
afterAll(() => t.close());

async function search(over: Partial<PostSearchInput>, token = analyst) {
  const res = await t.app.inject({ method: 'POST', url: '/api/task/search', headers: { token }, payload: { task_id: feed, ...WINDOW, ...over } });
  return { status: res.statusCode, body: res.json() as { result: string; total: number; data: FeedPost[]; error?: string } };
}

/** The labels of the posts answered, in order. */
async function labels(over: Partial<PostSearchInput>) {
  const { status, body } = await search(over);
  expect(status).toBe(200);
  const byHash = new Map(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9'].map((l) => [fixtureHash(l), l]));
  return { labels: body.data.map((p) => byHash.get(p.hash)), total: body.total };
}

describe('POST /api/task/search', () => {
  it("answers the feed's kept posts of the period, newest first, in the Post shape", async () => {
    const { status, body } = await search({});
    expect(status).toBe(200);
    expect(await labels({})).toEqual({ labels: ['p5', 'p4', 'p3', 'p2', 'p1'], total: 5 });
    for (const post of body.data) expect(feedPost.parse(post)).toEqual(post);
    expect(body.data[0]).toMatchObject({
      live_sid: `${feed}_${fixtureHash('p5')}`,
      medium: 'Facebook',
      site: 'Facebook Group',
      post_message: '港铁今日好顺',
      unix_timestamp: BASE + 5 * HOUR,
      ai_sentiment: 1,
      is_comment: false,
      spam: 0,
      spam_by: null,
      spam_at: null,
      demo: true,
      bookmarked: false,
      bookmarked_by: [],
    });
    expect(body.data[2]).toMatchObject({ is_comment: true, comment_count: 7, share_count: 2, view_count: 1000, reaction_count: 1, demo: false });
  });

  it('filters by dates, both bounds inclusive', async () => {
    expect(await labels({ from: BASE + 2 * HOUR, to: BASE + 4 * HOUR })).toEqual({ labels: ['p4', 'p3', 'p2'], total: 3 });
    expect(await labels({ from: BASE - 11 * 24 * HOUR, to: BASE })).toEqual({ labels: ['p8'], total: 1 });
  });

  it('filters by sites and mediums (null all, an empty list nothing)', async () => {
    expect(await labels({ sites: ['LIHKG'] })).toEqual({ labels: ['p3', 'p1'], total: 2 });
    expect(await labels({ sites: ['RTHK', 'HKGolden'] })).toEqual({ labels: ['p4', 'p2'], total: 2 });
    expect(await labels({ mediums: ['News'] })).toEqual({ labels: ['p4'], total: 1 });
    expect(await labels({ mediums: ['Forum'], sites: ['HKGolden'] })).toEqual({ labels: ['p2'], total: 1 });
    expect(await labels({ sites: [] })).toEqual({ labels: [], total: 0 });
    expect(await labels({ sites: null, mediums: null })).toEqual({ labels: ['p5', 'p4', 'p3', 'p2', 'p1'], total: 5 });
  });

  it('filters comments and threads', async () => {
    expect(await labels({ is_comment: true })).toEqual({ labels: ['p3'], total: 1 });
    expect(await labels({ is_comment: false })).toEqual({ labels: ['p5', 'p4', 'p2', 'p1'], total: 4 });
    expect(await labels({ is_comment: null })).toEqual({ labels: ['p5', 'p4', 'p3', 'p2', 'p1'], total: 5 });
  });

  it('filters by the query language, Traditional and Simplified alike', async () => {
    expect(await labels({ query: 'MTR' })).toEqual({ labels: ['p4', 'p3', 'p1'], total: 3 });
    expect(await labels({ query: 'MTR AND NOT (news OR Admiralty)' })).toEqual({ labels: ['p3'], total: 1 });
    expect(await labels({ query: '港鐵' })).toEqual({ labels: ['p5', 'p2'], total: 2 });
    expect(await labels({ query: '港铁' })).toEqual({ labels: ['p5', 'p2'], total: 2 });
    expect(await labels({ query: '延誤' })).toEqual({ labels: ['p2'], total: 1 });
    expect(await labels({ query: 'NOT MTR' })).toEqual({ labels: ['p5', 'p2'], total: 2 });
    expect(await labels({ query: 'site:RTHK' })).toEqual({ labels: ['p4'], total: 1 });
    // Whole words: 'MT' is not in 'MTR'.
    expect(await labels({ query: 'MT' })).toEqual({ labels: [], total: 0 });
    expect(await labels({ query: '  ' })).toEqual({ labels: ['p5', 'p4', 'p3', 'p2', 'p1'], total: 5 });
  });

  it("answers a query that does not parse with the parser's message", async () => {
    const { status, body } = await search({ query: 'MTR AND (delay' });
    expect(status).toBe(400);
    expect(body.result).toBe('invalid_request');
    expect(body.error).toMatch(/\)/);
  });

  it('sorts by each field, descending, ties newest first', async () => {
    expect((await labels({ sort: 'unix_timestamp' })).labels).toEqual(['p5', 'p4', 'p3', 'p2', 'p1']);
    expect((await labels({ sort: 'reaction_count' })).labels).toEqual(['p2', 'p4', 'p1', 'p3', 'p5']);
    expect((await labels({ sort: 'comment_count' })).labels).toEqual(['p3', 'p4', 'p1', 'p5', 'p2']);
    expect((await labels({ sort: 'share_count' })).labels).toEqual(['p1', 'p4', 'p3', 'p5', 'p2']);
    expect((await labels({ sort: 'view_count' })).labels).toEqual(['p3', 'p4', 'p1', 'p2', 'p5']);
    expect((await labels({ sort: 'view_count', query: 'MTR OR 港鐵' })).labels).toEqual(['p3', 'p4', 'p1', 'p2', 'p5']);
    expect((await labels({ sort: 'reaction_count', query: 'MTR' })).labels).toEqual(['p4', 'p1', 'p3']);
  });

  it('answers the removed posts when spam is true', async () => {
    const { body } = await search({ spam: true });
    expect(await labels({ spam: true })).toEqual({ labels: ['p7', 'p6'], total: 2 });
    expect(body.data.map((p) => [p.spam, p.spam_by, p.spam_at])).toEqual([
      [2, null, BASE + 31 * HOUR],
      [1, 'Ada Analyst', BASE + 30 * HOUR],
    ]);
    expect(await labels({ spam: true, query: 'tickets' })).toEqual({ labels: ['p6'], total: 1 });
    expect(await labels({ spam: false, query: 'tickets' })).toEqual({ labels: [], total: 0 });
  });

  it('filters by sentiment, -128 being the posts without one', async () => {
    expect(await labels({ sentiment: [-128] })).toEqual({ labels: ['p2'], total: 1 });
    expect(await labels({ sentiment: [1] })).toEqual({ labels: ['p5', 'p3'], total: 2 });
    expect(await labels({ sentiment: [-1, 0] })).toEqual({ labels: ['p4', 'p1'], total: 2 });
    expect(await labels({ sentiment: [-128, 1] })).toEqual({ labels: ['p5', 'p3', 'p2'], total: 3 });
    expect(await labels({ sentiment: [-128, -1, 0, 1] })).toEqual({ labels: ['p5', 'p4', 'p3', 'p2', 'p1'], total: 5 });
    expect(await labels({ sentiment: [] })).toEqual({ labels: ['p5', 'p4', 'p3', 'p2', 'p1'], total: 5 });
    expect(await labels({ sentiment: [1], query: 'MTR' })).toEqual({ labels: ['p3'], total: 1 });
  });

  it('pages with size and offset, with the exact total', async () => {
    expect(await labels({ size: 2 })).toEqual({ labels: ['p5', 'p4'], total: 5 });
    expect(await labels({ size: 2, offset: 2 })).toEqual({ labels: ['p3', 'p2'], total: 5 });
    expect(await labels({ size: 2, offset: 4 })).toEqual({ labels: ['p1'], total: 5 });
    expect(await labels({ size: 20, offset: 10 })).toEqual({ labels: [], total: 5 });
    expect(await labels({ size: 2, offset: 1, query: 'MTR OR 港鐵' })).toEqual({ labels: ['p4', 'p3'], total: 5 });
    expect(await labels({ size: 1, offset: 2, query: 'MTR', sort: 'share_count' })).toEqual({ labels: ['p3'], total: 3 });
    for (const size of [0, 101]) expect((await search({ size })).status).toBe(400);
    expect((await search({ offset: -1 })).status).toBe(400);
  });

  it('keeps paging and total exact when the query verifies more candidates than one database read holds', async () => {
    const budget = await feedId('Budget 2026 reactions');
    // 2,080 candidates hold 'coffee'; the matcher turns down the 520 decaf ones. Times and counts tie a lot.
    const many = Array.from({ length: 2600 }, (_, i) => ({
      label: `bulk-${i}`,
      message: i % 5 === 0 ? 'milk tea only' : i % 5 === 1 ? 'decaf coffee please' : 'coffee latte art',
      at: BASE + (i % 40) * 1000,
      counts: { reaction: i % 7 },
    }));
    await insertFeedPosts(t.db, budget, many);
    const expected = many
      .filter((p) => p.message === 'coffee latte art')
      .map((p) => ({ hash: fixtureHash(p.label), at: p.at, reaction: p.counts.reaction }))
      .sort((a, b) => b.reaction - a.reaction || b.at - a.at || (a.hash < b.hash ? 1 : -1))
      .map((p) => p.hash);
    expect(expected).toHaveLength(1560);
    for (const offset of [0, 1000, 1555]) {
      const { body } = await search({ task_id: budget, query: 'coffee AND NOT decaf', sort: 'reaction_count', size: 100, offset });
      expect(body.total).toBe(1560);
      expect(body.data.map((p) => p.hash)).toEqual(expected.slice(offset, offset + 100));
    }
  });

  it("answers 404 for another account's feed", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/task/search', headers: { token: analyst }, payload: { task_id: otherFeed, ...WINDOW } });
    expect([res.statusCode, res.json()]).toEqual([404, { result: 'not_found', error: 'Feed not found' }]);
  });
});
