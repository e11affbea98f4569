import { api, type ModalPost } from 'shared/contract';
import { apiClient } from 'shared/session';
import type { PostDetailsRequest } from '../post-details-request';

/** The chart-point and sentiment kinds read the first page of the feed's newest posts (spec doc 3 §7). */
const SEARCH_PAGE = { sort: 'unix_timestamp', size: 20, offset: 0 } as const;

/** The posts of one opening of the Post Details modal, by its kind. */
export async function fetchModalPosts(request: PostDetailsRequest, signal: AbortSignal): Promise<ModalPost[]> {
  const task_id = request.taskId;
  switch (request.kind) {
    case 'author': {
      const query = { task_id, author_id: request.author.id, from: request.window.from, to: request.window.to };
      return (await apiClient.call(api.analytics.authorPosts, { query }, { signal })).data;
    }
    case 'thread':
      return (await apiClient.call(api.posts.thread, { body: { task_id, thread_link: request.threadLink } }, { signal })).data;
    case 'topic': {
      const body = { topics: request.words, from: request.window.from, to: request.window.to };
      return (await apiClient.call(api.analytics.phrases, { params: { id: task_id }, body }, { signal })).data;
    }
    case 'chart': {
      const body = { task_id, ...request.window, ...SEARCH_PAGE, ...(request.isComment === undefined ? {} : { is_comment: request.isComment }) };
      return (await apiClient.call(api.posts.search, { body }, { signal })).data;
    }
    case 'sentiment': {
      const body = { task_id, ...request.window, ...SEARCH_PAGE, sentiment: [request.sentiment] };
      return (await apiClient.call(api.posts.search, { body }, { signal })).data;
    }
  }
}
