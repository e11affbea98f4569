import { sql } from 'drizzle-orm';
import { TOP_THREAD_LIMIT, type MediumName, type TopThread } from 'shared/contract';
import { ENGAGEMENT_SQL, listableThreads, type TimeWindow } from 'shared/rules';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { keptPostsIn, toNumber } from './kept-posts.js';

/** Threads ranked in SQL before empty and repeated titles are removed: enough to fill a list after removals. */
const CANDIDATES = 200;

export type ThreadRanking = 'engagement' | 'growth';

interface ThreadRow {
  title: string;
  url: string;
  site: string;
  medium: MediumName;
  engagement: number | string;
  comment_count: number;
  roc: number;
  posted_at: Date | string;
}

/**
 * The window's opening posts on sites the feed does not hide, by engagement or by hourly engagement growth at `now`
 * (hourlyGrowth of the shared rules: engagement per hour since posting, counting at least one hour).
 */
export async function topThreads(db: Db, taskId: number, window: TimeWindow, ranking: ThreadRanking, now: Date): Promise<TopThread[]> {
  const engagement = sql.raw(ENGAGEMENT_SQL);
  const roc = sql`${engagement}::float8 / greatest(1, extract(epoch from (${now.toISOString()}::timestamptz - fp.posted_at))::float8 / 3600)`;
  const rank = ranking === 'engagement' ? sql`engagement` : sql`roc`;
  const rows = await queryRows<ThreadRow>(
    db,
    sql`
      with candidates as (
        select fp.post_id, fp.site, fp.medium, fp.comment_count, fp.posted_at, ${engagement} as engagement, ${roc} as roc
        from feed_posts fp
        where ${keptPostsIn(taskId, window)} and not fp.is_comment
          and fp.site <> all(coalesce((select h.sites from feed_hide h where h.task_id = ${taskId}), '{}'))
        order by ${rank} desc, fp.posted_at desc, fp.post_id
        limit ${CANDIDATES}
      )
      select p.thread_title as title, coalesce(nullif(p.thread_link, ''), p.post_link) as url,
        c.site, c.medium, c.engagement, c.comment_count, c.roc, c.posted_at
      from candidates c join posts p on p.id = c.post_id
      order by c.${rank} desc, c.posted_at desc, c.post_id`,
  );
  const threads = rows.map((r) => ({
    url: r.url,
    title: r.title,
    site: r.site,
    medium: r.medium,
    engagementCount: toNumber(r.engagement),
    comment_count: r.comment_count,
    roc: Number(r.roc),
    unix_timestamp: new Date(r.posted_at).getTime(),
  }));
  return listableThreads(threads).slice(0, TOP_THREAD_LIMIT);
}
