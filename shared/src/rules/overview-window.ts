import type { OverviewRange } from './overview-ranges.js';
import { OVERVIEW_RANGES } from './overview-ranges.js';

const DAY_MS = 86_400_000;

export interface TimeWindow {
  /** Epoch ms, inclusive. */
  from: number;
  /** Epoch ms, exclusive. */
  to: number;
}

/** A preset window ending now: Last 24 hours, Last 7 days or Last 30 days (spec doc 3 §4). */
export function presetWindow(preset: OverviewRange, now: number): TimeWindow {
  const days = OVERVIEW_RANGES.find((r) => r.value === preset)?.days ?? 7;
  return { from: now - days * DAY_MS, to: now };
}

/** The window of the same length just before (the stat cards' "previous"). */
export function previousWindow(window: TimeWindow): TimeWindow {
  return { from: window.from - (window.to - window.from), to: window.from };
}
