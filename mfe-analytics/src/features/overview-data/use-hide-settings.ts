import { useCallback, useEffect, useState } from 'react';
import { api, type HideSettings } from 'shared/contract';
import { apiClient } from 'shared/session';

export type HideList = keyof HideSettings;

export interface HideSettingsState {
  /** null while loading; empty lists when the call failed. */
  hide: HideSettings | null;
  /** Saves one list; rejects with the server's error so the caller can show it (spec doc 3 §8). */
  save(list: HideList, values: string[]): Promise<void>;
}

const NONE: HideSettings = { keywords: [], topics: [], sites: [] };

/** The feed's hidden keywords, topics and sites (spec doc 3 §3 "Hide settings"). */
export function useHideSettings(taskId: number | null): HideSettingsState {
  const [hide, setHide] = useState<HideSettings | null>(null);

  useEffect(() => {
    setHide(null);
    if (taskId === null) return;
    const controller = new AbortController();
    apiClient
      .call(api.analytics.getHide, { params: { id: taskId } }, { signal: controller.signal })
      .then((reply) => setHide(reply.data.hide))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("The feed's hide settings could not be loaded", error);
        setHide(NONE);
      });
    return () => controller.abort();
  }, [taskId]);

  const save = useCallback(
    async (list: HideList, values: string[]) => {
      if (taskId === null) return;
      const reply = await apiClient.call(api.analytics.setHide, { params: { id: taskId }, body: { [list]: values } });
      setHide(reply.data);
    },
    [taskId],
  );

  return { hide, save };
}
