import type { PresetOrWindow } from 'shared/contract';
import { presetWindow, type TimeWindow } from 'shared/rules';

const DAY_MS = 86_400_000;

/** The window of a call keyed by a preset or an explicit window: `from` and `to` win, else the preset ending now. */
export function requestedWindow(query: PresetOrWindow, now: Date): TimeWindow {
  if (query.from !== undefined && query.to !== undefined) return { from: query.from, to: query.to };
  // The contract requires `ide` whenever `from` and `to` are not both given.
  return presetWindow(query.ide!, now.getTime());
}

/** Whether the window counts as Today for the Facebook rule: the Today preset, or an explicit window of a day at most. */
export function isTodayWindow(query: PresetOrWindow): boolean {
  if (query.from !== undefined && query.to !== undefined) return query.to - query.from <= DAY_MS;
  return query.ide === 'today';
}
