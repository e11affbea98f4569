import { eq, sql } from 'drizzle-orm';
import { api, feedPost, type FeedPost } from 'shared/contract';
import { posts, sources, tasks } from '../../db/schema.js';
import { login, logInColleague, startTestApp, type TestApp } from '../../testing/test-app.js';
import { findUser, grantAccess } from '../accounts/accounts.js';
import { newSourceKey } from '../ingest/source-key.js';
import { Collector } from '../ingestion/collector.js';
import { fixtureHash, insertFeedPosts } from './post-fixtures.js';

let t: TestApp;
let analyst: string;
let colleague: string;
let feed: number;
let otherFeed: number;

const HOUR = 3_600_000;
const BASE = Date.parse('2026-11-10T00:00:00+08:00');
const feedId = async (name: string) => (await t.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.name, name)))[0]!.id;
const sid = (label: string, task = feed) => `${task}_${fixtureHash(label)}`;

beforeAll(async () => {
  t = await startTestApp();
  analyst = await login(t.app, 'analyst', 'analyst-demo');
  const account = (await findUser(t.db, 'analyst'))!.accountId;
  colleague = await logInColleague(t);
  feed = await feedId('Cantonese milk tea brands');
  otherFeed = await feedId('Christmas markets');
  await grantAccess(t.db, 'colleague', feed, false);
  await insertFeedPosts(t.db, feed, [
    { label: 'opener', message: '邊間奶茶最好飲？', title: '奶茶討論', at: BASE + 1 * HOUR, threadLink: 'https://forum.example.hk/t/milk-tea' },
    { label: 'reply-1', message: '蘭芳園梗係第一', title: '奶茶討論', thread: 'opener', at: BASE + 3 * HOUR, threadLink: 'https://forum.example.hk/t/milk-tea' },
    { label: 'reply-2', message: '我鍾意檸茶多啲', title: '奶茶討論', thread: 'opener', at: BASE + 2 * HOUR, threadLink: 'https://forum.example.hk/t/milk-tea', inFeed: false },
    { label: 'single', message: '絲襪奶茶新店開張', at: BASE + 4 * HOUR, sentiment: 0 },
    { label: 'auto', message: '奶茶抽獎 click here', at: BASE + 5 * HOUR, spam: { state: 2, at: BASE + 10 * HOUR } },
    { label: 'elsewhere', message: 'not in this feed', at: BASE + 5 * HOUR, inFeed: false, threadLink: 'https://forum.example.hk/t/elsewhere' },
  ]);
  await insertFeedPosts(t.db, otherFeed, [{ label: 'xmas', message: 'Christmas market', at: BASE, threadLink: 'https://forum.example.hk/t/xmas' }]);
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'DELETE', url: string, token = analyst, payload?: unknown) {
  return t.app.inject({ method, url, headers: { token }, ...(payload === undefined ? {} : { payload: payload as object }) });
}
const search = async (over: object = {}, token = analyst) =>
  (await call('POST', '/api/task/search', token, { task_id: feed, from: BASE, to: BASE + 24 * HOUR, ...over })).json() as { data: FeedPost[]; total: number };
const postOf = async (label: string) => (await search({ spam: false })).data.find((p) => p.hash === fixtureHash(label));

describe('bookmarks', () => {
  it('adds, lists and removes bookmarks with the names of who made them', async () => {
    expect((await call('GET', `/api/task/${feed}/bookmark`)).json()).toEqual({ result: 'success', data: [] });
    const added = await call('POST', `/api/task/${feed}/bookmark/${sid('single')}`);
    expect(added.statusCode).toBe(200);
    const ada = (await findUser(t.db, 'analyst'))!;
    expect(added.json().data).toEqual([
      { task_id: feed, ac_id: ada.accountId, user_id: ada.id, live_sid: sid('single'), created_at: t.clock.now().getTime(), user_display_name: 'Ada Analyst' },
    ]);
    t.clock.advance(1000);
    // Read access is enough: a bookmark is the reader's own. The bare hash names the post too.
    const byColleague = await call('POST', `/api/task/${feed}/bookmark/${fixtureHash('single')}`, colleague);
    expect(byColleague.json().data.map((b: { user_display_name: string }) => b.user_display_name)).toEqual(['Colin Colleague', 'Ada Analyst']);
    // Bookmarking again keeps the first.
    expect((await call('POST', `/api/task/${feed}/bookmark/${sid('single')}`)).json().data).toHaveLength(2);

    expect(await postOf('single')).toMatchObject({ bookmarked: true, bookmarked_by: ['Ada Analyst', 'Colin Colleague'] });
    expect((await search({}, colleague)).data.find((p) => p.hash === fixtureHash('single'))).toMatchObject({ bookmarked: true });
    expect(await postOf('opener')).toMatchObject({ bookmarked: false, bookmarked_by: [] });

    const removed = await call('DELETE', `/api/task/${feed}/bookmark/${sid('single')}`);
    expect(removed.json().data.map((b: { user_display_name: string }) => b.user_display_name)).toEqual(['Colin Colleague']);
    expect(await postOf('single')).toMatchObject({ bookmarked: false, bookmarked_by: ['Colin Colleague'] });
    expect((await call('DELETE', `/api/task/${feed}/bookmark/${sid('single')}`)).statusCode).toBe(200);
  });

  it('refuses posts the feed does not hold, and live_sids of another feed', async () => {
    const missing = await call('POST', `/api/task/${feed}/bookmark/${sid('elsewhere')}`);
    expect([missing.statusCode, missing.json()]).toEqual([404, { result: 'not_found', error: 'This post is not in the feed' }]);
    const wrongFeed = await call('POST', `/api/task/${feed}/bookmark/${sid('xmas', otherFeed)}`);
    expect(wrongFeed.statusCode).toBe(400);
    expect(wrongFeed.json().error).toBe(`The post ${sid('xmas', otherFeed)} is not a post of feed ${feed}`);
  });
});

describe('irrelevant posts', () => {
  it('marks a post removed by the caller, lists removals by type and restores them', async () => {
    t.clock.advance(60_000);
    const tagged = await call('POST', `/api/task/${feed}/spam/tag`, analyst, { live_sid: sid('opener'), user_spam: 1 });
    expect(tagged.statusCode).toBe(200);
    expect(feedPost.parse(tagged.json().data)).toMatchObject({ hash: fixtureHash('opener'), spam: 1, spam_by: 'Ada Analyst', spam_at: t.clock.now().getTime() });
    expect(await postOf('opener')).toBeUndefined();
    expect((await search({ spam: true })).data.map((p) => p.hash)).toEqual([fixtureHash('auto'), fixtureHash('opener')]);

    const list = async (query: string) => (await call('GET', `/api/task/${feed}/spam/list${query}`)).json() as { data: FeedPost[]; total: number };
    const all = await list('');
    // Newest removal first: the manual one happened after the automatic one.
    expect(all.data.map((p) => [p.hash, p.spam_by])).toEqual([
      [fixtureHash('opener'), 'Ada Analyst'],
      [fixtureHash('auto'), null],
    ]);
    expect(all.total).toBe(2);
    expect((await list('?type=manual')).data.map((p) => p.hash)).toEqual([fixtureHash('opener')]);
    expect((await list('?type=auto')).data.map((p) => p.hash)).toEqual([fixtureHash('auto')]);
    expect((await list(`?type=all&from=${BASE + 2 * HOUR}&to=${Date.now()}`)).data.map((p) => p.hash)).toEqual([fixtureHash('auto')]);
    expect((await call('GET', `/api/task/${feed}/spam/list?type=some`)).statusCode).toBe(400);

    const restored = await call('POST', `/api/task/${feed}/spam/mtag`, analyst, [
      { live_sid: sid('opener'), spam: 0 },
      { live_sid: sid('auto'), spam: 0 },
    ]);
    expect(restored.json()).toEqual({ result: 'success', data: [sid('opener'), sid('auto')] });
    expect((await list('')).total).toBe(0);
    expect(await postOf('opener')).toMatchObject({ spam: 0, spam_by: null, spam_at: null });
  });

  it('refuses posts of another feed or not in the feed, changing nothing', async () => {
    expect((await call('POST', `/api/task/${feed}/spam/tag`, analyst, { live_sid: sid('xmas', otherFeed), user_spam: 1 })).statusCode).toBe(400);
    expect((await call('POST', `/api/task/${feed}/spam/tag`, analyst, { live_sid: sid('elsewhere'), user_spam: 1 })).statusCode).toBe(404);
    expect((await call('POST', `/api/task/${feed}/spam/tag`, analyst, { live_sid: 'nonsense', user_spam: 1 })).statusCode).toBe(400);
    await call('POST', `/api/task/${feed}/spam/tag`, analyst, { live_sid: sid('single'), user_spam: 1 });
    const mixed = await call('POST', `/api/task/${feed}/spam/mtag`, analyst, [
      { live_sid: sid('single'), spam: 0 },
      { live_sid: sid('elsewhere'), spam: 0 },
    ]);
    expect(mixed.statusCode).toBe(404);
    expect((await search({ spam: true })).data.map((p) => p.hash)).toEqual([fixtureHash('single')]);
    await call('POST', `/api/task/${feed}/spam/mtag`, analyst, [{ live_sid: sid('single'), spam: 0 }]);
  });
});

describe('sentiment corrections', () => {
  it("sets the feed's sentiment, which search reports and filters by, leaving the model's untouched", async () => {
    const res = await call('POST', `/api/task/${feed}/sentiment/tag`, analyst, [
      { task_id: feed, live_sid: sid('single'), value: -1 },
      { task_id: feed, live_sid: sid('opener'), value: 1 },
    ]);
    expect(res.json()).toEqual({
      result: 'success',
      data: [
        { live_sid: sid('single'), ai_sentiment: -1 },
        { live_sid: sid('opener'), ai_sentiment: 1 },
      ],
    });
    expect(await postOf('single')).toMatchObject({ ai_sentiment: -1 });
    expect((await search({ sentiment: [-1] })).data.map((p) => p.hash)).toEqual([fixtureHash('single')]);
    expect((await search({ sentiment: [0] })).data.map((p) => p.hash)).toEqual([fixtureHash('auto'), fixtureHash('reply-1')]);
    const [stored] = await t.db.select({ ai: posts.aiSentiment }).from(posts).where(eq(posts.id, fixtureHash('single')));
    expect(stored!.ai).toBe(0);
  });

  it('refuses items of another feed and posts not in the feed, changing nothing', async () => {
    const otherTask = await call('POST', `/api/task/${feed}/sentiment/tag`, analyst, [{ task_id: otherFeed, live_sid: sid('single'), value: 0 }]);
    expect([otherTask.statusCode, otherTask.json().result]).toEqual([400, 'invalid_request']);
    expect((await call('POST', `/api/task/${feed}/sentiment/tag`, analyst, [{ task_id: feed, live_sid: sid('xmas', otherFeed), value: 0 }])).statusCode).toBe(400);
    const missing = await call('POST', `/api/task/${feed}/sentiment/tag`, analyst, [
      { task_id: feed, live_sid: sid('single'), value: 1 },
      { task_id: feed, live_sid: sid('elsewhere'), value: 1 },
    ]);
    expect(missing.statusCode).toBe(404);
    expect(await postOf('single')).toMatchObject({ ai_sentiment: -1 });
    expect((await call('POST', `/api/task/${feed}/sentiment/tag`, analyst, [{ task_id: feed, live_sid: sid('single'), value: 2 }])).statusCode).toBe(400);
  });
});

describe('thread', () => {
  it('answers the opening post, then every comment by time, with the feed view of each', async () => {
    const res = await call('POST', '/api/task/thread', analyst, { task_id: feed, thread_link: 'https://forum.example.hk/t/milk-tea' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as FeedPost[];
    expect(data.map((p) => [p.hash, p.is_comment])).toEqual([
      [fixtureHash('opener'), false],
      [fixtureHash('reply-2'), true],
      [fixtureHash('reply-1'), true],
    ]);
    // The opener's correction from above shows; a comment the feed does not hold has the model's.
    expect(data[0]).toMatchObject({ ai_sentiment: 1, live_sid: sid('opener') });
    for (const post of data) expect(feedPost.parse(post)).toEqual(post);
  });

  it('answers 404 for a thread with no post in the feed', async () => {
    const res = await call('POST', '/api/task/thread', analyst, { task_id: feed, thread_link: 'https://forum.example.hk/t/elsewhere' });
    expect([res.statusCode, res.json()]).toEqual([404, { result: 'not_found', error: 'This thread has no post in the feed' }]);
    expect((await call('POST', '/api/task/thread', analyst, { task_id: feed, thread_link: 'https://forum.example.hk/t/xmas' })).statusCode).toBe(404);
  });
});

describe('permissions', () => {
  it('lets a read-only user read, bookmark and open threads, but not remove, restore or correct', async () => {
    expect((await search({}, colleague)).total).toBeGreaterThan(0);
    expect((await call('GET', `/api/task/${feed}/spam/list`, colleague)).statusCode).toBe(200);
    expect((await call('POST', '/api/task/thread', colleague, { task_id: feed, thread_link: 'https://forum.example.hk/t/milk-tea' })).statusCode).toBe(200);
    const forbidden = { result: 'forbidden', error: 'You can view this feed but not change it' };
    for (const res of [
      await call('POST', `/api/task/${feed}/spam/tag`, colleague, { live_sid: sid('single'), user_spam: 1 }),
      await call('POST', `/api/task/${feed}/spam/mtag`, colleague, [{ live_sid: sid('single'), spam: 0 }]),
      await call('POST', `/api/task/${feed}/sentiment/tag`, colleague, [{ task_id: feed, live_sid: sid('single'), value: 1 }]),
    ]) {
      expect([res.statusCode, res.json()]).toEqual([403, forbidden]);
    }
    expect(await postOf('single')).toMatchObject({ ai_sentiment: -1, spam: 0 });
  });

  it("answers 404 for every call on another account's feed", async () => {
    const x = sid('xmas', otherFeed);
    const notFound = { result: 'not_found', error: 'Feed not found' };
    for (const res of [
      await call('POST', '/api/task/search', analyst, { task_id: otherFeed, from: 0, to: BASE + 24 * HOUR }),
      await call('GET', `/api/task/${otherFeed}/bookmark`),
      await call('POST', `/api/task/${otherFeed}/bookmark/${x}`),
      await call('DELETE', `/api/task/${otherFeed}/bookmark/${x}`),
      await call('POST', `/api/task/${otherFeed}/spam/tag`, analyst, { live_sid: x, user_spam: 1 }),
      await call('GET', `/api/task/${otherFeed}/spam/list`),
      await call('POST', `/api/task/${otherFeed}/spam/mtag`, analyst, [{ live_sid: x, spam: 0 }]),
      await call('POST', `/api/task/${otherFeed}/sentiment/tag`, analyst, [{ task_id: otherFeed, live_sid: x, value: 1 }]),
      await call('POST', '/api/task/thread', analyst, { task_id: otherFeed, thread_link: 'https://forum.example.hk/t/xmas' }),
    ]) {
      expect([res.statusCode, res.json()]).toEqual([404, notFound]);
    }
  });
});

describe('a correction through collection', () => {
  it('survives the post being collected again and the feed being refilled', async () => {
    const collector = new Collector({ db: t.db, clock: t.clock.now });
    const issued = newSourceKey();
    await t.db.insert(sources).values({ name: 'Partner push', kind: 'ingest', medium: 'Forum', site: 'LIHKG', pollIntervalS: 3600, apiKeyHash: issued.hash });
    await collector.runUntilIdle();
    const mtr = await feedId('MTR service disruptions');
    const batch = { posts: [{ source_id: 'mtr-1', post_message: '港鐵觀塘綫今朝又延誤，等咗廿分鐘', thread_title: '港鐵又延誤', unix_timestamp: t.clock.now().getTime() - HOUR }] };
    const ingest = () => t.app.inject({ method: 'POST', url: api.sources.ingest.path, headers: { 'x-api-key': issued.key }, payload: batch });
    expect((await ingest()).statusCode).toBe(200);
    await collector.runUntilIdle();
    const now = t.clock.now().getTime();
    const window = { task_id: mtr, from: now - 24 * HOUR, to: now };
    const found = (await search(window)).data;
    expect(found).toHaveLength(1);
    const model = found[0]!.ai_sentiment;
    const corrected = model === -1 ? 1 : -1;
    await call('POST', `/api/task/${mtr}/sentiment/tag`, analyst, [{ task_id: mtr, live_sid: found[0]!.live_sid, value: corrected }]);

    await ingest();
    expect((await call('POST', `/api/task/${mtr}/refresh`)).statusCode).toBe(200);
    await collector.runUntilIdle();
    const [after] = (await search(window)).data;
    expect(after).toMatchObject({ hash: found[0]!.hash, ai_sentiment: corrected });
    const [stored] = await t.db.select({ ai: posts.aiSentiment }).from(posts).where(eq(posts.id, found[0]!.hash));
    expect(stored!.ai).toBe(model);
    const [{ filled }] = (await t.db.select({ filled: sql<Date | null>`${tasks.filledAt}` }).from(tasks).where(eq(tasks.id, mtr))) as [{ filled: Date | null }];
    expect(filled).not.toBeNull();
  });
});
