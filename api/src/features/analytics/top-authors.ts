import { sql } from 'drizzle-orm';
import { TOP_AUTHOR_LIMIT, type TopAuthor } from 'shared/contract';
import type { TimeWindow } from 'shared/rules';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { keptPostsIn } from './kept-posts.js';

type AuthorList = 'threads' | 'comments' | 'total';

/**
 * The window's most active authors by threads, by comments and by both (ties: the most recently active first). Authors
 * are counted by feed_posts' author_key; each listed author's name, site and channel are those of their newest post.
 */
export async function topAuthors(db: Db, taskId: number, window: TimeWindow): Promise<Record<AuthorList, TopAuthor[]>> {
  const rows = await queryRows<{ list: AuthorList; id: string; n: number; name: string; site: string; channel: string }>(
    db,
    sql`
      with counted as (
        -- In author order, so a long window is grouped as read from the (task, author) index instead of hashed.
        select a.author_key, a.threads, a.total - a.threads as comments, a.total, a.last_at
        from (
          select fp.author_key, count(*) filter (where not fp.is_comment)::int as threads, count(*)::int as total, max(fp.posted_at) as last_at
          from feed_posts fp where ${keptPostsIn(taskId, window)}
          group by fp.author_key
          order by fp.author_key
        ) a
      ), listed as (
        (select 'threads' as list, author_key, threads as n, last_at from counted where threads > 0
          order by threads desc, last_at desc, author_key limit ${TOP_AUTHOR_LIMIT})
        union all
        (select 'comments', author_key, comments, last_at from counted where comments > 0
          order by comments desc, last_at desc, author_key limit ${TOP_AUTHOR_LIMIT})
        union all
        (select 'total', author_key, total, last_at from counted
          order by total desc, last_at desc, author_key limit ${TOP_AUTHOR_LIMIT})
      ), newest as (
        -- Found by the newest post's time, an index probe per listed author rather than a second scan of the window.
        select distinct on (l.author_key) l.author_key, fp.post_id, fp.site, fp.channel
        from (select distinct author_key, last_at from listed) l
        join feed_posts fp on fp.task_id = ${taskId} and fp.spam = 0 and fp.posted_at = l.last_at and fp.author_key = l.author_key
        order by l.author_key, fp.post_id
      )
      select l.list, l.author_key::text as id, l.n, p.author_name as name, w.site, w.channel
      from listed l join newest w on w.author_key = l.author_key join posts p on p.id = w.post_id
      order by l.list, l.n desc, l.last_at desc, l.author_key`,
  );
  const lists: Record<AuthorList, TopAuthor[]> = { threads: [], comments: [], total: [] };
  for (const r of rows) lists[r.list].push({ id: r.id, name: r.name, site: r.site, channel: r.channel, postCount: r.n });
  return lists;
}
