import { useEffect, useState } from 'react';
import type { ModalPost } from 'shared/contract';
import { uniqueMessages } from 'shared/rules';
import { fetchModalPosts } from '../api/modal-posts';
import type { PostDetailsRequest } from '../post-details-request';

export type ModalPostsState = { status: 'loading' } | { status: 'loaded'; posts: ModalPost[] } | { status: 'error'; message: string };

type Answer = { request: PostDetailsRequest } & ({ status: 'loaded'; posts: ModalPost[] } | { status: 'error'; message: string });

/**
 * The modal's posts for the request, each message once. A newer request aborts the one still in flight, and an
 * answer counts only for the request it was asked for, so neither a slow earlier answer nor the last opening's posts
 * show for a later request.
 */
export function useModalPosts(request: PostDetailsRequest | null): ModalPostsState {
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!request) return undefined;
    const controller = new AbortController();
    fetchModalPosts(request, controller.signal)
      .then((posts) => {
        if (!controller.signal.aborted) setAnswer({ request, status: 'loaded', posts: uniqueMessages(posts) });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ request, status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, [request]);

  if (!answer || answer.request !== request) return { status: 'loading' };
  return answer.status === 'loaded' ? { status: 'loaded', posts: answer.posts } : { status: 'error', message: answer.message };
}
