import { and, eq, inArray, sql } from 'drizzle-orm';
import { SPAM_LIST_LIMIT, type FeedPost } from 'shared/contract';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { feedPosts } from '../../db/schema.js';
import { requireInFeed } from './feed-links.js';
import { selectFeedPosts, type FeedView } from './feed-post-rows.js';

/** feed_posts.spam codes. */
export const SPAM = { kept: 0, manual: 1, auto: 2 } as const;

/** Marks a post of the feed removed manually by the user (again by whoever marks it last). */
export async function markIrrelevant(db: Db, view: FeedView, hash: string, now: Date): Promise<FeedPost> {
  await requireInFeed(db, view.taskId, [hash]);
  await db
    .update(feedPosts)
    .set({ spam: SPAM.manual, spamBy: view.userId, spamAt: now })
    .where(and(eq(feedPosts.taskId, view.taskId), eq(feedPosts.postId, hash)));
  const [post] = await selectFeedPosts(db, view, 'feed', sql`fp.task_id = ${view.taskId} and fp.post_id = ${hash}`, sql`fp.post_id`);
  return post!;
}

/** Brings removed posts back; every post must be in the feed. */
export async function restorePosts(db: Db, taskId: number, hashes: readonly string[]): Promise<void> {
  await requireInFeed(db, taskId, hashes);
  await db
    .update(feedPosts)
    .set({ spam: SPAM.kept, spamBy: null, spamAt: null })
    .where(and(eq(feedPosts.taskId, taskId), inArray(feedPosts.postId, [...new Set(hashes)])));
}

export interface IrrelevantFilter {
  /** Publication time, epoch ms, inclusive. */
  from: number;
  to?: number | undefined;
  type: 'all' | 'manual' | 'auto';
}

/** The feed's removed posts published in the period, newest removal first, at most SPAM_LIST_LIMIT, and how many there are. */
export async function irrelevantPosts(db: Db, view: FeedView, filter: IrrelevantFilter): Promise<{ posts: FeedPost[]; total: number }> {
  const where = sql.join(
    [
      sql`fp.task_id = ${view.taskId}`,
      filter.type === 'all' ? sql`fp.spam <> ${SPAM.kept}` : sql`fp.spam = ${filter.type === 'manual' ? SPAM.manual : SPAM.auto}`,
      sql`fp.posted_at >= ${new Date(filter.from).toISOString()}::timestamptz`,
      ...(filter.to === undefined ? [] : [sql`fp.posted_at <= ${new Date(filter.to).toISOString()}::timestamptz`]),
    ],
    sql` and `,
  );
  const [posts, [counted]] = await Promise.all([
    selectFeedPosts(db, view, 'feed', where, sql`fp.spam_at desc nulls last, fp.posted_at desc, fp.post_id desc`, { limit: SPAM_LIST_LIMIT, offset: 0 }),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from feed_posts fp where ${where}`),
  ]);
  return { posts, total: counted?.n ?? 0 };
}
