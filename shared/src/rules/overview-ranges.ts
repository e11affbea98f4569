/** Overview range presets (spec doc 3 §2, §4): Today 24 hours, Week 7 days, Month 30 days. */
export const OVERVIEW_RANGES = [
  { value: 'today', label: 'Last 24 hours', days: 1 },
  { value: 'week', label: 'Last 7 days', days: 7 },
  { value: 'month', label: 'Last 30 days', days: 30 },
] as const;

export type OverviewRange = (typeof OVERVIEW_RANGES)[number]['value'];

/** The default live feed window is the last 7 days (spec doc 2 §9). */
export const DEFAULT_OVERVIEW_RANGE: OverviewRange = 'week';

/** Reads a range from a URL value; anything unknown is the default. */
export function parseOverviewRange(value: string | null | undefined): OverviewRange {
  return OVERVIEW_RANGES.find((r) => r.value === value)?.value ?? DEFAULT_OVERVIEW_RANGE;
}
