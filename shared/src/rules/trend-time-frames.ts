/**
 * Trend time frames (spec doc 3 §9): label and value; Past 3 months is shown disabled,
 * half-year, yearly and custom are hidden. The default is Latest.
 */
export interface TrendTimeFrame {
  label: string;
  value: string;
  visibility: 'shown' | 'disabled' | 'hidden';
}

export const TREND_TIME_FRAMES: readonly TrendTimeFrame[] = [
  { label: 'Last 24 hours', value: 'Latest', visibility: 'shown' },
  { label: 'Yesterday', value: 'Daily', visibility: 'shown' },
  { label: 'Past 7 days', value: 'Weekly', visibility: 'shown' },
  { label: 'Past 14 days', value: 'BiWeekly', visibility: 'shown' },
  { label: 'Past 30 days', value: 'Monthly', visibility: 'shown' },
  { label: 'Past 3 months', value: 'ThreeMonths', visibility: 'disabled' },
  { label: 'Past 6 months', value: 'HalfYearly', visibility: 'hidden' },
  { label: 'Past 12 months', value: 'Yearly', visibility: 'hidden' },
  { label: 'Custom Time Range', value: 'custom', visibility: 'hidden' },
];

export const DEFAULT_TREND_FREQUENCY = 'Latest';
/** The label text before an industry is chosen (spec doc 3 §3). */
export const DEFAULT_TREND_LABEL_TEXT = 'All in Hong Kong';

/** The time frames the dropdown lists. */
export function listedTimeFrames(): TrendTimeFrame[] {
  return TREND_TIME_FRAMES.filter((t) => t.visibility !== 'hidden');
}

/** A listed frame is selectable when it is not disabled by the product and the plan allows it for the label (spec doc 3 §5). */
export function timeFrameSelectable(frame: TrendTimeFrame, allowed: readonly string[]): boolean {
  return frame.visibility === 'shown' && allowed.includes(frame.value);
}

/** The frame to use for a label (spec doc 3 §4): the current one if allowed, else the first allowed, else the current one. */
export function frequencyForLabel(current: string, allowed: readonly string[]): string {
  if (allowed.includes(current)) return current;
  return listedTimeFrames().find((t) => timeFrameSelectable(t, allowed))?.value ?? current;
}
