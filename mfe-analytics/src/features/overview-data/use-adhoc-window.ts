import { useEffect, useState } from 'react';
import { api } from 'shared/contract';
import type { TimeWindow } from 'shared/rules';
import { apiClient } from 'shared/session';

export type AdhocWindowState = { status: 'loading' } | { status: 'loaded'; window: TimeWindow | null } | { status: 'error'; message: string };

/**
 * An ad-hoc feed's own period as an overview window: its stored first and last Hong Kong day, the last one included
 * (the stored end is that day's last millisecond, the window's end is exclusive). null when the feed has no period.
 */
export function useAdhocWindow(taskId: number | null): AdhocWindowState {
  const [state, setState] = useState<AdhocWindowState>({ status: 'loading' });
  useEffect(() => {
    setState({ status: 'loading' });
    if (taskId === null) return;
    const controller = new AbortController();
    apiClient
      .call(api.tasks.info, { params: { id: taskId } }, { signal: controller.signal })
      .then(({ data }) =>
        setState({
          status: 'loaded',
          window: data.adhoc_from !== null && data.adhoc_to !== null && data.adhoc_from <= data.adhoc_to ? { from: data.adhoc_from, to: data.adhoc_to + 1 } : null,
        }),
      )
      .catch((error: Error) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: error.message });
      });
    return () => controller.abort();
  }, [taskId]);
  return state;
}
