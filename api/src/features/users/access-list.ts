import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccessEntry } from 'shared/contract';
import type { Db } from '../../db/client.js';
import { accounts, feedAccess, tasks, users } from '../../db/schema.js';

const editor = alias(users, 'editor');

/** The recent figures of a feed shown on its card; they come from the posts it has collected. */
export type FeedFigures = Pick<AccessEntry, 'total_threads' | 'stat' | 'line'>;

const zero = { total: 0, prev_avg: 0 };
export const NO_FIGURES: FeedFigures = {
  total_threads: 0,
  stat: { author_count: zero, eng_count: zero, post_count: zero, thread_count: zero, view_count: zero },
  line: { delta: 0, points: [] },
};

/**
 * The feeds a user may open: readable access entries on feeds of the user's own account, so a stray
 * entry never exposes another account's feed. Figures are merged in by task id when the caller has them.
 */
export async function accessList(db: Db, userId: number, accountId: number, figures: ReadonlyMap<number, FeedFigures> = new Map()): Promise<AccessEntry[]> {
  const rows = await db
    .select({
      taskId: tasks.id,
      accountName: accounts.name,
      taskName: tasks.name,
      readable: feedAccess.readable,
      writable: feedAccess.writable,
      taskType: tasks.taskType,
      status: tasks.status,
      lastEditUser: editor.displayName,
      lastEditTime: tasks.lastEditTime,
    })
    .from(feedAccess)
    .innerJoin(tasks, eq(tasks.id, feedAccess.taskId))
    .innerJoin(accounts, eq(accounts.id, tasks.accountId))
    .leftJoin(editor, eq(editor.id, tasks.lastEditUser))
    .where(and(eq(feedAccess.userId, userId), eq(feedAccess.readable, true), eq(tasks.accountId, accountId)))
    .orderBy(asc(tasks.id));
  return rows.map((r) => ({
    task_id: r.taskId,
    account_name: r.accountName,
    task_name: r.taskName,
    readable: r.readable,
    writable: r.writable,
    task_type: r.taskType === 1 ? 1 : 0,
    status: r.status,
    last_edit_user: r.lastEditUser,
    last_edit_time: r.lastEditTime ? r.lastEditTime.getTime() : null,
    ...(figures.get(r.taskId) ?? NO_FIGURES),
  }));
}
