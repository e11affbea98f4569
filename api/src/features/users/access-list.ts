import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccessEntry } from 'shared/contract';
import type { Db } from '../../db/client.js';
import { accounts, feedAccess, tasks, users } from '../../db/schema.js';
import { feedFigures } from './feed-figures.js';

const editor = alias(users, 'editor');

/**
 * The feeds a user may open: readable access entries on feeds of the user's own account, so a stray
 * entry never exposes another account's feed. Each carries its feed's figures as of `now`.
 */
export async function accessList(db: Db, userId: number, accountId: number, now: Date): Promise<AccessEntry[]> {
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
  const figures = await feedFigures(db, rows.map((r) => r.taskId), now);
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
    // feedFigures answers every feed it is asked about.
    ...figures.get(r.taskId)!,
  }));
}
