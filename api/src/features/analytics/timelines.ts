import { sql } from 'drizzle-orm';
import type { BucketThread, SentimentCountsData, SentimentPoint, TimelinePoint } from 'shared/contract';
import type { TimeWindow } from 'shared/rules';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { bucketEpochSql, type ChartBuckets } from './chart-buckets.js';
import { keptCountRows } from './day-rollup.js';
import { toNumber } from './kept-posts.js';

/** Threads a timeline point names in its tooltip. */
const BUCKET_THREADS = 3;

type Count = number | string | bigint;

/**
 * Posts, threads and comments per bucket (from the day rollup, keptCountRows), with each bucket's threads with the
 * most comments (newest first on ties).
 */
export async function countTimeline(db: Db, taskId: number, window: TimeWindow, buckets: ChartBuckets): Promise<TimelinePoint[]> {
  // Each bucket's part of the window, as timestamps.
  const spans = buckets.starts.map((start, i) => ({
    from: new Date(Math.max(start, window.from)).toISOString(),
    to: new Date(Math.min(buckets.starts[i + 1] ?? window.to, window.to)).toISOString(),
  }));
  const [counts, threads] = await Promise.all([
    queryRows<{ point: number; posts: Count; threads: Count }>(
      db,
      sql`
        select ${bucketEpochSql(sql`c.bucket`)} as point, sum(c.posts) as posts, sum(c.threads) as threads
        from (${keptCountRows(taskId, window, buckets.interval)}) c
        group by c.bucket`,
    ),
    // One small top-N per bucket, each an index scan (by comments in a busy bucket, by time in a quiet one); the
    // archive is joined for the few threads answered.
    queryRows<{ point: number; thread_title: string; site: string; thread_link: string; comment_count: number }>(
      db,
      sql`
        select b.point, p.thread_title, t.site, p.thread_link, t.comment_count
        from unnest(${sql.param(buckets.starts)}::float8[], ${sql.param(spans.map((s) => s.from))}::timestamptz[], ${sql.param(spans.map((s) => s.to))}::timestamptz[])
          as b(point, starts, stops)
        cross join lateral (
          select fp.post_id, fp.site, fp.comment_count, fp.posted_at from feed_posts fp
          where fp.task_id = ${taskId} and fp.spam = 0 and not fp.is_comment and fp.posted_at >= b.starts and fp.posted_at < b.stops
          order by fp.comment_count desc, fp.posted_at desc, fp.post_id
          limit ${BUCKET_THREADS}
        ) t
        join posts p on p.id = t.post_id
        order by b.point, t.comment_count desc, t.posted_at desc, t.post_id`,
    ),
  ]);
  const countsAt = new Map(counts.map((c) => [Number(c.point), c]));
  const threadsAt = new Map<number, BucketThread[]>();
  for (const t of threads) {
    const list = threadsAt.get(Number(t.point)) ?? [];
    list.push({ threadTitle: t.thread_title, site: t.site, thread_link: t.thread_link, comment_count: t.comment_count });
    threadsAt.set(Number(t.point), list);
  }
  return buckets.starts.map((point) => {
    const c = countsAt.get(point);
    const posts = toNumber(c?.posts ?? null);
    const threadCount = toNumber(c?.threads ?? null);
    return { point, postCount: posts, threadCount, commentCount: posts - threadCount, topThreads: threadsAt.get(point) ?? [] };
  });
}

/** Positive, neutral and negative posts per bucket and in all; posts with no sentiment yet are left out. */
export async function sentimentTimeline(
  db: Db,
  taskId: number,
  window: TimeWindow,
  buckets: ChartBuckets,
): Promise<{ total: SentimentCountsData; points: SentimentPoint[] }> {
  const rows = await queryRows<{ point: number; positive: Count; neutral: Count; negative: Count }>(
    db,
    sql`
      select ${bucketEpochSql(sql`c.bucket`)} as point, sum(c.positive) as positive, sum(c.neutral) as neutral, sum(c.negative) as negative
      from (${keptCountRows(taskId, window, buckets.interval)}) c
      group by c.bucket`,
  );
  const byPoint = new Map(rows.map((r) => [Number(r.point), r]));
  const total: SentimentCountsData = { positive: 0, neutral: 0, negative: 0 };
  const points = buckets.starts.map((timestamp) => {
    const r = byPoint.get(timestamp);
    const counts = { positive: toNumber(r?.positive ?? null), neutral: toNumber(r?.neutral ?? null), negative: toNumber(r?.negative ?? null) };
    total.positive += counts.positive;
    total.neutral += counts.neutral;
    total.negative += counts.negative;
    return { timestamp, ...counts };
  });
  return { total, points };
}
