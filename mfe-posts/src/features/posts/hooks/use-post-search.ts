import { useCallback, useEffect, useState } from 'react';
import { api, type FeedPost, type PostSearchInput } from 'shared/contract';
import { apiClient } from 'shared/session';

/** The spec's text for a failed search (doc 2 §8); the page shows it with the server's reason. */
export const SEARCH_FAILED = 'failed to fetch data';

export type PostListState =
  | { status: 'loading' }
  | { status: 'loaded'; posts: FeedPost[]; total: number }
  | { status: 'error'; message: string };

/**
 * A page of the feed's posts for `body()`; it is fetched again whenever `key` changes (the view) or `reload` is
 * called, and an answer to an earlier request is dropped. `body` is called at fetch time so a live
 * feed's window ends at that moment.
 */
export function usePostSearch(key: string | null, body: () => PostSearchInput | null) {
  const [state, setState] = useState<PostListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const request = key === null ? null : body();
    if (request === null) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    apiClient
      .call(api.posts.search, { body: request }, { signal: controller.signal })
      .then((reply) => setState({ status: 'loaded', posts: reply.data, total: reply.total }))
      .catch((error: Error) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: error.message });
      });
    return () => controller.abort();
    // `body` is read when the key changes: the key holds everything it depends on.
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  /** Changes one post in place (bookmark, sentiment). */
  const updatePost = useCallback((liveSid: string, change: Partial<FeedPost>) => {
    setState((s) => (s.status === 'loaded' ? { ...s, posts: s.posts.map((p) => (p.live_sid === liveSid ? { ...p, ...change } : p)) } : s));
  }, []);

  /** Takes a post off the page (marked irrelevant). */
  const removePost = useCallback((liveSid: string) => {
    setState((s) => (s.status === 'loaded' ? { ...s, posts: s.posts.filter((p) => p.live_sid !== liveSid), total: Math.max(0, s.total - 1) } : s));
  }, []);

  return { state, reload, updatePost, removePost };
}
