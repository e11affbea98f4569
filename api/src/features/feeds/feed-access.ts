import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { feedAccess, tasks } from '../../db/schema.js';
import { ApiFailure } from '../../http/failure.js';
import type { SessionContext } from '../auth/sessions.js';

export type LoadedFeed = typeof tasks.$inferSelect & { writable: boolean };

export const FEED_NOT_FOUND_TEXT = 'Feed not found';
export const READ_ONLY_TEXT = 'You can view this feed but not change it';

/**
 * A feed the caller may read (or write), loaded for a feed-scoped call. A feed that does not exist,
 * belongs to another account, or is missing from the caller's access list is answered the same 404,
 * so the answer never reveals that another account's feed exists. A feed the caller may read but
 * not write is answered 403 for a write, since its existence is no secret to them.
 */
export async function loadFeed(db: Db, session: Pick<SessionContext, 'user'>, taskId: number, need: 'read' | 'write'): Promise<LoadedFeed> {
  const [row] = await db
    .select({ task: tasks, writable: feedAccess.writable })
    .from(feedAccess)
    .innerJoin(tasks, eq(tasks.id, feedAccess.taskId))
    .where(and(eq(feedAccess.userId, session.user.id), eq(feedAccess.taskId, taskId), eq(feedAccess.readable, true), eq(tasks.accountId, session.user.accountId)));
  if (!row) throw new ApiFailure(404, 'not_found', FEED_NOT_FOUND_TEXT);
  if (need === 'write' && !row.writable) throw new ApiFailure(403, 'forbidden', READ_ONLY_TEXT);
  return { ...row.task, writable: row.writable };
}
