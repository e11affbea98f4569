import { sql, type SQL } from 'drizzle-orm';
import { bucketStart, ENGAGEMENT_SQL, hkDay, nextBucket, type Interval, type TimeWindow } from 'shared/rules';
import { localBucketSql } from './chart-buckets.js';

/**
 * Windows read from the per-day rollups (feed_day_counts, feed_term_days): whole Hong Kong days are summed from a
 * rollup, and only the partial days at a window's edges are counted from the posts, so an answer equals a count over
 * the posts exactly while reading at most two days of posts.
 */
export interface RollupSplit {
  /** The whole Hong Kong days inside the window, as [first, end) epoch ms; none when first >= end. */
  first: number;
  end: number;
  /** Over feed_posts aliased fp: the posts of the window outside its whole days. */
  edges: SQL;
  /** Over a rollup aliased d: its rows of the whole days. */
  days: SQL;
}

const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
const between = (from: number, to: number) => sql`(fp.posted_at >= ${at(from)} and fp.posted_at < ${at(to)})`;

/** The window split into whole days and edges; `wholeDays: false` reads it all from the posts (hourly buckets). */
export function rollupSplit(window: TimeWindow, options: { wholeDays?: boolean } = {}): RollupSplit {
  const start = bucketStart(window.from, 'day');
  const first = start === window.from ? start : nextBucket(start, 'day');
  const end = options.wholeDays === false ? first : bucketStart(window.to, 'day');
  if (first >= end) return { first, end: first, edges: between(window.from, window.to), days: sql`false` };
  return {
    first,
    end,
    edges: sql`(${between(window.from, first)} or ${between(end, window.to)})`,
    days: sql`(d.day >= ${hkDay(first)}::date and d.day < ${hkDay(end)}::date)`,
  };
}

export const hasWholeDays = (split: RollupSplit) => split.first < split.end;

/**
 * The feed's kept posts of a window as rows to sum (bucket, site, medium, channel, posts, threads, positive, neutral,
 * negative, engagement, views): feed_day_counts rows for whole days and one row per post at the edges. `bucket` is the
 * Hong Kong calendar bucket (a local timestamp) of each row for `interval`, or null when none is asked for; hourly
 * buckets read only posts, since a day row has no hours.
 */
export function keptCountRows(taskId: number, window: TimeWindow, interval: Interval | null): SQL {
  const split = rollupSplit(window, { wholeDays: interval !== 'hour' });
  const postBucket = interval === null ? sql`null::timestamp` : localBucketSql(interval);
  const dayBucket = interval === null ? sql`null::timestamp` : sql`date_trunc(${sql.raw(`'${interval}'`)}, d.day::timestamp)`;
  const posts = sql`
    select ${postBucket} as bucket, fp.site, fp.medium, fp.channel, 1 as posts, (not fp.is_comment)::int as threads,
      (fp.effective_sentiment is not distinct from 1)::int as positive, (fp.effective_sentiment is not distinct from 0)::int as neutral,
      (fp.effective_sentiment is not distinct from -1)::int as negative, ${sql.raw(ENGAGEMENT_SQL)}::bigint as engagement,
      fp.view_count::bigint as views
    from feed_posts fp where fp.task_id = ${taskId} and fp.spam = 0 and ${split.edges}`;
  if (!hasWholeDays(split)) return posts;
  return sql`${posts}
    union all
    select ${dayBucket}, d.site, d.medium, d.channel, d.posts, d.threads, d.positive, d.neutral, d.negative, d.engagement, d.views
    from feed_day_counts d where d.task_id = ${taskId} and ${split.days}`;
}
