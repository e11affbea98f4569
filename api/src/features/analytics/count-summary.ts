import { sql, type SQL } from 'drizzle-orm';
import type { CountSummary } from 'shared/contract';
import { ENGAGEMENT_SQL, previousWindow, type TimeWindow } from 'shared/rules';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { keptPostsIn, toNumber } from './kept-posts.js';

type Figure = 'posts' | 'threads' | 'authors' | 'engagement' | 'views';

/**
 * The stat cards: one scan of the window and the window before it, each figure an aggregate filtered to one of the two
 * (filtered aggregates need no sort by period, which a grouping with a distinct count would).
 */
export async function countSummary(db: Db, taskId: number, window: TimeWindow): Promise<CountSummary> {
  const previous = previousWindow(window);
  const current = sql`fp.posted_at >= ${new Date(window.from).toISOString()}::timestamptz`;
  const both = (name: Figure, aggregate: (period: SQL) => SQL) =>
    sql`${aggregate(current)} as ${sql.identifier(`${name}_total`)}, ${aggregate(sql`not ${current}`)} as ${sql.identifier(`${name}_previous`)}`;
  const [row] = await queryRows<Record<`${Figure}_${'total' | 'previous'}`, number | string | bigint | null>>(
    db,
    sql`
      select
        ${both('posts', (period) => sql`count(*) filter (where ${period})`)},
        ${both('threads', (period) => sql`count(*) filter (where ${period} and not fp.is_comment)`)},
        ${both('authors', (period) => sql`count(distinct fp.author_key) filter (where ${period})`)},
        ${both('engagement', (period) => sql`sum(${sql.raw(ENGAGEMENT_SQL)}::bigint) filter (where ${period})`)},
        ${both('views', (period) => sql`sum(fp.view_count::bigint) filter (where ${period})`)}
      from feed_posts fp
      where ${keptPostsIn(taskId, { from: previous.from, to: window.to })}`,
  );
  const figure = (name: Figure) => ({ total: toNumber(row?.[`${name}_total`] ?? null), previous: toNumber(row?.[`${name}_previous`] ?? null) });
  return {
    postCount: figure('posts'),
    threadCount: figure('threads'),
    authorCount: figure('authors'),
    engagementCount: figure('engagement'),
    viewCount: figure('views'),
  };
}
