import { useCallback, useEffect, useState } from 'react';
import { api, type TaskSettings } from 'shared/contract';
import { apiClient } from 'shared/session';

export type FeedSettingsState = { status: 'loading' } | { status: 'loaded'; settings: TaskSettings } | { status: 'error'; message: string };

/** The feed's settings (mediums, period, query) the filters are built from; `reload` after the editor saved. */
export function useFeedSettings(taskId: number): { state: FeedSettingsState; reload: () => void } {
  const [state, setState] = useState<FeedSettingsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    apiClient
      .call(api.tasks.info, { params: { id: taskId } }, { signal: controller.signal })
      .then((reply) => setState({ status: 'loaded', settings: reply.data }))
      .catch((error: Error) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: error.message });
      });
    return () => controller.abort();
  }, [taskId, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
