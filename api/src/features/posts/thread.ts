import { sql } from 'drizzle-orm';
import type { FeedPost } from 'shared/contract';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { ApiFailure } from '../../http/failure.js';
import { selectFeedPosts, type FeedView } from './feed-post-rows.js';

export const THREAD_NOT_IN_FEED_TEXT = 'This thread has no post in the feed';

/**
 * A thread with at least one post in the feed: every archived post of it (comments the feed did not match too),
 * the opening post first, then the comments by time. The link is looked up among the feed's posts (by the feed's
 * key, as posts.thread_link has no index), the thread's posts by posts.thread_id (indexed).
 */
export async function feedThread(db: Db, view: FeedView, threadLink: string): Promise<FeedPost[]> {
  const threads = await queryRows<{ thread_id: string }>(
    db,
    sql`select distinct p.thread_id from feed_posts fp join posts p on p.id = fp.post_id
      where fp.task_id = ${view.taskId} and p.thread_link = ${threadLink} and p.thread_id <> ''`,
  );
  if (threads.length === 0) throw new ApiFailure(404, 'not_found', THREAD_NOT_IN_FEED_TEXT);
  return selectFeedPosts(
    db,
    view,
    'archive',
    sql`p.thread_id = any(${sql.param(threads.map((t) => t.thread_id))}::text[])`,
    sql`(p.id = p.thread_id) desc, p.posted_at, p.id`,
  );
}
