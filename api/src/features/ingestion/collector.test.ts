import { and, eq, sql } from 'drizzle-orm';
import { api, type IngestPostInput } from 'shared/contract';
import { feedPosts, jobs, posts, sources, tasks } from '../../db/schema.js';
import { feedCalls, withKeywords, oneGroup } from '../../testing/feeds.js';
import { login, startTestApp, type TestApp } from '../../testing/test-app.js';
import { newSourceKey } from '../ingest/source-key.js';
import { Collector } from './collector.js';

let t: TestApp;
let collector: Collector;
let key: string;
let sourceId: number;

const HOUR = 3_600_000;
const feedId = async (name: string) => (await t.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.name, name)))[0]!.id;
const linked = async (name: string) =>
  (await t.db.select({ postId: feedPosts.postId }).from(feedPosts).where(eq(feedPosts.taskId, await feedId(name)))).map((r) => r.postId).sort();

beforeAll(async () => {
  t = await startTestApp();
  collector = new Collector({ db: t.db, clock: t.clock.now });
  const issued = newSourceKey();
  key = issued.key;
  const [row] = await t.db
    .insert(sources)
    .values({ name: 'Partner push', kind: 'ingest', medium: 'Forum', site: 'LIHKG', pollIntervalS: 3600, apiKeyHash: issued.hash })
    .returning({ id: sources.id });
  sourceId = row!.id;
  // Feeds seeded with the demo data start filled (their fills are queued); run them on the empty archive first.
  await collector.runUntilIdle();
});
afterAll(() => t.close());

/** The test clock's start (see TestClock). */
const START = Date.parse('2026-11-20T04:00:00Z');
const at = (hoursAgo: number) => START - hoursAgo * HOUR;
const post = (id: string, message: string, over: Partial<IngestPostInput> = {}): IngestPostInput => ({
  source_id: id,
  post_message: message,
  unix_timestamp: at(2),
  thread_title: '',
  ...over,
});

async function ingest(body: unknown, headers: Record<string, string> = { 'x-api-key': key }) {
  return t.app.inject({ method: 'POST', url: api.sources.ingest.path, headers, payload: body as object });
}

const BATCH = [
  post('t1', '港鐵觀塘綫今朝又延誤，等咗廿分鐘', { thread_title: '港鐵又延誤', author_name: '通勤族', comment_count: 3 }),
  post('c1', '真係好慘，返工遲到', { is_comment: true, thread_source_id: 't1', thread_title: '港鐵又延誤' }),
  post('t2', '新出嘅維他奶茶好飲過蘭芳園？', { thread_title: '奶茶比較', medium: 'Facebook', site: 'Facebook Group' }),
  post('t3', 'MTR disruption on the Island line this morning', { lang: 'en' }),
  post('t4', '<p>財政預算案派糖<script>alert(1)</script> 有冇份？</p>', { thread_title: '預算案', unix_timestamp: at(24 * 5) }),
];

