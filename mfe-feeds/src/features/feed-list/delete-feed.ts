import { api } from 'shared/contract';
import { apiClient, setAccessList } from 'shared/session';

/** The toast title of a failed delete (spec doc 1 §8). */
export const DELETE_FEED_ERROR = 'Failed to delete access';

/** Deletes a feed for good; the server answers the new access list, which replaces ours (spec doc 1 §4 "After delete"). */
export async function deleteFeed(taskId: number): Promise<void> {
  const reply = await apiClient.call(api.tasks.remove, { params: { id: taskId } });
  setAccessList(reply.data);
}
