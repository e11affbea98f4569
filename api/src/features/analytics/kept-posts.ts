import { sql, type SQL } from 'drizzle-orm';
import type { TimeWindow } from 'shared/rules';

/**
 * The feed's kept posts (irrelevant ones left out) published in [from, to), over feed_posts aliased fp: every
 * overview figure reads these rows, on the (task_id, spam, posted_at) index.
 */
export function keptPostsIn(taskId: number, window: TimeWindow): SQL {
  return sql`fp.task_id = ${taskId} and fp.spam = 0
    and fp.posted_at >= ${new Date(window.from).toISOString()}::timestamptz
    and fp.posted_at < ${new Date(window.to).toISOString()}::timestamptz`;
}

/** Reads a count or sum as a number: drivers answer bigint and numeric as strings (node-postgres) or BigInt (PGlite). */
export const toNumber = (value: number | string | bigint | null): number => (value === null ? 0 : Number(value));
