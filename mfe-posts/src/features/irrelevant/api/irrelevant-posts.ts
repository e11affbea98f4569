import { api, type FeedPost } from 'shared/contract';
import { apiClient } from 'shared/session';

/** The tabs of the modal, as the spam list names them: all, removed manually, removed automatically. */
export type IrrelevantTab = 'all' | 'manual' | 'auto';

/** The feed's irrelevant posts of one kind, published at any time (from=0, no upper bound). */
export async function fetchIrrelevantPosts(taskId: number, type: IrrelevantTab, signal?: AbortSignal): Promise<FeedPost[]> {
  const reply = await apiClient.call(api.posts.spamList, { params: { id: taskId }, query: { from: 0, type } }, { signal });
  return reply.data;
}

/** Brings removed posts back into the feed; answers the live_sids the server restored. */
export async function restorePosts(taskId: number, liveSids: readonly string[]): Promise<string[]> {
  const body = liveSids.map((live_sid) => ({ live_sid, spam: 0 as const }));
  const reply = await apiClient.call(api.posts.restoreSpam, { params: { id: taskId }, body });
  return reply.data;
}
