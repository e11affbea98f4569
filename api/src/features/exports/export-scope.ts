import { sql, type SQL } from 'drizzle-orm';
import type { ExportRequest } from 'shared/contract';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import type { LoadedFeed } from '../feeds/feed-access.js';

/** What one export reads: the request with its dates bounded by the feed's own period. */
export type ExportScope = ExportRequest;

/**
 * Export dates are bounded by the task's start and end (spec doc 2 §5). A feed's period starts at its stored start
 * (both types keep it; the feed's creation when missing), never before the plan's earliest date; an ad-hoc feed ends
 * at its stored end, a live feed now. A request wholly outside the period ends before it starts and so matches nothing.
 */
export function boundedScope(request: ExportRequest, feed: LoadedFeed, planEarliest: Date | null, now: number): ExportScope {
  const feedStart = Math.max((feed.adhocFrom ?? feed.createdAt).getTime(), planEarliest?.getTime() ?? -Infinity);
  const feedEnd = feed.adhocTo?.getTime() ?? now;
  return { ...request, unix_start: Math.max(request.unix_start, feedStart), unix_end: Math.min(request.unix_end, feedEnd) };
}

/** The feed's links (fp) an export writes: kept posts (not removed as irrelevant) of the period and the chosen types. */
export function scopeFilter(scope: ExportScope): SQL {
  const where = [
    sql`fp.task_id = ${scope.task_id}`,
    sql`fp.spam = 0`,
    sql`fp.posted_at >= ${new Date(scope.unix_start).toISOString()}::timestamptz`,
    sql`fp.posted_at <= ${new Date(scope.unix_end).toISOString()}::timestamptz`,
  ];
  if (scope.comments !== scope.thread) where.push(sql`fp.is_comment = ${scope.comments}`);
  return sql.join(where, sql` and `);
}

/** How many posts the export will read (Facebook duplicates are only found while writing). */
export async function countScope(db: Db, scope: ExportScope): Promise<number> {
  if (scope.unix_start > scope.unix_end) return 0;
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from feed_posts fp where ${scopeFilter(scope)}`);
  return row?.n ?? 0;
}
