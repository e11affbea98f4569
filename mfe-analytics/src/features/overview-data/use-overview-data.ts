import { useCallback, useEffect, useRef, useState } from 'react';
import { CALLS, CHART_WIDGETS, EMPTY, LIVE_WIDGETS, WINDOW_WIDGETS, type OverviewData, type OverviewQuery, type Widget } from './overview-calls';

const LOADING: OverviewData = {
  stats: null,
  timeline: null,
  sentiment: null,
  topics: null,
  engagement: null,
  growth: null,
  wordCloud: null,
  authors: null,
  sites: null,
};

export interface OverviewDataState {
  data: OverviewData;
  /** Reads the widgets again, e.g. the word cloud after its hidden keywords were saved. */
  reload(...widgets: Widget[]): void;
}

/**
 * Every overview widget of one feed and window, loaded in parallel (spec doc 3 §4). A widget is null while it loads
 * and empty when its call failed. A newer request for a widget drops the older one's reply, and leaving drops all.
 * `live` adds the live feed's widgets; for other feeds they are empty. Nothing is read while `query` is null.
 */
export function useOverviewData(query: OverviewQuery | null, { live }: { live: boolean }): OverviewDataState {
  const [data, setData] = useState<OverviewData>(LOADING);
  const inFlight = useRef(new Map<Widget, AbortController>());
  const current = useRef(query);
  current.current = query;

  const load = useCallback(
    (widgets: readonly Widget[]) => {
      const q = current.current;
      if (!q) return;
      for (const widget of widgets) {
        inFlight.current.get(widget)?.abort();
        if (!live && LIVE_WIDGETS.includes(widget)) {
          setData((d) => ({ ...d, [widget]: EMPTY[widget] }));
          continue;
        }
        const controller = new AbortController();
        inFlight.current.set(widget, controller);
        setData((d) => ({ ...d, [widget]: null }));
        const settle = (value: unknown) => {
          if (!controller.signal.aborted) setData((d) => ({ ...d, [widget]: value }));
        };
        CALLS[widget](q, controller.signal).then(settle, (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error(`The overview's ${widget} could not be loaded`, error);
          settle(EMPTY[widget]);
        });
      }
    },
    [live],
  );

  const taskId = query?.taskId ?? null;
  const from = query?.window.from ?? null;
  const to = query?.window.to ?? null;
  const preset = query?.preset ?? null;
  const interval = query?.interval ?? null;

  useEffect(() => {
    load(WINDOW_WIDGETS);
  }, [load, taskId, from, to, preset]);

  useEffect(() => {
    load(CHART_WIDGETS);
  }, [load, taskId, from, to, preset, interval]);

  useEffect(() => {
    const controllers = inFlight.current;
    return () => controllers.forEach((c) => c.abort());
  }, []);

  const reload = useCallback((...widgets: Widget[]) => load(widgets), [load]);
  return { data, reload };
}
