import { sql, type SQL } from 'drizzle-orm';
import type { TimeWindow } from 'shared/rules';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { hasWholeDays, keptCountRows, rollupSplit } from '../analytics/day-rollup.js';

export interface TermCountOptions {
  /** Only these terms (folded). */
  only?: readonly string[];
  /** Leave these terms out (folded); the limit counts only the terms kept. */
  except?: readonly string[];
  /** Only terms held by at least this many posts (at least 1: terms of no post are never answered). */
  minPosts?: number;
  /** The most frequent this many. */
  limit?: number;
}

/**
 * The feed's kept posts holding each term in the window [from, to), most first (ties by term): whole days from the
 * feed_term_days rollup, the edges from the posts (rollupSplit).
 */
export async function termCounts(db: Db, taskId: number, window: TimeWindow, options: TermCountOptions = {}): Promise<Map<string, number>> {
  const split = rollupSplit(window);
  const onlyFilter = (column: SQL): SQL[] => (options.only ? [sql`${column} = any(${sql.param([...options.only])}::text[])`] : []);
  // Left-out terms are dropped here rather than tested on every row summed: of the first limit + |except| terms, at
  // most |except| are dropped, so the first `limit` kept are exact.
  const except = new Set(options.except);
  const limit = options.limit !== undefined ? options.limit + except.size : undefined;
  const parts = [
    sql`select t.term, 1 as n
      from feed_posts fp join posts p on p.id = fp.post_id cross join lateral unnest(p.terms) as t(term)
      where ${sql.join([sql`fp.task_id = ${taskId}`, sql`fp.spam = 0`, split.edges, ...onlyFilter(sql`t.term`)], sql` and `)}`,
  ];
  if (hasWholeDays(split)) {
    parts.push(sql`select d.term, d.posts as n from feed_term_days d
      where ${sql.join([sql`d.task_id = ${taskId}`, split.days, ...onlyFilter(sql`d.term`)], sql` and `)}`);
  }
  const rows = await queryRows<{ term: string; posts: number }>(
    db,
    sql`select term, sum(n)::int as posts from (${sql.join(parts, sql` union all `)}) c
      group by term having sum(n) >= ${Math.max(1, options.minPosts ?? 1)}
      order by posts desc, term collate "C"
      ${limit !== undefined ? sql`limit ${limit}` : sql``}`,
  );
  const kept = rows.filter((r) => !except.has(r.term)).slice(0, options.limit);
  return new Map(kept.map((r) => [r.term, r.posts]));
}

/** The feed's kept posts in the window. */
export async function keptPosts(db: Db, taskId: number, window: TimeWindow): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select coalesce(sum(c.posts), 0)::int as n from (${keptCountRows(taskId, window, null)}) c`);
  return row!.n;
}
