import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { feedAccess, tasks } from '../../db/schema.js';
import { ApiFailure } from '../../http/failure.js';
import type { SessionContext } from '../auth/sessions.js';

export const FEED_NOT_FOUND_TEXT = 'Feed not found';

/**
 * A feed the caller may read (or write), loaded for a feed-scoped call. A feed that does not exist,
 * belongs to another account, or is missing from the caller's access list is answered the same 404,
 * so the answer never reveals that another account's feed exists.
 */
export async function loadFeed(db: Db, session: Pick<SessionContext, 'user'>, taskId: number, need: 'read' | 'write'): Promise<typeof tasks.$inferSelect> {
  const [row] = await db
    .select({ task: tasks, writable: feedAccess.writable })
    .from(feedAccess)
    .innerJoin(tasks, eq(tasks.id, feedAccess.taskId))
    .where(and(eq(feedAccess.userId, session.user.id), eq(feedAccess.taskId, taskId), eq(feedAccess.readable, true), eq(tasks.accountId, session.user.accountId)));
  if (!row || (need === 'write' && !row.writable)) throw new ApiFailure(404, 'not_found', FEED_NOT_FOUND_TEXT);
  return row.task;
}
