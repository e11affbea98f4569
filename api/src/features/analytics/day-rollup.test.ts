import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Interval } from 'shared/rules';
import { queryRows } from '../../db/query-rows.js';
import { feedPosts, tasks } from '../../db/schema.js';
import { deleteSome, HOUR, markSomeIrrelevant, MIDNIGHT, NOW, restoreSome, ROLLUP_WINDOWS, rollupDatabase } from '../../testing/rollup-changes.js';
import type { TestDatabase } from '../../testing/test-database.js';
import { findUser } from '../accounts/accounts.js';
import { fixtureHash, insertFeedPosts, type PostFixture } from '../posts/post-fixtures.js';
import { correctSentiments } from '../posts/sentiment-corrections.js';
import { localBucketSql } from './chart-buckets.js';
import { keptCountRows } from './day-rollup.js';

const SITES = [
  { site: 'LIHKG', medium: 'Forum' as const, channel: '' },
  { site: 'Facebook', medium: 'Facebook' as const, channel: 'MTR fans' },
  { site: 'Facebook', medium: 'Facebook' as const, channel: 'Commuters HK' },
  { site: 'RTHK', medium: 'News' as const, channel: '' },
];

let t: TestDatabase;
let feed: number;
const db = () => t.database.db;

/**
 * 90 posts 83 minutes apart from 30 hours before MIDNIGHT, so some fall just before and after Hong Kong midnights, on
 * four site channels, threads and comments, every sentiment (and none), and varied engagement and views.
 */
const FIXTURES: PostFixture[] = Array.from({ length: 90 }, (_, i) => ({
  label: `post-${i}`,
  message: `post ${i}`,
  at: MIDNIGHT - 30 * HOUR + i * 83 * 60_000 + (i % 3 === 0 ? 0 : 1),
  ...SITES[i % SITES.length]!,
  ...(i % 4 === 1 ? { thread: `post-${i - 1}` } : {}),
  sentiment: i % 5 === 4 ? null : (i % 3) - 1,
  counts: { reaction: i % 7, comment: i % 4, share: i % 2, view: 10 * i },
  ...(i % 13 === 0 ? { spam: { state: 2 as const } } : {}),
}));

const SUMS = sql`sum(posts)::int as posts, sum(threads)::int as threads, sum(positive)::int as positive, sum(neutral)::int as neutral,
  sum(negative)::int as negative, sum(engagement)::int as engagement, sum(views)::int as views`;

/** The rollup's rows (zero rows left out) against a count of the posts by Hong Kong day and site channel. */
async function rollupDifferences(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db(),
    sql`
      with rollup as (
        select day, site, medium, channel, posts, threads, positive, neutral, negative, engagement, views
        from feed_day_counts where task_id = ${feed} and posts <> 0
      ), raw as (
        select (fp.posted_at at time zone 'Asia/Hong_Kong')::date as day, site, medium, channel, count(*)::int as posts,
          count(*) filter (where not is_comment)::int as threads, count(*) filter (where effective_sentiment = 1)::int as positive,
          count(*) filter (where effective_sentiment = 0)::int as neutral, count(*) filter (where effective_sentiment = -1)::int as negative,
          sum(reaction_count + comment_count + share_count)::bigint as engagement, sum(view_count)::bigint as views
        from feed_posts fp where fp.task_id = ${feed} and fp.spam = 0 group by 1, 2, 3, 4
      )
      select count(*)::int as n from rollup full join raw using (day, site, medium, channel)
      where (rollup.posts, rollup.threads, rollup.positive, rollup.neutral, rollup.negative, rollup.engagement, rollup.views)
        is distinct from (raw.posts, raw.threads, raw.positive, raw.neutral, raw.negative, raw.engagement, raw.views)`,
  );
  return row!.n;
}

