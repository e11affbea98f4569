import { and, asc, eq } from 'drizzle-orm';
import { modalPost, type TrendingTopic } from 'shared/contract';
import { feedHide, feedTopicCache, jobs, posts, tasks } from '../../db/schema.js';
import { login, logInColleague, startTestApp, type TestApp } from '../../testing/test-app.js';
import { findUser, grantAccess } from '../accounts/accounts.js';
import { NO_REACTIONS, type CollectedPost } from '../collection/collected-post.js';
import { Collector } from '../ingestion/collector.js';
import { enqueue } from '../ingestion/queue.js';
import { preparePosts, writePosts } from '../ingestion/store-posts.js';
import { RealtimeMatcher } from '../matching/realtime-matcher.js';
import { fixtureHash, insertFeedPosts } from '../posts/post-fixtures.js';
import { displaysOf, recordStoredTermDisplays, recordTermDisplays } from './term-display.js';
import { refreshTopicCaches } from './trending-topics.js';

let t: TestApp;
let analyst: string;
let colleague: string;
let feed: number;
let otherFeed: number;

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** Hong Kong midnight starting 10 November 2026. */
const D = Date.parse('2026-11-10T00:00:00+08:00');
/** From 22:00 on the 9th to 03:00 on the 12th (Hong Kong): two whole days and a partial day at each edge. */
const CLOUD = { from: D - 2 * HOUR, to: D + 51 * HOUR };
/** 16 November (Hong Kong) and, before it, the 15th. */
const TOPICS = { from: D + 144 * HOUR, to: D + 168 * HOUR };
const WRITTEN = { from: D + 199 * HOUR, to: D + 203 * HOUR };
const feedId = async (name: string) => (await t.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.name, name)))[0]!.id;

