import { api, type FeedPost, type SentimentValue } from 'shared/contract';
import { apiClient } from 'shared/session';

export const SENTIMENT_FAILED = 'Failed to update sentiment';
export const IRRELEVANT_FAILED = 'failed to set irrelevant';
export const BOOKMARK_FAILED = 'Failed to update the bookmark';

/** Bookmarks or un-bookmarks the post for the caller; answers who has it bookmarked afterwards. */
export async function toggleBookmark(taskId: number, post: FeedPost): Promise<Pick<FeedPost, 'bookmarked' | 'bookmarked_by'>> {
  const endpoint = post.bookmarked ? api.posts.removeBookmark : api.posts.addBookmark;
  const reply = await apiClient.call(endpoint, { params: { id: taskId, postId: post.live_sid } });
  // The feed's bookmarks come newest first; a post lists its bookmarkers earliest first.
  const names = reply.data.filter((b) => b.live_sid === post.live_sid).map((b) => b.user_display_name).reverse();
  return { bookmarked: !post.bookmarked, bookmarked_by: names };
}

/** Sets the feed's sentiment of the post; the server's 'success' is the only success (spec doc 2 §8). */
export async function setSentiment(taskId: number, post: FeedPost, value: SentimentValue): Promise<SentimentValue> {
  const reply = await apiClient.call(api.posts.tagSentiment, {
    params: { id: taskId },
    body: [{ task_id: taskId, live_sid: post.live_sid, value }],
  });
  return reply.data.find((item) => item.live_sid === post.live_sid)?.ai_sentiment ?? value;
}

export async function markIrrelevant(taskId: number, post: FeedPost): Promise<void> {
  await apiClient.call(api.posts.tagSpam, { params: { id: taskId }, body: { live_sid: post.live_sid, user_spam: 1 } });
}
