import { and, count, eq, gte } from 'drizzle-orm';
import { hkMonthStart } from 'shared/rules';
import type { Db } from '../../db/client.js';
import { taskModifications } from '../../db/schema.js';

/** Successful saves of a feed in the current Hong Kong calendar month, by anyone. */
export async function modificationsThisMonth(db: Db, taskId: number, now: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(taskModifications)
    .where(and(eq(taskModifications.taskId, taskId), gte(taskModifications.at, new Date(hkMonthStart(now)))));
  return Number(row?.n ?? 0);
}
