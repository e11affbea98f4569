import { useEffect, useState } from 'react';
import type { TaskSettings } from 'shared/contract';
import { exportsUsed, feedSettings } from '../api/exports';

export interface ExportSetup {
  /** Until the feed's settings are in, the form waits; null when they could not be fetched (no lower bound then). */
  settings: TaskSettings | null | 'loading';
  /** Exports of the feed used this month; null while loading or when the count could not be fetched (spec doc 2 §8). */
  used: number | null;
}

/** What the form needs from the server: the feed's period and the month's export count (again on each `refresh`). */
export function useExportSetup(taskId: number, refresh: number): ExportSetup {
  const [settings, setSettings] = useState<ExportSetup['settings']>('loading');
  const [used, setUsed] = useState<number | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    feedSettings(taskId, controller.signal)
      .then(setSettings)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('failed to fetch feed settings', error);
        setSettings(null);
      });
    return () => controller.abort();
  }, [taskId]);

  useEffect(() => {
    const controller = new AbortController();
    exportsUsed(taskId, controller.signal)
      .then(setUsed)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('failed to fetch posts exported count', error);
        setUsed(null);
      });
    return () => controller.abort();
  }, [taskId, refresh]);

  return { settings, used };
}