/** The sums per bucket and site keptCountRows answers, and the same counted from the posts alone. */
async function bothCounts(from: number, to: number, interval: Interval | null) {
  const bucket = interval === null ? sql`null::timestamp` : localBucketSql(interval);
  const order = sql`order by 1, 2, 3, 4`;
  const rolled = await queryRows(
    db(),
    sql`select bucket::text, site, medium, channel, ${SUMS} from (${keptCountRows(feed, { from, to }, interval)}) c group by 1, 2, 3, 4 ${order}`,
  );
  const raw = await queryRows(
    db(),
    sql`select ${bucket}::text as bucket, fp.site, fp.medium, fp.channel, count(*)::int as posts,
        count(*) filter (where not fp.is_comment)::int as threads, count(*) filter (where fp.effective_sentiment = 1)::int as positive,
        count(*) filter (where fp.effective_sentiment = 0)::int as neutral, count(*) filter (where fp.effective_sentiment = -1)::int as negative,
        sum(fp.reaction_count + fp.comment_count + fp.share_count)::int as engagement, sum(fp.view_count)::int as views
      from feed_posts fp where fp.task_id = ${feed} and fp.spam = 0
        and fp.posted_at >= ${new Date(from).toISOString()}::timestamptz and fp.posted_at < ${new Date(to).toISOString()}::timestamptz
      group by 1, 2, 3, 4 ${order}`,
  );
  return { rolled, raw };
}

const INTERVALS: (Interval | null)[] = [null, 'hour', 'day', 'month'];

async function expectExact(): Promise<void> {
  expect(await rollupDifferences()).toBe(0);
  for (const [from, to] of ROLLUP_WINDOWS) {
    for (const interval of INTERVALS) {
      const { rolled, raw } = await bothCounts(from, to, interval);
      expect(rolled).toEqual(raw);
    }
  }
}

beforeAll(async () => {
  ({ t, feed } = await rollupDatabase());
});
afterAll(() => t.dispose());

describe('keptCountRows and the feed_day_counts rollup', () => {
  it('agree with a count of the posts after links are inserted', async () => {
    await insertFeedPosts(db(), feed, FIXTURES);
    const { raw } = await bothCounts(MIDNIGHT - 30 * HOUR, MIDNIGHT + 100 * HOUR, 'day');
    expect(raw.length).toBeGreaterThan(12);
    await expectExact();
  });

  it('agree after posts are marked irrelevant, one by hand and several at once', async () => {
    await markSomeIrrelevant(db(), feed, ['post-20', 'post-21', 'post-22', 'post-35']);
    await expectExact();
  });

  it('agree after removed posts are restored, with kept ones in the same call', async () => {
    await restoreSome(db(), feed, ['post-0', 'post-13', 'post-20', 'post-21', 'post-1']);
    await expectExact();
  });

  it('agree after sentiment corrections, including on posts that had none', async () => {
    const ada = (await findUser(db(), 'analyst'))!;
    const values = new Map([
      [fixtureHash('post-4'), 1 as const],
      [fixtureHash('post-5'), -1 as const],
      [fixtureHash('post-6'), 0 as const],
      [fixtureHash('post-9'), -1 as const],
    ]);
    await correctSentiments(db(), feed, ada.id, values, NOW);
    await expectExact();
  });

  it('agree after engagement and views are refreshed, and after an update that changes nothing counted', async () => {
    await db()
      .update(feedPosts)
      .set({ reactionCount: sql`${feedPosts.reactionCount} + 40`, viewCount: sql`${feedPosts.viewCount} * 2` })
      .where(and(eq(feedPosts.taskId, feed), inArray(feedPosts.postId, ['post-3', 'post-7', 'post-22', 'post-40'].map(fixtureHash))));
    await db()
      .update(feedPosts)
      .set({ textKeys: null })
      .where(and(eq(feedPosts.taskId, feed), inArray(feedPosts.postId, ['post-3', 'post-8'].map(fixtureHash))));
    await expectExact();
  });

  it('agree after links are deleted', async () => {
    await deleteSome(db(), feed, ['post-2', 'post-22', 'post-30', 'post-31']);
    await expectExact();
  });

  it('are removed with the feed', async () => {
    await db().delete(tasks).where(eq(tasks.id, feed));
    const [row] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from feed_day_counts where task_id = ${feed}`);
    expect(row!.n).toBe(0);
  });
});
