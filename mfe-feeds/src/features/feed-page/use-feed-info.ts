import { useCallback, useEffect, useRef, useState } from 'react';
import { api, type TaskSettings } from 'shared/contract';
import { apiClient } from 'shared/session';

export type FeedInfoState = { status: 'loading' } | { status: 'loaded'; settings: TaskSettings } | { status: 'error'; message: string };

interface Held {
  taskId: number | null;
  info: FeedInfoState;
}

/**
 * The settings of a feed (GET /api/task/info/:id), fetched when the feed changes; `reload` fetches them
 * again (after a save) and keeps the shown ones until the answer arrives. Null fetches nothing.
 */
export function useFeedInfo(taskId: number | null): { info: FeedInfoState; reload: () => Promise<void> } {
  const [held, setHeld] = useState<Held>({ taskId: null, info: { status: 'loading' } });
  // Only the latest request may write: an older answer for another feed must not overwrite it.
  const latest = useRef(0);

  const fetchInfo = useCallback(async (id: number, signal?: AbortSignal) => {
    const request = ++latest.current;
    let info: FeedInfoState;
    try {
      const reply = await apiClient.call(api.tasks.info, { params: { id } }, { signal });
      info = { status: 'loaded', settings: reply.data };
    } catch (error) {
      if (signal?.aborted) return;
      info = { status: 'error', message: error instanceof Error ? error.message : String(error) };
    }
    if (request === latest.current) setHeld({ taskId: id, info });
  }, []);

  useEffect(() => {
    if (taskId === null) return;
    const controller = new AbortController();
    void fetchInfo(taskId, controller.signal);
    return () => controller.abort();
  }, [taskId, fetchInfo]);

  const reload = useCallback(async () => {
    if (taskId !== null) await fetchInfo(taskId);
  }, [taskId, fetchInfo]);

  // Until the current feed's answer is in, what is held belongs to the previous feed.
  const info: FeedInfoState = held.taskId === taskId ? held.info : { status: 'loading' };
  return { info, reload };
}
