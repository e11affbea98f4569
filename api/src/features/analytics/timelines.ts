import { sql } from 'drizzle-orm';
import type { BucketThread, SentimentCountsData, SentimentPoint, TimelinePoint } from 'shared/contract';
import type { TimeWindow } from 'shared/rules';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { bucketEpochSql, localBucketSql, type ChartBuckets } from './chart-buckets.js';
import { keptPostsIn, toNumber } from './kept-posts.js';

/** Threads a timeline point names in its tooltip. */
const BUCKET_THREADS = 3;

type Count = number | string | bigint;

/** Posts, threads and comments per bucket, with each bucket's threads with the most comments (newest first on ties). */
export async function countTimeline(db: Db, taskId: number, window: TimeWindow, buckets: ChartBuckets): Promise<TimelinePoint[]> {
  const bucket = localBucketSql(buckets.interval);
  const [counts, threads] = await Promise.all([
    queryRows<{ point: number; posts: Count; threads: Count }>(
      db,
      sql`
        select ${bucketEpochSql(sql`b.bucket`)} as point, b.posts, b.threads
        from (
          select ${bucket} as bucket, count(*) as posts, count(*) filter (where not fp.is_comment) as threads
          from feed_posts fp where ${keptPostsIn(taskId, window)}
          group by 1
        ) b`,
    ),
    // The ranking reads feed_posts' copies; the archive is joined for the few threads answered.
    queryRows<{ point: number; thread_title: string; site: string; thread_link: string; comment_count: number }>(
      db,
      sql`
        select ${bucketEpochSql(sql`r.bucket`)} as point, p.thread_title, r.site, p.thread_link, r.comment_count
        from (
          select fp.post_id, fp.site, fp.comment_count, ${bucket} as bucket,
            row_number() over (partition by ${bucket} order by fp.comment_count desc, fp.posted_at desc, fp.post_id) as rank
          from feed_posts fp where ${keptPostsIn(taskId, window)} and not fp.is_comment
        ) r
        join posts p on p.id = r.post_id
        where r.rank <= ${BUCKET_THREADS}
        order by r.bucket, r.rank`,
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
      select ${bucketEpochSql(sql`b.bucket`)} as point, b.positive, b.neutral, b.negative
      from (
        select ${localBucketSql(buckets.interval)} as bucket,
          count(*) filter (where fp.effective_sentiment = 1) as positive,
          count(*) filter (where fp.effective_sentiment = 0) as neutral,
          count(*) filter (where fp.effective_sentiment = -1) as negative
        from feed_posts fp where ${keptPostsIn(taskId, window)} and fp.effective_sentiment is not null
        group by 1
      ) b`,
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
