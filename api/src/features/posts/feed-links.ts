import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { feedPosts } from '../../db/schema.js';
import { ApiFailure } from '../../http/failure.js';
import { POST_NOT_IN_FEED_TEXT } from './live-sid.js';

/** Answers 404 unless every post is in the feed, so a call on posts never touches what the feed does not hold. */
export async function requireInFeed(db: Db, taskId: number, hashes: readonly string[]): Promise<void> {
  const distinct = [...new Set(hashes)];
  const found = await db
    .select({ postId: feedPosts.postId })
    .from(feedPosts)
    .where(and(eq(feedPosts.taskId, taskId), inArray(feedPosts.postId, distinct)));
  if (found.length < distinct.length) throw new ApiFailure(404, 'not_found', POST_NOT_IN_FEED_TEXT);
}
