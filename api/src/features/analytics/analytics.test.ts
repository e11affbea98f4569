import { eq, sql } from 'drizzle-orm';
import { api, TOP_THREAD_LIMIT } from 'shared/contract';
import { hourlyGrowth } from 'shared/rules';
import { accounts, feedHide, tasks } from '../../db/schema.js';
import { queryRows } from '../../db/query-rows.js';
import { login, logInColleague, startTestApp, type TestApp } from '../../testing/test-app.js';
import { grantAccess } from '../accounts/accounts.js';
import { fixtureHash, insertFeedPosts, type PostFixture } from '../posts/post-fixtures.js';

let t: TestApp;
let analyst: string;
let colleague: string;
let starter: string;
let feed: number;
let adhocFeed: number;
let otherFeed: number;

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** Midnight in Hong Kong starting 17 November; the window is that day and the next. */
const D0 = Date.parse('2026-11-17T00:00:00+08:00');
const W = { from: D0, to: D0 + 48 * HOUR };
/** The test clock's start: noon of 20 November in Hong Kong. */
const NOW = Date.parse('2026-11-20T12:00:00+08:00');
const FB = { site: 'Facebook Page', medium: 'Facebook' } as const;

const feedId = async (name: string) => (await t.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.name, name)))[0]!.id;
const link = (label: string) => `https://forum.example.hk/t/${label}`;

/**
 * The window holds threads t1–t6 and comments c1–c7 (13 kept posts); s1 and s2 are irrelevant; q1 and q2 are the
 * window before; o1 (at the window's end), o2 (before the previous window) and g1 (half an hour before now) are
 * outside both.
 */
const POSTS: PostFixture[] = [
  { label: 't1', title: 'Tsuen Wan line delay', message: 'Tsuen Wan line delayed again', author: 'amy', at: D0 + 1 * HOUR, counts: { reaction: 10, comment: 5, share: 1, view: 100 }, sentiment: 1 },
  { label: 'c1', title: 'Tsuen Wan line delay', message: 'same here', author: 'ben', thread: 't1', at: D0 + 2 * HOUR, counts: { reaction: 2, view: 10 }, sentiment: -1 },
  { label: 'c2', title: 'Tsuen Wan line delay', message: 'still waiting', author: 'cat', thread: 't1', at: D0 + 3 * HOUR, counts: { reaction: 1 }, sentiment: null },
  // 23:30 in Hong Kong: the 17th's bucket.
  { label: 't2', title: 'Kwun Tong signal fault', message: 'Signal fault at Kwun Tong', author: 'ben', ...FB, channel: 'MTR Fans', at: D0 + 23.5 * HOUR, counts: { reaction: 30, comment: 6, share: 4, view: 1000 }, sentiment: 0 },
  ...[1, 2, 3, 4, 5].map((i) => ({
    label: `c${i + 2}`,
    title: 'Kwun Tong signal fault',
    message: `comment ${i}`,
    author: 'dan',
    ...FB,
    channel: i === 5 ? 'MTR Fans HK' : 'MTR Fans',
    thread: 't2',
    at: D0 + 24.5 * HOUR + i * MINUTE,
    sentiment: 0,
  })),
  // 00:30 on the 18th in Hong Kong, still the 17th in UTC: the 18th's bucket.
  { label: 't3', title: '', message: 'untitled but popular', author: 'amy', at: D0 + 24.5 * HOUR, counts: { reaction: 100 }, sentiment: 1 },
  { label: 't4', title: 'Tsuen Wan line delay', message: 'the same title elsewhere', author: 'cat', site: 'HKGolden', at: D0 + 30 * HOUR, counts: { reaction: 3 }, sentiment: 0 },
  { label: 't5', title: 'RTHK: service resumes', message: 'Service resumes', author: 'eve', site: 'RTHK', medium: 'News', at: D0 + 40 * HOUR, counts: { reaction: 50, share: 10 }, sentiment: 1 },
  { label: 't6', title: 'Trains back to normal', message: 'All good now', author: 'amy', at: D0 + 45 * HOUR, counts: { reaction: 8, comment: 2 }, sentiment: 1 },
  { label: 's1', title: 'Cheap tickets', message: 'Buy cheap tickets', author: 'spammer', at: D0 + 5 * HOUR, counts: { reaction: 500, view: 9000 }, sentiment: 1, spam: { state: 1 } },
  { label: 's2', title: 'Tsuen Wan line delay', message: 'click here', author: 'spammer', thread: 't1', at: D0 + 6 * HOUR, sentiment: -1, spam: { state: 2 } },
  { label: 'q1', title: 'Old delay', message: 'an older delay', author: 'amy', at: D0 - 10 * HOUR, counts: { reaction: 4, comment: 1, view: 7 }, sentiment: 0 },
  { label: 'q2', title: 'Old delay', message: 'I remember', author: 'fay', thread: 'q1', at: D0 - 9 * HOUR, counts: { reaction: 1 }, sentiment: 1 },
  { label: 'o1', title: 'Future', message: 'at the end of the window', author: 'amy', at: D0 + 48 * HOUR, counts: { reaction: 12 } },
  { label: 'o2', title: 'Ancient', message: 'before the previous window', author: 'amy', at: D0 - 49 * HOUR, counts: { reaction: 1 } },
  { label: 'g1', title: 'Just now', message: 'half an hour old', author: 'gus', site: 'Facebook Group', medium: 'Facebook', at: NOW - 30 * MINUTE, counts: { reaction: 3 } },
  { label: 'n1', title: 'Not in the feed', message: 'never matched', author: 'amy', at: D0 + 1 * HOUR, counts: { reaction: 999 }, inFeed: false },
];

