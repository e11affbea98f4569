import { sql } from 'drizzle-orm';
import type { CountSummary } from 'shared/contract';
import { previousWindow, type TimeWindow } from 'shared/rules';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { keptCountRows } from './day-rollup.js';
import { keptPostsIn, toNumber } from './kept-posts.js';

type Count = number | string | bigint | null;

/** Posts, threads, engagement and views of the window, summed from the rollup (keptCountRows). */
async function summedCounts(db: Db, taskId: number, window: TimeWindow) {
  const [row] = await queryRows<Record<'posts' | 'threads' | 'engagement' | 'views', Count>>(
    db,
    sql`select sum(c.posts) as posts, sum(c.threads) as threads, sum(c.engagement) as engagement, sum(c.views) as views
      from (${keptCountRows(taskId, window, null)}) c`,
  );
  return { posts: toNumber(row?.posts ?? null), threads: toNumber(row?.threads ?? null), engagement: toNumber(row?.engagement ?? null), views: toNumber(row?.views ?? null) };
}

/**
 * The stat cards of the window, each with the window before it. Distinct authors cannot be summed from day rows, so
 * they are counted from the posts of both windows in one pass.
 */
export async function countSummary(db: Db, taskId: number, window: TimeWindow): Promise<CountSummary> {
  const previous = previousWindow(window);
  const current = sql`fp.posted_at >= ${new Date(window.from).toISOString()}::timestamptz`;
  const [now, before, [authors]] = await Promise.all([
    summedCounts(db, taskId, window),
    summedCounts(db, taskId, previous),
    // Each author once, in author order, so the (task, author) index is read and grouped without sorting or hashing.
    queryRows<{ total: Count; previous: Count }>(
      db,
      sql`select count(*) filter (where a.now) as total, count(*) filter (where a.before) as previous
        from (
          select fp.author_key, bool_or(${current}) as now, bool_or(not ${current}) as before
          from feed_posts fp where ${keptPostsIn(taskId, { from: previous.from, to: window.to })}
          group by fp.author_key
          order by fp.author_key
        ) a`,
    ),
  ]);
  return {
    postCount: { total: now.posts, previous: before.posts },
    threadCount: { total: now.threads, previous: before.threads },
    authorCount: { total: toNumber(authors?.total ?? null), previous: toNumber(authors?.previous ?? null) },
    engagementCount: { total: now.engagement, previous: before.engagement },
    viewCount: { total: now.views, previous: before.views },
  };
}
