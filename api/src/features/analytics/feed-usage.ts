import { count, eq } from 'drizzle-orm';
import type { FeedQuota } from 'shared/contract';
import type { Db } from '../../db/client.js';
import { accounts, tasks } from '../../db/schema.js';

/** The account's live (task_type 0) and ad-hoc (1) feeds against the plan's quotas; a null quota is unlimited. */
export async function feedUsage(db: Db, account: typeof accounts.$inferSelect): Promise<{ live: FeedQuota; adhoc: FeedQuota }> {
  const rows = await db
    .select({ type: tasks.taskType, n: count() })
    .from(tasks)
    .where(eq(tasks.accountId, account.id))
    .groupBy(tasks.taskType);
  const used = (type: number) => Number(rows.find((r) => r.type === type)?.n ?? 0);
  return { live: { used: used(0), quota: account.liveLimit }, adhoc: { used: used(1), quota: account.adhocLimit } };
}