beforeAll(async () => {
  t = await startTestApp();
  expect(t.clock.now().getTime()).toBe(NOW);
  analyst = await login(t.app, 'analyst', 'analyst-demo');
  starter = await login(t.app, 'starter', 'starter-demo');
  colleague = await logInColleague(t);
  feed = await feedId('MTR service disruptions');
  adhocFeed = await feedId('MTR delays, last four weeks');
  otherFeed = await feedId('Christmas markets');
  await grantAccess(t.db, 'colleague', feed, false);
  await insertFeedPosts(t.db, feed, POSTS);
  await insertFeedPosts(t.db, adhocFeed, [
    { label: 'a1', title: 'Adhoc thread', message: 'on a page', author: 'hal', ...FB, at: D0 + 1 * HOUR },
    { label: 'a2', title: 'Adhoc thread', message: 'reply', author: 'ivy', ...FB, thread: 'a1', at: D0 + 2 * HOUR },
    { label: 'a3', title: 'Adhoc thread', message: 'reply', author: 'ivy', ...FB, thread: 'a1', at: D0 + 3 * HOUR },
  ]);
  await insertFeedPosts(t.db, otherFeed, [{ label: 'x1', title: 'Christmas', message: 'Christmas market', at: D0 + 1 * HOUR }]);
  await t.db.insert(feedHide).values({ taskId: feed, sites: ['RTHK'] });
  // The feed corrects t2 from neutral to negative.
  const corrected = await call('POST', `/api/task/${feed}/sentiment/tag`, [{ task_id: feed, live_sid: `${feed}_${fixtureHash('t2')}`, value: -1 }]);
  expect(corrected.statusCode).toBe(200);
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST', url: string, payload?: unknown, token = analyst) {
  return t.app.inject({ method, url, headers: { token }, ...(payload === undefined ? {} : { payload: payload as object }) });
}
async function data(method: 'GET' | 'POST', url: string, payload?: unknown, token = analyst) {
  const res = await call(method, url, payload, token);
  expect([res.statusCode, res.json().result]).toEqual([200, 'success']);
  return res.json();
}
const qs = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
const keyOf = async (site: string, author: string) =>
  (await queryRows<{ key: string }>(t.db, sql`select author_key(${site}, '', ${author})::text as key`))[0]!.key;

describe('GET /api/task/:id/analytics/stats', () => {
  it('counts the kept posts of the window and of the window before it', async () => {
    const body = await data('GET', `/api/task/${feed}/analytics/stats?${qs(W)}`);
    expect(api.analytics.stats.reply.parse(body)).toEqual(body);
    expect(body.data).toEqual({
      postCount: { total: 13, previous: 2 },
      threadCount: { total: 6, previous: 1 },
      // One author per site: ben and cat wrote on two sites each.
      authorCount: { total: 7, previous: 2 },
      engagementCount: { total: 232, previous: 6 },
      viewCount: { total: 1110, previous: 7 },
    });
  });

  it('answers zeros for a window without posts', async () => {
    const body = await data('GET', `/api/task/${feed}/analytics/stats?${qs({ from: D0 + 100 * HOUR, to: D0 + 101 * HOUR })}`);
    const zero = { total: 0, previous: 0 };
    expect(body.data).toEqual({ postCount: zero, threadCount: zero, authorCount: zero, engagementCount: zero, viewCount: zero });
  });
});

describe('GET /api/task/:id/analytics/linechart', () => {
  it('counts per Hong Kong day with the threads with the most comments', async () => {
    const body = await data('GET', `/api/task/${feed}/analytics/linechart?${qs({ ...W, range: 1 })}`);
    expect(api.analytics.linechart.reply.parse(body)).toEqual(body);
    expect(body.interval).toBe(1);
    expect(body.data).toEqual([
      {
        point: D0,
        postCount: 4,
        threadCount: 2,
        commentCount: 2,
        topThreads: [
          { threadTitle: 'Kwun Tong signal fault', site: 'Facebook Page', thread_link: link('t2'), comment_count: 6 },
          { threadTitle: 'Tsuen Wan line delay', site: 'LIHKG', thread_link: link('t1'), comment_count: 5 },
        ],
      },
      {
        point: D0 + 24 * HOUR,
        postCount: 9,
        threadCount: 4,
        commentCount: 5,
        // At most three; equal comment counts newest first.
        topThreads: [
          { threadTitle: 'Trains back to normal', site: 'LIHKG', thread_link: link('t6'), comment_count: 2 },
          { threadTitle: 'RTHK: service resumes', site: 'RTHK', thread_link: link('t5'), comment_count: 0 },
          { threadTitle: 'Tsuen Wan line delay', site: 'HKGolden', thread_link: link('t4'), comment_count: 0 },
        ],
      },
    ]);
  });

  it("uses the window's default interval (hours for two days) and answers every bucket, empty ones as 0", async () => {
    const body = await data('GET', `/api/task/${feed}/analytics/linechart?${qs(W)}`);
    expect(body.interval).toBe(0);
    expect(body.data).toHaveLength(48);
    expect(body.data.map((p: { point: number }) => p.point)).toEqual(Array.from({ length: 48 }, (_, i) => D0 + i * HOUR));
    const counts = Object.fromEntries(body.data.filter((p: { postCount: number }) => p.postCount > 0).map((p: { point: number; postCount: number }) => [(p.point - D0) / HOUR, p.postCount]));
    expect(counts).toEqual({ 1: 1, 2: 1, 3: 1, 23: 1, 24: 6, 30: 1, 40: 1, 45: 1 });
    expect(body.data[5]).toEqual({ point: D0 + 5 * HOUR, postCount: 0, threadCount: 0, commentCount: 0, topThreads: [] });
  });

  it('answers month buckets from the start of the Hong Kong month', async () => {
    const body = await data('GET', `/api/task/${feed}/analytics/linechart?${qs({ ...W, range: 2 })}`);
    expect(body.interval).toBe(2);
    expect(body.data.map((p: { point: number; postCount: number }) => [p.point, p.postCount])).toEqual([[Date.parse('2026-11-01T00:00:00+08:00'), 13]]);
  });
});

describe('GET /api/task/:id/analytics/sentiment_count', () => {
  it("counts the feed's sentiments per Hong Kong day, corrections applied and unscored posts left out", async () => {
    const body = await data('GET', `/api/task/${feed}/analytics/sentiment_count?${qs({ ...W, range: 1 })}`);
    expect(api.analytics.sentimentCount.reply.parse(body)).toEqual(body);
    expect(body).toEqual({
      result: 'success',
      interval: 1,
      data: {
        total: { positive: 4, neutral: 6, negative: 2 },
        points: [
          { timestamp: D0, positive: 1, neutral: 0, negative: 2 },
          { timestamp: D0 + 24 * HOUR, positive: 3, neutral: 6, negative: 0 },
        ],
      },
    });
  });
});

describe('top threads', () => {
  const thread = (label: string, title: string, site: string, medium: string, engagementCount: number, comment_count: number, at: number) => ({
    url: link(label),
    title,
    site,
    medium,
    engagementCount,
    comment_count,
    roc: engagementCount / Math.max(1, (NOW - at) / HOUR),
    unix_timestamp: at,
  });
  const t1 = thread('t1', 'Tsuen Wan line delay', 'LIHKG', 'Forum', 16, 5, D0 + 1 * HOUR);
  const t2 = thread('t2', 'Kwun Tong signal fault', 'Facebook Page', 'Facebook', 40, 6, D0 + 23.5 * HOUR);
  const t6 = thread('t6', 'Trains back to normal', 'LIHKG', 'Forum', 10, 2, D0 + 45 * HOUR);

  it('ranks by engagement without hidden sites, empty titles and repeated titles', async () => {
    const body = await data('POST', `/api/task/${feed}/analytics/top_engagement`, W);
    expect(api.analytics.topEngagement.reply.parse(body)).toEqual(body);
    expect(body.data).toEqual([t2, t1, t6]);
    expect(body.data[0].roc).toBe(40 / 60.5);
    expect(body.data[0].roc).toBe(hourlyGrowth(40, D0 + 23.5 * HOUR, NOW));
  });

  it('shows the hidden site again once the feed stops hiding it', async () => {
    await t.db.update(feedHide).set({ sites: [] }).where(eq(feedHide.taskId, feed));
    try {
      const body = await data('POST', `/api/task/${feed}/analytics/top_engagement`, W);
      expect(body.data.map((x: { title: string }) => x.title)).toEqual(['RTHK: service resumes', 'Kwun Tong signal fault', 'Tsuen Wan line delay', 'Trains back to normal']);
    } finally {
      await t.db.update(feedHide).set({ sites: ['RTHK'] }).where(eq(feedHide.taskId, feed));
    }
  });

  it('ranks by hourly growth at now, counting at least one hour', async () => {
    const explicit = await data('GET', `/api/task/${feed}/analytics/top_growth?${qs(W)}`);
    expect(api.analytics.topGrowth.reply.parse(explicit)).toEqual(explicit);
    expect(explicit.data).toEqual([t2, t6, t1]);

    const week = await data('GET', `/api/task/${feed}/analytics/top_growth?ide=week`);
    expect(week.data.map((x: { url: string }) => x.url)).toEqual(['g1', 't2', 'o1', 't6', 't1', 'q1', 'o2'].map(link));
    // g1 is half an hour old: its 3 engagements count as one hour's.
    expect(week.data[0]).toMatchObject({ roc: 3, engagementCount: 3 });
    expect(week.data[2].roc).toBe(12 / 36);
    expect(week.data.length).toBeLessThanOrEqual(TOP_THREAD_LIMIT);

    const today = await data('GET', `/api/task/${feed}/analytics/top_growth?ide=today`);
    expect(today.data.map((x: { title: string }) => x.title)).toEqual(['Just now']);
  });
});

describe('GET /api/task/:id/analytics/top_authors and /api/task/author', () => {
  it('lists authors by threads, comments and both, named by their newest post', async () => {
    const body = await data('GET', `/api/task/${feed}/analytics/top_authors?${qs(W)}`);
    expect(api.analytics.topAuthors.reply.parse(body)).toEqual(body);
    const amy = { id: await keyOf('LIHKG', 'amy'), name: 'amy', site: 'LIHKG', channel: '' };
    const benLihkg = { id: await keyOf('LIHKG', 'ben'), name: 'ben', site: 'LIHKG', channel: '' };
    const benFb = { id: await keyOf('Facebook Page', 'ben'), name: 'ben', site: 'Facebook Page', channel: 'MTR Fans' };
    const catLihkg = { id: await keyOf('LIHKG', 'cat'), name: 'cat', site: 'LIHKG', channel: '' };
    const catGolden = { id: await keyOf('HKGolden', 'cat'), name: 'cat', site: 'HKGolden', channel: '' };
    const dan = { id: await keyOf('Facebook Page', 'dan'), name: 'dan', site: 'Facebook Page', channel: 'MTR Fans HK' };
    const eve = { id: await keyOf('RTHK', 'eve'), name: 'eve', site: 'RTHK', channel: '' };
    expect(amy.id).toMatch(/^-?\d+$/);
    expect(body.data).toEqual({
      // Equal counts: the most recently active first.
      threads: [
        { ...amy, postCount: 3 },
        { ...eve, postCount: 1 },
        { ...catGolden, postCount: 1 },
        { ...benFb, postCount: 1 },
      ],
      comments: [
        { ...dan, postCount: 5 },
        { ...catLihkg, postCount: 1 },
        { ...benLihkg, postCount: 1 },
      ],
      total: [
        { ...dan, postCount: 5 },
        { ...amy, postCount: 3 },
        { ...eve, postCount: 1 },
        { ...catGolden, postCount: 1 },
        { ...benFb, postCount: 1 },
        { ...catLihkg, postCount: 1 },
        { ...benLihkg, postCount: 1 },
      ],
    });
  });

  it("answers an author's kept posts, newest first, in the window when one is given", async () => {
    const amy = await keyOf('LIHKG', 'amy');
    const all = await data('GET', `/api/task/author?${qs({ task_id: feed, author_id: amy })}`);
    expect(api.analytics.authorPosts.reply.parse(all)).toEqual(all);
    expect(all.data.map((p: { hash: string }) => p.hash)).toEqual(['o1', 't6', 't3', 't1', 'q1', 'o2'].map(fixtureHash));
    const inWindow = await data('GET', `/api/task/author?${qs({ task_id: feed, author_id: amy, ...W })}`);
    expect(inWindow.data.map((p: { hash: string }) => p.hash)).toEqual(['t6', 't3', 't1'].map(fixtureHash));
    expect(inWindow.data[2]).toEqual({
      hash: fixtureHash('t1'),
      site: 'LIHKG',
      medium: 'Forum',
      author_name: 'amy',
      unix_timestamp: D0 + 1 * HOUR,
      is_comment: false,
      thread_title: 'Tsuen Wan line delay',
      thread_link: link('t1'),
      post_link: 'https://forum.example.hk/p/t1',
      post_message: 'Tsuen Wan line delayed again',
      ai_sentiment: 1,
    });
    const ben = await data('GET', `/api/task/author?${qs({ task_id: feed, author_id: await keyOf('Facebook Page', 'ben') })}`);
    expect(ben.data).toHaveLength(1);
    expect(ben.data[0]).toMatchObject({ hash: fixtureHash('t2'), ai_sentiment: -1, medium: 'Facebook' });
    const spammer = await data('GET', `/api/task/author?${qs({ task_id: feed, author_id: await keyOf('LIHKG', 'spammer') })}`);
    expect(spammer.data).toEqual([]);
  });

  it('refuses an author id that is not a 64-bit integer', async () => {
    for (const id of ['abc', '12.5', '9223372036854775808']) {
      const res = await call('GET', `/api/task/author?${qs({ task_id: feed, author_id: id })}`);
      expect([res.statusCode, res.json().result]).toEqual([400, 'invalid_request']);
    }
    expect((await call('GET', `/api/task/author?${qs({ task_id: feed, author_id: '-9223372036854775808' })}`)).statusCode).toBe(200);
  });
});

describe('GET /api/task/:id/analytics/top_sites', () => {
  const site = (name: string, medium: string, channel: string, postCount: number) => ({ site: name, medium, channel, postCount });

  it('scales Facebook Page and Group counts down for a live feed over more than a day', async () => {
    const body = await data('GET', `/api/task/${feed}/analytics/top_sites?${qs(W)}`);
    expect(api.analytics.topSites.reply.parse(body)).toEqual(body);
    expect(body.data).toEqual({
      threads: [site('LIHKG', 'Forum', '', 3), site('HKGolden', 'Forum', '', 1), site('RTHK', 'News', '', 1)],
      comments: [site('LIHKG', 'Forum', '', 2)],
      total: [site('LIHKG', 'Forum', '', 5), site('Facebook Page', 'Facebook', 'MTR Fans', 1), site('HKGolden', 'Forum', '', 1), site('RTHK', 'News', '', 1)],
    });
  });

  it('counts Facebook in full over a day', async () => {
    const day = await data('GET', `/api/task/${feed}/analytics/top_sites?${qs({ from: D0 + 24 * HOUR, to: D0 + 48 * HOUR })}`);
    expect(day.data).toEqual({
      threads: [site('LIHKG', 'Forum', '', 2), site('HKGolden', 'Forum', '', 1), site('RTHK', 'News', '', 1)],
      comments: [site('Facebook Page', 'Facebook', 'MTR Fans', 4), site('Facebook Page', 'Facebook', 'MTR Fans HK', 1)],
      total: [
        site('Facebook Page', 'Facebook', 'MTR Fans', 4),
        site('LIHKG', 'Forum', '', 2),
        site('Facebook Page', 'Facebook', 'MTR Fans HK', 1),
        site('HKGolden', 'Forum', '', 1),
        site('RTHK', 'News', '', 1),
      ],
    });
    const today = await data('GET', `/api/task/${feed}/analytics/top_sites?ide=today`);
    expect(today.data).toEqual({ threads: [site('Facebook Group', 'Facebook', '', 1)], comments: [], total: [site('Facebook Group', 'Facebook', '', 1)] });
  });

  it('counts Facebook in full for an ad-hoc feed', async () => {
    const body = await data('GET', `/api/task/${adhocFeed}/analytics/top_sites?${qs(W)}`);
    expect(body.data).toEqual({
      threads: [site('Facebook Page', 'Facebook', '', 1)],
      comments: [site('Facebook Page', 'Facebook', '', 2)],
      total: [site('Facebook Page', 'Facebook', '', 3)],
    });
  });
});

describe('GET /api/users/usage', () => {
  it("counts the account's live and ad-hoc feeds against the plan", async () => {
    const body = await data('GET', '/api/users/usage');
    expect(api.analytics.usage.reply.parse(body)).toEqual(body);
    expect(body.data).toEqual({ live: { used: 2, quota: 10 }, adhoc: { used: 2, quota: 6 } });
    expect((await data('GET', '/api/users/usage', undefined, starter)).data).toEqual({ live: { used: 1, quota: 1 }, adhoc: { used: 1, quota: 1 } });
    await t.db.update(accounts).set({ adhocLimit: null }).where(eq(accounts.name, 'Starter Studio'));
    expect((await data('GET', '/api/users/usage', undefined, starter)).data).toEqual({ live: { used: 1, quota: 1 }, adhoc: { used: 1, quota: null } });
  });
});

describe('permissions and windows', () => {
  const calls = (task: number): [method: 'GET' | 'POST', url: string, payload?: unknown][] => [
    ['GET', `/api/task/${task}/analytics/stats?${qs(W)}`],
    ['GET', `/api/task/${task}/analytics/linechart?${qs(W)}`],
    ['GET', `/api/task/${task}/analytics/sentiment_count?${qs(W)}`],
    ['POST', `/api/task/${task}/analytics/top_engagement`, W],
    ['GET', `/api/task/${task}/analytics/top_growth?ide=week`],
    ['GET', `/api/task/${task}/analytics/top_authors?${qs(W)}`],
    ['GET', `/api/task/author?${qs({ task_id: task, author_id: '1' })}`],
    ['GET', `/api/task/${task}/analytics/top_sites?${qs(W)}`],
  ];

  it("answers 404 for another account's feed", async () => {
    for (const [method, url, payload] of calls(otherFeed)) {
      const res = await call(method, url, payload);
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, { result: 'not_found', error: 'Feed not found' }]);
    }
  });

  it('lets a read-only user read every figure', async () => {
    for (const [method, url, payload] of calls(feed)) {
      const res = await call(method, url, payload, colleague);
      expect([url, res.statusCode]).toEqual([url, 200]);
    }
    const stats = await data('GET', `/api/task/${feed}/analytics/stats?${qs(W)}`, undefined, colleague);
    expect(stats.data.postCount).toEqual({ total: 13, previous: 2 });
  });

  it('refuses windows that are reversed, empty, incomplete or too finely divided', async () => {
    const refused: [method: 'GET' | 'POST', url: string, payload?: unknown][] = [
      ['GET', `/api/task/${feed}/analytics/stats?${qs({ from: W.to, to: W.from })}`],
      ['GET', `/api/task/${feed}/analytics/stats?${qs({ from: W.from, to: W.from })}`],
      ['GET', `/api/task/${feed}/analytics/stats?${qs({ from: W.from })}`],
      ['GET', `/api/task/${feed}/analytics/linechart?${qs({ from: W.to, to: W.from })}`],
      ['GET', `/api/task/${feed}/analytics/sentiment_count`],
      ['POST', `/api/task/${feed}/analytics/top_engagement`, { from: W.to, to: W.from }],
      ['GET', `/api/task/${feed}/analytics/top_growth`],
      ['GET', `/api/task/${feed}/analytics/top_growth?${qs({ from: W.from })}`],
      ['GET', `/api/task/${feed}/analytics/top_authors?${qs({ to: W.to })}`],
      ['GET', `/api/task/${feed}/analytics/top_sites?ide=year`],
      ['GET', `/api/task/author?${qs({ task_id: feed, author_id: '1', from: W.to, to: W.from })}`],
    ];
    for (const [method, url, payload] of refused) {
      const res = await call(method, url, payload);
      expect([url, res.statusCode, res.json().result]).toEqual([url, 400, 'invalid_request']);
      expect(res.json().error).toEqual(expect.any(String));
    }
  });

  it('refuses a chart of more than 2000 buckets, with a readable message', async () => {
    const year = { from: D0, to: D0 + 365 * 24 * HOUR };
    for (const path of ['linechart', 'sentiment_count']) {
      const res = await call('GET', `/api/task/${feed}/analytics/${path}?${qs({ ...year, range: 0 })}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ result: 'invalid_request', error: expect.stringContaining('at most 2000 points') });
    }
    expect((await call('GET', `/api/task/${feed}/analytics/linechart?${qs({ ...year, range: 1 })}`)).statusCode).toBe(200);
  });
});
