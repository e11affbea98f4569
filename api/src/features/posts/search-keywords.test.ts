import { eq, sql } from 'drizzle-orm';
import { postSearch, type PostSort } from 'shared/contract';
import { compileQuery, parseQuery } from 'shared/query';
import { prepareDatabase } from '../../db/setup.js';
import { tasks } from '../../db/schema.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { correctSentiments } from './sentiment-corrections.js';
import { fixtureHash, insertFeedPosts, type PostFixture } from './post-fixtures.js';
import { searchFeedPosts } from './post-search.js';
import { keywordCondition } from './search-keywords.js';

const NOW = new Date('2026-11-21T04:00:00Z');
const HOUR = 3_600_000;
const BASE = NOW.getTime() - 48 * HOUR;

/** Texts that tell the keys' shortcuts from the matcher: keywords only in the author or site, split CJK, folding. */
const POSTS: PostFixture[] = ([
  { label: 'k1', message: 'MTR delay at Admiralty', author: 'commuter' },
  { label: 'k2', message: 'All fine today', author: 'delay watcher' },
  { label: 'k3', message: '港鐵荃灣綫又延誤', site: 'HKGolden' },
  { label: 'k4', message: '港铁延误十分钟', title: '延誤' },
  { label: 'k5', message: '延。誤 唔係咁講', author: '延誤王' },
  { label: 'k6', message: 'Ｄｅｌａｙ again, DELAY!', site: 'Delay Forum' },
  { label: 'k7', message: 'delay delay delay', title: 'signal fault' },
  { label: 'k8', message: 'no trains, signal and fault', author: 'mtr' },
  { label: 'k9', message: '誤會一場', title: 'MTR' },
  { label: 'k10', message: 'MTR重開' },
  { label: 'k11', message: 'the tea is milk-tea', author: 'delay' },
  { label: 'k12', message: '延誤', thread: 'k3' },
] satisfies Omit<PostFixture, 'at'>[]).map((p, i) => ({ ...p, at: BASE + i * HOUR, counts: { reaction: (i * 7) % 5, view: i % 3 }, sentiment: [1, 0, -1, null][i % 4]! }));

const QUERIES: { query: string; decided: boolean }[] = [
  { query: 'delay', decided: true },
  { query: 'DELAY', decided: true },
  { query: '"delay"', decided: true },
  { query: '延誤', decided: true },
  { query: '延误', decided: true },
  { query: '誤', decided: true },
  { query: 'mtr AND NOT delay', decided: true },
  { query: 'delay OR 延誤', decided: true },
  { query: 'NOT delay', decided: true },
  { query: '(mtr OR 港鐵) AND (delay OR 延誤 OR fault)', decided: true },
  { query: 'delay delay', decided: true },
  { query: '港鐵延誤', decided: false },
  { query: '"signal fault"', decided: false },
  { query: 'milk tea', decided: true },
  { query: '"milk tea"', decided: false },
  { query: 'author:delay', decided: false },
  { query: 'mtr NEAR/2 delay', decided: false },
  { query: 'title:延誤 OR delay', decided: false },
];

let t: TestDatabase;
let feed: number;

beforeAll(async () => {
  t = await createTestDatabase();
  await prepareDatabase(t.database, { seedDemo: true, demoStream: false, now: NOW });
  feed = (await t.database.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.name, 'MTR service disruptions')))[0]!.id;
  await insertFeedPosts(t.database.db, feed, POSTS);
  // A feed's correction wins over the model wherever sentiment is read.
  await correctSentiments(t.database.db, feed, 1, new Map([[fixtureHash('k2'), -1]]), NOW);
});
afterAll(() => t.dispose());

/** What the compiled matcher gives over the fixtures, in the search's order (newest first, ties by id). */
function expected(query: string): string[] {
  const parsed = parseQuery(query);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const matcher = compileQuery(parsed.ast);
  return POSTS.filter((p) => matcher.matches({ title: p.title ?? '', body: p.message, author: p.author ?? 'someone', site: p.site ?? 'LIHKG' }))
    .sort((a, b) => b.at - a.at)
    .map((p) => fixtureHash(p.label));
}

async function searched(query: string, extra: { sort?: PostSort; offset?: number; size?: number } = {}) {
  const search = postSearch.parse({ task_id: feed, from: BASE - HOUR, to: NOW.getTime(), query, size: 100, ...extra });
  const { posts, total } = await searchFeedPosts(t.database.db, { taskId: feed, userId: 1 }, search);
  return { ids: posts.map((p) => p.hash), total };
}

describe("keyword search on the links' title and body keys", () => {
  it('decides in SQL exactly the queries whose keywords are one key each', () => {
    for (const { query, decided } of QUERIES) {
      const parsed = parseQuery(query);
      if (!parsed.ok) throw new Error(parsed.error.message);
      expect([query, keywordCondition(parsed.ast) !== null]).toEqual([query, decided]);
    }
  });

  it('answers what the compiled matcher accepts, with the exact total', async () => {
    for (const { query } of QUERIES) {
      const want = expected(query);
      expect([query, await searched(query)]).toEqual([query, { ids: want, total: want.length }]);
    }
    // The checks above are not vacuous: keywords found only in an author or a site are told apart.
    expect(expected('delay')).not.toContain(fixtureHash('k2'));
    expect(expected('延誤')).not.toContain(fixtureHash('k5'));
  });

  it('pages the decided queries in SQL', async () => {
    const want = expected('mtr OR 延誤 OR delay');
    expect(want.length).toBeGreaterThan(6);
    expect(await searched('mtr OR 延誤 OR delay', { offset: 2, size: 3 })).toEqual({ ids: want.slice(2, 5), total: want.length });
  });

  it('sorts a decided query by a count copied to the links', async () => {
    const byReactions = POSTS.filter((p) => expected('mtr OR 延誤').includes(fixtureHash(p.label)))
      .sort((a, b) => b.counts!.reaction! - a.counts!.reaction! || b.at - a.at)
      .map((p) => fixtureHash(p.label));
    expect((await searched('mtr OR 延誤', { sort: 'reaction_count' })).ids).toEqual(byReactions);
  });

  it('filters by the sentiment the feed shows, its correction first', async () => {
    const negative = await searchFeedPosts(t.database.db, { taskId: feed, userId: 1 }, postSearch.parse({ task_id: feed, from: BASE - HOUR, to: NOW.getTime(), sentiment: [-1], size: 100 }));
    const want = POSTS.filter((p) => (p.label === 'k2' ? -1 : p.sentiment) === -1)
      .sort((a, b) => b.at - a.at)
      .map((p) => fixtureHash(p.label));
    expect(negative.posts.map((p) => p.hash)).toEqual(want);
    expect(negative.posts.find((p) => p.hash === fixtureHash('k2'))?.ai_sentiment).toBe(-1);
  });

  it('verifies by text the links stored before their keys were kept, and merges them in order', async () => {
    await t.database.db.execute(sql`update feed_posts set text_keys = null where task_id = ${feed} and post_id in (${fixtureHash('k1')}, ${fixtureHash('k2')}, ${fixtureHash('k5')})`);
    for (const { query } of QUERIES) {
      const want = expected(query);
      expect([query, await searched(query)]).toEqual([query, { ids: want, total: want.length }]);
    }
    const want = expected('delay OR 延誤');
    expect(await searched('delay OR 延誤', { offset: 1, size: 2 })).toEqual({ ids: want.slice(1, 3), total: want.length });
  });
});
