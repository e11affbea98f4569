import { useCallback, useEffect, useRef, useState } from 'react';
import { api, type FeedPost } from 'shared/contract';
import { apiClient } from 'shared/session';

export type ThreadState =
  | { status: 'closed' }
  | { status: 'loading'; post: FeedPost }
  | { status: 'loaded'; post: FeedPost; main: FeedPost; comments: FeedPost[]; fetchedAt: number }
  | { status: 'error'; post: FeedPost; message: string };

/**
 * The thread viewer's data (POST /api/task/thread). Opening another thread aborts the fetch still running, and an
 * aborted fetch is ignored silently (spec doc 2 §7, §8).
 */
export function useThread(taskId: number) {
  const [state, setState] = useState<ThreadState>({ status: 'closed' });
  const inFlight = useRef<AbortController | null>(null);

  const open = useCallback(
    async (post: FeedPost) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setState({ status: 'loading', post });
      try {
        const reply = await apiClient.call(api.posts.thread, { body: { task_id: taskId, thread_link: post.thread_link } }, { signal: controller.signal });
        // The opening post is the one item that is not a comment; the rest are its comments in time order.
        const main = reply.data.find((p) => !p.is_comment) ?? post;
        setState({ status: 'loaded', post, main, comments: reply.data.filter((p) => p !== main), fetchedAt: Date.now() });
      } catch (error) {
        if (controller.signal.aborted) return;
        setState({ status: 'error', post, message: error instanceof Error ? error.message : String(error) });
      }
    },
    [taskId],
  );

  const close = useCallback(() => {
    inFlight.current?.abort();
    setState({ status: 'closed' });
  }, []);

  useEffect(() => () => inFlight.current?.abort(), []);

  return { state, open, close };
}
