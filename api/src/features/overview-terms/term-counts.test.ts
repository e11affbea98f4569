import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.js';
import { deleteSome, HOUR, markSomeIrrelevant, MIDNIGHT, restoreSome, ROLLUP_WINDOWS, rollupDatabase } from '../../testing/rollup-changes.js';
import type { TestDatabase } from '../../testing/test-database.js';
import { insertFeedPosts, type PostFixture } from '../posts/post-fixtures.js';
import { termCounts } from './term-counts.js';

const VOCABULARY = ['mtr', 'delay', '港铁', 'signal', 'queue', 'strike'];

let t: TestDatabase;
let feed: number;
const db = () => t.database.db;

/**
 * 80 posts 97 minutes apart from 30 hours before MIDNIGHT, so some fall just before and after Hong Kong midnights;
 * each holds a varying subset of the vocabulary.
 */
const FIXTURES: PostFixture[] = Array.from({ length: 80 }, (_, i) => ({
  label: `post-${i}`,
  message: `post ${i}`,
  at: MIDNIGHT - 30 * HOUR + i * 97 * 60_000 + (i % 3 === 0 ? 0 : 1),
  terms: VOCABULARY.filter((_, k) => (i + k) % (k + 2) !== 0),
  ...(i % 11 === 0 ? { spam: { state: 2 as const } } : {}),
}));

/** The feed's kept posts per term in the window, counted from the posts alone. */
async function rawCounts(from: number, to: number): Promise<Record<string, number>> {
  const rows = await queryRows<{ term: string; n: number }>(
    db(),
    sql`select t.term, count(*)::int as n from feed_posts fp join posts p on p.id = fp.post_id cross join lateral unnest(p.terms) as t(term)
      where fp.task_id = ${feed} and fp.spam = 0 and fp.posted_at >= ${new Date(from).toISOString()}::timestamptz
        and fp.posted_at < ${new Date(to).toISOString()}::timestamptz
      group by t.term`,
  );
  return Object.fromEntries(rows.map((r) => [r.term, r.n]));
}

/** The rollup's rows (zero rows left out) against a count of the posts by Hong Kong day. */
async function rollupDifferences(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db(),
    sql`
      with rollup as (select day, term, posts from feed_term_days where task_id = ${feed} and posts <> 0),
      raw as (
        select (fp.posted_at at time zone 'Asia/Hong_Kong')::date as day, t.term, count(*)::int as posts
        from feed_posts fp join posts p on p.id = fp.post_id cross join lateral unnest(p.terms) as t(term)
        where fp.task_id = ${feed} and fp.spam = 0 group by 1, 2
      )
      select count(*)::int as n from rollup full join raw using (day, term) where rollup.posts is distinct from raw.posts`,
  );
  return row!.n;
}


async function expectExact(): Promise<void> {
  expect(await rollupDifferences()).toBe(0);
  for (const [from, to] of ROLLUP_WINDOWS) {
    expect(Object.fromEntries(await termCounts(db(), feed, { from, to }))).toEqual(await rawCounts(from, to));
  }
}

beforeAll(async () => {
  ({ t, feed } = await rollupDatabase());
});
afterAll(() => t.dispose());

describe('termCounts and the feed_term_days rollup', () => {
  it('agree with a count of the posts after links are inserted', async () => {
    await insertFeedPosts(db(), feed, FIXTURES);
    expect(Object.keys(await rawCounts(MIDNIGHT - 30 * HOUR, MIDNIGHT + 100 * HOUR)).sort()).toEqual([...VOCABULARY].sort());
    await expectExact();
  });

  it('agree after posts are marked irrelevant, one by hand and several at once', async () => {
    await markSomeIrrelevant(db(), feed, ['post-20', 'post-21', 'post-22', 'post-35']);
    await expectExact();
  });

  it('agree after removed posts are restored, with kept ones in the same call', async () => {
    await restoreSome(db(), feed, ['post-0', 'post-11', 'post-20', 'post-21', 'post-1']);
    await expectExact();
  });

  it('agree after links are deleted', async () => {
    await deleteSome(db(), feed, ['post-2', 'post-22', 'post-30', 'post-31']);
    await expectExact();
  });

  it('keep the most frequent terms, only some terms, or leave some out', async () => {
    const from = MIDNIGHT - 30 * HOUR;
    const to = MIDNIGHT + 100 * HOUR;
    const all = await rawCounts(from, to);
    const ranked = Object.entries(all).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
    expect([...(await termCounts(db(), feed, { from, to }, { limit: 2 }))]).toEqual(ranked.slice(0, 2));
    expect(Object.fromEntries(await termCounts(db(), feed, { from, to }, { only: ['mtr', 'nothing'] }))).toEqual({ mtr: all.mtr });
    const except = await termCounts(db(), feed, { from, to }, { except: ['mtr', 'delay'] });
    expect([...except.keys()].sort()).toEqual(['queue', 'signal', 'strike', '港铁']);
    const withoutTop = ranked.filter(([term]) => term !== ranked[0]![0]);
    expect([...(await termCounts(db(), feed, { from, to }, { except: [ranked[0]![0], 'nothing'], limit: 3 }))]).toEqual(withoutTop.slice(0, 3));
    const threshold = ranked[2]![1];
    expect([...(await termCounts(db(), feed, { from, to }, { minPosts: threshold })).keys()]).toEqual(
      ranked.filter(([, n]) => n >= threshold).map(([term]) => term),
    );
  });
});