beforeAll(async () => {
  t = await startTestApp();
  analyst = await login(t.app, 'analyst', 'analyst-demo');
  const account = (await findUser(t.db, 'analyst'))!.accountId;
  colleague = await logInColleague(t);
  feed = await feedId('MTR service disruptions');
  otherFeed = await feedId('Christmas markets');
  await grantAccess(t.db, 'colleague', feed, false);
  await insertFeedPosts(t.db, feed, [
    { label: 'c1', message: 'before the window', at: D - 3 * HOUR, terms: ['mtr', 'delay'] },
    { label: 'c2', message: 'evening edge', at: D - 1 * HOUR, terms: ['mtr', 'signal'] },
    { label: 'c3', message: 'MTR delay 港鐵', at: D + 1 * HOUR, terms: ['mtr', 'delay', '港铁'], counts: { reaction: 3, comment: 1, share: 1 }, sentiment: -1 },
    { label: 'c4', message: 'day two', at: D + 25 * HOUR, terms: ['mtr', 'delay'] },
    { label: 'c5', message: 'stored before "the" was a stopword', at: D + 47 * HOUR, terms: ['delay', 'the'] },
    { label: 'c6', message: 'MTR 港鐵 morning edge', at: D + 49 * HOUR, terms: ['mtr', '港铁'], counts: { reaction: 9, view: 100 }, sentiment: 1, site: 'HKGolden', channel: '時事台' },
    { label: 'c7', message: 'at the end, left out', at: D + 51 * HOUR, terms: ['mtr'] },
    { label: 'c8', message: 'irrelevant', at: D + 30 * HOUR, terms: ['mtr'], spam: { state: 1 } },
    { label: 'c9', message: 'not in the feed', at: D + 30 * HOUR, terms: ['mtr'], inFeed: false },
  ]);
  await insertFeedPosts(t.db, otherFeed, [{ label: 'x1', message: 'Christmas market', at: D, terms: ['market'] }]);
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST', url: string, token = analyst, payload?: unknown) {
  const res = await t.app.inject({ method, url, headers: { token }, ...(payload !== undefined ? { payload: payload as object } : {}) });
  return { status: res.statusCode, body: res.json() as { result: string; data: never; hidden?: Record<string, number>; error?: string } };
}

const setHide = (lists: { keywords?: string[]; topics?: string[]; sites?: string[] }, token = analyst) =>
  call('POST', `/api/task/overview/${feed}/hide`, token, lists);
const clearHide = () => setHide({ keywords: [], topics: [], sites: [] });
const cloud = (window: { from: number; to: number }) => call('GET', `/api/task/${feed}/wordcloud?from=${window.from}&to=${window.to}`);

describe('hide settings', () => {
  it('are empty lists for a feed that never saved any', async () => {
    expect(await call('GET', `/api/task/${feed}/overview/hide`)).toEqual({
      status: 200,
      body: { result: 'success', data: { hide: { keywords: [], topics: [], sites: [] } } },
    });
  });

  it('replace only the lists given, trimmed and without repeats whatever their case, and record who saved them', async () => {
    expect((await setHide({ keywords: [' Signal ', 'signal', 'MTR', 'mtr '] })).body).toEqual({
      result: 'success',
      data: { keywords: ['Signal', 'MTR'], topics: [], sites: [] },
    });
    t.clock.advance(MINUTE);
    expect((await setHide({ sites: ['LIHKG', 'lihkg'], topics: ['罷工'] })).body.data).toEqual({ keywords: ['Signal', 'MTR'], topics: ['罷工'], sites: ['LIHKG'] });
    expect((await call('GET', `/api/task/${feed}/overview/hide`, colleague)).body.data).toEqual({
      hide: { keywords: ['Signal', 'MTR'], topics: ['罷工'], sites: ['LIHKG'] },
    });
    const [row] = await t.db.select().from(feedHide).where(eq(feedHide.taskId, feed));
    expect(row).toMatchObject({ updatedBy: (await findUser(t.db, 'analyst'))!.id, updatedAt: t.clock.now() });
  });

  it('refuse entries over 100 characters and a save without any list', async () => {
    const tooLong = await setHide({ keywords: ['x'.repeat(101)] });
    expect([tooLong.status, tooLong.body.result]).toEqual([400, 'invalid_request']);
    expect((await setHide({})).status).toBe(400);
    expect((await call('GET', `/api/task/${feed}/overview/hide`)).body.data).toEqual({ hide: { keywords: ['Signal', 'MTR'], topics: ['罷工'], sites: ['LIHKG'] } });
  });

  it('can be read but not changed by a read-only user', async () => {
    const res = await setHide({ keywords: [] }, colleague);
    expect(res).toEqual({ status: 403, body: { result: 'forbidden', error: 'You can view this feed but not change it' } });
    expect((await call('GET', `/api/task/${feed}/overview/hide`)).body.data).toMatchObject({ hide: { keywords: ['Signal', 'MTR'] } });
  });
});

describe("another account's feed", () => {
  it('answers 404 to every call', async () => {
    const window = `from=${D}&to=${D + HOUR}`;
    for (const res of [
      await call('GET', `/api/task/${otherFeed}/wordcloud?${window}`),
      await call('GET', `/api/task/${otherFeed}/analytics/top_term?${window}`),
      await call('POST', `/api/task/${otherFeed}/search/phrases`, analyst, { topics: ['market'], from: D, to: D + HOUR }),
      await call('GET', `/api/task/${otherFeed}/overview/hide`),
      await call('POST', `/api/task/overview/${otherFeed}/hide`, analyst, { keywords: ['market'] }),
    ]) {
      expect(res).toEqual({ status: 404, body: { result: 'not_found', error: 'Feed not found' } });
    }
  });
});

describe('GET /api/task/:id/wordcloud', () => {
  beforeAll(clearHide);

  it('counts the kept posts holding each term exactly, partial edge days included, without stopwords', async () => {
    expect((await cloud(CLOUD)).body).toEqual({ result: 'success', data: { mtr: 4, delay: 3, 港铁: 2, signal: 1 }, hidden: {} });
    expect((await cloud({ from: D, to: D + 24 * HOUR })).body.data).toEqual({ mtr: 1, delay: 1, 港铁: 1 });
    expect((await cloud({ from: D + 24 * HOUR, to: D + 49 * HOUR + 1 })).body.data).toEqual({ mtr: 2, delay: 2, 港铁: 1 });
  });

  it('leaves hidden keywords out, compared folded, and counts each of them in `hidden`', async () => {
    await setHide({ keywords: ['SIGNAL', '港鐵', 'nothing'] });
    expect((await cloud(CLOUD)).body).toEqual({ result: 'success', data: { mtr: 4, delay: 3 }, hidden: { SIGNAL: 1, 港鐵: 2, nothing: 0 } });
    await clearHide();
  });
});

describe('term displays', () => {
  const NOW = () => t.clock.now();
  const collected = (id: string, message: string, at: number): CollectedPost => ({
    sourceId: id,
    threadSourceId: id,
    isComment: false,
    medium: 'Forum',
    site: 'LIHKG',
    threadTitle: '',
    threadLink: `https://forum.example.hk/t/${id}`,
    postLink: `https://forum.example.hk/p/${id}`,
    message,
    authorName: 'writer',
    authorId: '',
    authorImage: null,
    authorLink: null,
    channel: null,
    channelLink: null,
    postedAt: at,
    commentCount: 0,
    shareCount: 0,
    viewCount: 0,
    reactions: NO_REACTIONS,
    lang: null,
  });
  async function write(post: CollectedPost): Promise<void> {
    const matcher = await new RealtimeMatcher().current(t.db);
    const result = await t.db.transaction((tx) => writePosts(tx, null, preparePosts({ id: null, labelId: null, demo: false }, [post], matcher), NOW()));
    expect(result).toMatchObject({ inserted: 1, links: 1 });
  }

  it('show a term as posts write it, a Traditional form winning over the folded one and then staying', async () => {
    await write(collected('simplified', '港铁又延误', D + 200 * HOUR));
    expect((await cloud(WRITTEN)).body.data).toMatchObject({ 港铁: 1, 延误: 1 });

    await write(collected('traditional', '港鐵又延誤', D + 201 * HOUR));
    const afterTraditional = (await cloud(WRITTEN)).body.data as Record<string, number>;
    expect(afterTraditional).toMatchObject({ 港鐵: 2, 延誤: 2 });
    expect(Object.keys(afterTraditional)).not.toEqual(expect.arrayContaining(['港铁']));
    expect((await cloud(CLOUD)).body.data).toEqual({ mtr: 4, delay: 3, 港鐵: 2, signal: 1 });

    await write(collected('simplified-again', '港铁延误', D + 202 * HOUR));
    expect((await cloud(WRITTEN)).body.data).toMatchObject({ 港鐵: 3, 延誤: 3 });
  });

  it("are recorded for posts stored without them by the collector's 'term-displays' job, a batch at a time", async () => {
    // Fixtures are stored without displays, as posts were before migration 0006.
    await insertFeedPosts(t.db, feed, [
      { label: 'old-1', message: '銅鑼灣 塞車', at: D + 210 * HOUR, terms: ['铜锣湾', '塞车'] },
      { label: 'old-2', message: '銅鑼灣', at: D + 211 * HOUR, terms: ['铜锣湾'] },
    ]);
    expect(await displaysOf(t.db, ['铜锣湾', '塞车'])).toEqual(new Map([['铜锣湾', '铜锣湾'], ['塞车', '塞车']]));

    const [first] = await t.db.select({ id: posts.id }).from(posts).orderBy(asc(posts.id)).limit(1);
    expect(await recordStoredTermDisplays(t.db, '', 1)).toBe(first!.id);
    await enqueue(t.db, 'term-displays', { afterId: '' }, { dedupeKey: 'term-displays', runAt: t.clock.now() });
    const collector = new Collector({ db: t.db, clock: t.clock.now });
    await collector.runUntilIdle();
    expect(await displaysOf(t.db, ['铜锣湾', '塞车'])).toEqual(new Map([['铜锣湾', '銅鑼灣'], ['塞车', '塞車']]));
    expect(await t.db.select().from(jobs).where(eq(jobs.kind, 'term-displays'))).toEqual([]);
  });
});

describe('POST /api/task/:id/search/phrases', () => {
  const phrases = (topics: string[], window = CLOUD) => call('POST', `/api/task/${feed}/search/phrases`, analyst, { topics, ...window });

  it("answers the window's kept posts holding every word, most engagement first, in the modal's shape", async () => {
    const res = await phrases(['MTR', '港鐵']);
    expect(res.status).toBe(200);
    const posts = res.body.data as unknown[];
    expect(posts.map((p) => modalPost.parse(p))).toEqual(posts);
    expect(posts[0]).toEqual({
      hash: fixtureHash('c6'),
      site: 'HKGolden',
      medium: 'Forum',
      author_name: 'someone',
      unix_timestamp: D + 49 * HOUR,
      is_comment: false,
      thread_title: '',
      thread_link: 'https://forum.example.hk/t/c6',
      post_link: 'https://forum.example.hk/p/c6',
      post_message: 'MTR 港鐵 morning edge',
      ai_sentiment: 1,
    });
    expect(posts.map((p) => (p as { hash: string }).hash)).toEqual(['c6', 'c3'].map(fixtureHash));
  });

  it('ties on engagement go newest first; posts outside the window, removed or holding only some words are left out', async () => {
    const hashes = async (topics: string[], window = CLOUD) => ((await phrases(topics, window)).body.data as { hash: string }[]).map((p) => p.hash);
    expect(await hashes(['delay'])).toEqual(['c3', 'c5', 'c4'].map(fixtureHash));
    expect(await hashes(['mtr'], { from: D + 24 * HOUR, to: D + 51 * HOUR })).toEqual(['c6', 'c4'].map(fixtureHash));
    expect(await hashes(['delay', 'signal'])).toEqual([]);
  });
});

describe('GET /api/task/:id/analytics/top_term', () => {
  const topTerm = async (query: string) => {
    const res = await call('GET', `/api/task/${feed}/analytics/top_term?${query}`);
    expect(res.status).toBe(200);
    const data = res.body.data as { term: { name: string; result: TrendingTopic[] }[] }[];
    expect(data).toHaveLength(1);
    expect(data[0]!.term.map((term) => term.name)).toEqual(['topics']);
    return data[0]!.term[0]!.result;
  };
  const window = `from=${TOPICS.from}&to=${TOPICS.to}`;
  const at = (hour: number) => TOPICS.from + hour * HOUR;
  const before = (hour: number) => TOPICS.from - 24 * HOUR + hour * HOUR;

  beforeAll(async () => {
    await clearHide();
    await recordTermDisplays(t.db, [{ terms: ['港铁'], displays: ['港鐵'] }]);
    await insertFeedPosts(t.db, feed, [
      { label: 't1', message: 't1', at: at(1), terms: ['strike', 'union', 'pay', 'mtr', 'the'] },
      { label: 't2', message: 't2', at: at(2), terms: ['strike', 'union', 'pay', 'the'] },
      { label: 't3', message: 't3', at: at(3), terms: ['strike', 'union', 'pay', 'the'] },
      { label: 't4', message: 't4', at: at(4), terms: ['strike', 'union', 'queue'] },
      { label: 't5', message: 't5', at: at(5), terms: ['strike', 'mtr'] },
      { label: 't6', message: 't6', at: at(6), terms: ['strike'] },
      { label: 't7', message: 't7', at: at(7), terms: ['港铁', 'signal', 'mtr'] },
      { label: 't8', message: 't8', at: at(8), terms: ['港铁', 'signal', 'mtr'] },
      { label: 't9', message: 't9', at: at(9), terms: ['港铁', 'signal'] },
      { label: 't10', message: 't10', at: at(10), terms: ['mtr', 'the'] },
      { label: 't11', message: 't11', at: at(11), terms: ['queue'] },
      { label: 't12', message: 'removed', at: at(12), terms: ['strike'], spam: { state: 2 } },
      { label: 'p1', message: 'p1', at: before(1), terms: ['strike', 'mtr'] },
      ...[2, 3, 4, 5].map((h) => ({ label: `p${h}`, message: `p${h}`, at: before(h), terms: ['mtr'] })),
      { label: 'p6', message: 'p6', at: before(6), terms: ['union'] },
    ]);
  });

  /** strike: 6 posts now, 1 before; pay, signal and 港铁: 3 and 0; union: 4 and 1; mtr: 5 and 5; of 11 kept posts. */
  const EXPECTED: TrendingTopic[] = [
    { word: 'strike', related_word: ['union', 'pay', 'mtr'], ai_score: 3.54, doc_freq: 54.55 },
    { word: 'pay', related_word: ['strike', 'union', 'mtr'], ai_score: 3, doc_freq: 27.27 },
    { word: 'signal', related_word: ['港鐵', 'mtr'], ai_score: 3, doc_freq: 27.27 },
    { word: '港鐵', related_word: ['signal', 'mtr'], ai_score: 3, doc_freq: 27.27 },
    { word: 'union', related_word: ['strike', 'pay', 'mtr'], ai_score: 2.12, doc_freq: 36.36 },
  ];

  it('ranks the rising words of the window against the one before, with exact scores, shares and related words', async () => {
    expect(await topTerm(window)).toEqual(EXPECTED);
  });

  it('leaves hidden topics and hidden keywords out at once, even from a cached list', async () => {
    await insertFeedPosts(t.db, feed, [1, 2, 3].map((h) => ({ label: `flood-${h}`, message: 'flood', at: at(13 + h), terms: ['flood'] })));
    expect(await topTerm(window)).toEqual(EXPECTED);

    await setHide({ topics: ['STRIKE', '港铁'], keywords: ['Union'] });
    expect(await topTerm(window)).toEqual([
      { word: 'pay', related_word: ['strike', 'mtr'], ai_score: 3, doc_freq: 27.27 },
      { word: 'signal', related_word: ['港鐵', 'mtr'], ai_score: 3, doc_freq: 27.27 },
      { word: 'union', related_word: ['strike', 'pay', 'mtr'], ai_score: 2.12, doc_freq: 36.36 },
    ]);
    // The topic manager's occurrences: each hidden topic's share when it trends, as saved.
    await setHide({ topics: ['STRIKE', '港铁', 'ferry'] });
    expect((await call('GET', `/api/task/${feed}/analytics/top_term?${window}`)).body.hidden).toEqual({ STRIKE: 54.55, 港铁: 27.27, ferry: 0 });
    await clearHide();
  });

  it('computes the list again after 10 minutes', async () => {
    t.clock.advance(10 * MINUTE + 1);
    const topics = await topTerm(window);
    expect(topics.map((topic) => topic.word)).toEqual(['strike', 'flood', 'pay', 'signal', '港鐵', 'union']);
    expect(topics[1]).toEqual({ word: 'flood', related_word: [], ai_score: 3, doc_freq: 21.43 });
  });

  it('reads a preset window ending now', async () => {
    expect(await topTerm('ide=today')).toEqual([]);
    const res = await call('GET', `/api/task/${feed}/analytics/top_term`);
    expect([res.status, res.body.result]).toEqual([400, 'invalid_request']);
  });

  it('keeps the preset lists pages read lately computed by the collector, before they expire', async () => {
    const now = () => t.clock.now().getTime();
    const collector = new Collector({ db: t.db, clock: t.clock.now });
    await insertFeedPosts(t.db, feed, [1, 2, 3].map((m) => ({ label: `storm-${m}`, message: 'storm', at: now() - m * MINUTE, terms: ['storm'] })));
    // 'today' was computed (empty) and read by the test before; it is not recomputed until 5 minutes old.
    expect(await refreshTopicCaches(t.db, t.clock.now())).toBe(0);
    expect(await topTerm('ide=today')).toEqual([]);

    t.clock.advance(5 * MINUTE);
    await collector.schedule();
    t.clock.advance(MINUTE);
    // The collector's 'topics' job, queued a minute ahead: only the preset entry, not the explicit window's.
    expect(await collector.runUntilIdle()).toBeGreaterThanOrEqual(1);
    const [entry] = await t.db.select().from(feedTopicCache).where(and(eq(feedTopicCache.taskId, feed), eq(feedTopicCache.windowKey, 'today')));
    expect(entry!.computedAt).toEqual(t.clock.now());
    expect((await topTerm('ide=today')).map((topic) => topic.word)).toEqual(['storm']);

    // Unread for a day, an entry is left to expire.
    t.clock.advance(24 * HOUR + 10 * MINUTE);
    expect(await refreshTopicCaches(t.db, t.clock.now())).toBe(0);
  });
});