describe('the ingest endpoint and the collector', () => {
  it('refuses calls without a valid key, and bad batches, without queueing anything', async () => {
    expect((await ingest({ posts: [BATCH[0]] }, {})).json()).toEqual({ result: 'auth_fail', error: "Send the source's ingest key in the x-api-key header" });
    expect((await ingest({ posts: [BATCH[0]] }, { 'x-api-key': 'hpk_wrong' })).statusCode).toBe(401);
    const bad = await ingest({ posts: [{ source_id: 'x', post_message: 'no time' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('unix_timestamp');
    expect((await ingest({ posts: [] })).statusCode).toBe(400);
    expect(await t.db.select().from(jobs).where(eq(jobs.kind, 'ingest'))).toEqual([]);
  });

  it('queues a batch, stores each post once with its enrichment, and links real-time feeds at once', async () => {
    const res = await ingest({ posts: BATCH });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.queued).toBe(5);
    expect(await collector.runUntilIdle()).toBeGreaterThanOrEqual(1);

    const stored = await t.db.select().from(posts).orderBy(posts.sourceId);
    expect(stored.map((p) => p.sourceId)).toEqual(['c1', 't1', 't2', 't3', 't4']);
    const byId = Object.fromEntries(stored.map((p) => [p.sourceId, p]));
    expect(byId.t4!.message).toBe('財政預算案派糖 有冇份？');
    expect(byId.t1).toMatchObject({ lang: 'zh-HK', medium: 'Forum', site: 'LIHKG', commentCount: 3, sourceRef: sourceId, demo: false });
    expect(byId.c1!.threadId).toBe(byId.t1!.id);
    expect(byId.t3!.lang).toBe('en');
    for (const p of stored) expect([1, 0, -1]).toContain(p.aiSentiment);
    expect(byId.t1!.terms.length).toBeGreaterThan(0);

    // MTR feed: real time, Cantonese family; the English post is filtered by language, the comment matches by its thread title.
    expect(await linked('MTR service disruptions')).toEqual([byId.c1!.id, byId.t1!.id].sort());
    // Milk tea is updated every hour, Budget on request: nothing yet.
    expect(await linked('Cantonese milk tea brands')).toEqual([]);
    expect(await linked('Budget 2026 reactions')).toEqual([]);

    const [health] = await t.db.select().from(sources).where(eq(sources.id, sourceId));
    expect(health).toMatchObject({ postsCollected: 5, failures: 0, lastSuccessAt: t.clock.now() });
    expect(health!.lagMs).toBeGreaterThan(0);
  });

  it('stores a batch sent again once, taking only the newer figures', async () => {
    await ingest({ posts: [{ ...BATCH[0]!, comment_count: 9 }, BATCH[1]] });
    await collector.runUntilIdle();
    const [{ n }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(posts)) as [{ n: number }];
    expect(n).toBe(5);
    const [t1] = await t.db.select().from(posts).where(eq(posts.sourceId, 't1'));
    expect(t1!.commentCount).toBe(9);
    const [health] = await t.db.select().from(sources).where(eq(sources.id, sourceId));
    expect(health!.postsCollected).toBe(5);
    expect(await linked('MTR service disruptions')).toHaveLength(2);
  });

  it('links hourly feeds at the top of the hour', async () => {
    t.clock.advance(HOUR);
    await collector.runUntilIdle();
    const [t2] = await t.db.select().from(posts).where(eq(posts.sourceId, 't2'));
    expect(await linked('Cantonese milk tea brands')).toEqual([t2!.id]);
  });

  it('fills an on-request feed when it is refreshed, and refills a feed whose query changed', async () => {
    const analyst = await login(t.app, 'analyst', 'analyst-demo');
    const budget = await feedId('Budget 2026 reactions');
    const refresh = await t.app.inject({ method: 'POST', url: `/api/task/${budget}/refresh`, headers: { token: analyst } });
    expect(refresh.json()).toEqual({ result: 'success', data: { task_id: budget, queued: true } });
    await collector.runUntilIdle();
    const [t4] = await t.db.select().from(posts).where(eq(posts.sourceId, 't4'));
    expect(await linked('Budget 2026 reactions')).toEqual([t4!.id]);

    // The MTR feed now wants English posts about the Island line only: its links are recomputed.
    const mtr = await feedId('MTR service disruptions');
    const call = feedCalls(t.app);
    const info = (await call.info(analyst, mtr)).json().data;
    const saved = await call.save(analyst, mtr, {
      type: 0,
      name: info.task_name,
      indus_id: info.indus_id,
      keywords: withKeywords(oneGroup(['Island line'])),
      lang: 'en',
      mediums: null,
      unix_start: info.adhoc_from,
      unix_end: 0,
      frequency: 0,
    });
    expect(saved.statusCode).toBe(200);
    await collector.runUntilIdle();
    const [t3] = await t.db.select().from(posts).where(eq(posts.sourceId, 't3'));
    expect(await linked('MTR service disruptions')).toEqual([t3!.id]);
    const [row] = await t.db.select().from(tasks).where(and(eq(tasks.id, mtr)));
    expect(row!.filledAt).toEqual(t.clock.now());
  });

  it('refuses a refresh of a feed of another account as not found', async () => {
    const starter = await login(t.app, 'starter', 'starter-demo');
    const res = await t.app.inject({ method: 'POST', url: `/api/task/${await feedId('MTR service disruptions')}/refresh`, headers: { token: starter } });
    expect(res.statusCode).toBe(404);
  });
});
