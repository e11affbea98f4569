import { and, desc, eq } from 'drizzle-orm';
import type { Bookmark } from 'shared/contract';
import type { Db } from '../../db/client.js';
import { bookmarks, feedPosts, tasks, users } from '../../db/schema.js';
import { requireInFeed } from './feed-links.js';
import { hashOfLiveSid, toLiveSid } from './live-sid.js';

/** A bookmark's post as the path names it: a live_sid of the feed, or the bare hash. */
export function bookmarkedHash(taskId: number, postId: string): string {
  return postId.includes('_') ? hashOfLiveSid(taskId, postId) : postId;
}

/**
 * Everyone's bookmarks in the feed, newest first. Bookmarks of posts a refill took out of the feed are left out
 * (and come back if the post does).
 */
export async function feedBookmarks(db: Db, taskId: number): Promise<Bookmark[]> {
  const rows = await db
    .select({ postId: bookmarks.postId, userId: bookmarks.userId, createdAt: bookmarks.createdAt, accountId: tasks.accountId, displayName: users.displayName })
    .from(bookmarks)
    .innerJoin(feedPosts, and(eq(feedPosts.taskId, bookmarks.taskId), eq(feedPosts.postId, bookmarks.postId)))
    .innerJoin(tasks, eq(tasks.id, bookmarks.taskId))
    .innerJoin(users, eq(users.id, bookmarks.userId))
    .where(eq(bookmarks.taskId, taskId))
    .orderBy(desc(bookmarks.createdAt), bookmarks.postId, bookmarks.userId);
  return rows.map((r) => ({
    task_id: taskId,
    ac_id: r.accountId,
    user_id: r.userId,
    live_sid: toLiveSid(taskId, r.postId),
    created_at: r.createdAt.getTime(),
    user_display_name: r.displayName,
  }));
}

/** Bookmarks a post of the feed for the user; bookmarking it again keeps the first time. */
export async function addBookmark(db: Db, taskId: number, userId: number, hash: string, now: Date): Promise<void> {
  await requireInFeed(db, taskId, [hash]);
  await db.insert(bookmarks).values({ taskId, postId: hash, userId, createdAt: now }).onConflictDoNothing();
}

/** Removes the user's bookmark; removing one that is not there changes nothing. */
export async function removeBookmark(db: Db, taskId: number, userId: number, hash: string): Promise<void> {
  await db.delete(bookmarks).where(and(eq(bookmarks.taskId, taskId), eq(bookmarks.postId, hash), eq(bookmarks.userId, userId)));
}
