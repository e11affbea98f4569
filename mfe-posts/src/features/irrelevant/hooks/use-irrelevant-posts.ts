import { useCallback, useEffect, useState } from 'react';
import type { FeedPost } from 'shared/contract';
import { fetchIrrelevantPosts, type IrrelevantTab } from '../api/irrelevant-posts';

export type IrrelevantPostsState = { status: 'loading' } | { status: 'loaded'; posts: FeedPost[] } | { status: 'error'; message: string };

/**
 * The irrelevant posts of one tab, fetched again when the tab changes (an earlier answer is dropped);
 * `drop` takes restored posts out of the list without a refetch.
 */
export function useIrrelevantPosts(taskId: number, tab: IrrelevantTab) {
  const [state, setState] = useState<IrrelevantPostsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchIrrelevantPosts(taskId, tab, controller.signal)
      .then((posts) => setState({ status: 'loaded', posts }))
      .catch((error: Error) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: error.message });
      });
    return () => controller.abort();
  }, [taskId, tab, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const drop = useCallback((liveSids: readonly string[]) => {
    const gone = new Set(liveSids);
    setState((s) => (s.status === 'loaded' ? { status: 'loaded', posts: s.posts.filter((p) => !gone.has(p.live_sid)) } : s));
  }, []);

  return { state, retry, drop };
}
