/**
 * Chart interval by range length (spec doc 1 §9, doc 3 §4): thresholds 1, 3, 60 and 730 days.
 * hourOnly and dayOnly offer a single option (shown as an inactive label); the others two.
 */
export type Interval = 'hour' | 'day' | 'month' | 'year';
export type IntervalStep = 'hourOnly' | 'hourDay' | 'dayOnly' | 'dayMonth' | 'monthYear';

export const INTERVAL_CODES: Record<Interval, number> = { hour: 0, day: 1, month: 2, year: 3 };

export const INTERVAL_LABELS: Record<Interval, string> = { hour: 'Hour', day: 'Day', month: 'Month', year: 'Year' };

export const INTERVAL_OPTIONS: Record<IntervalStep, readonly Interval[]> = {
  hourOnly: ['hour'],
  hourDay: ['hour', 'day'],
  dayOnly: ['day'],
  dayMonth: ['day', 'month'],
  monthYear: ['month', 'year'],
};

const DEFAULT_INTERVAL: Record<IntervalStep, Interval> = {
  hourOnly: 'hour',
  hourDay: 'hour',
  dayOnly: 'day',
  dayMonth: 'day',
  monthYear: 'month',
};

const DAY_MS = 86_400_000;
const STEPS: readonly { under: number; step: IntervalStep }[] = [
  { under: 1 * DAY_MS, step: 'hourOnly' },
  { under: 3 * DAY_MS, step: 'hourDay' },
  { under: 60 * DAY_MS, step: 'dayOnly' },
  { under: 730 * DAY_MS, step: 'dayMonth' },
];

/** The step for a range of `lengthMs`; a reversed range counts as empty. */
export function intervalStep(lengthMs: number): IntervalStep {
  const length = Math.max(0, lengthMs);
  return STEPS.find((s) => length < s.under)?.step ?? 'monthYear';
}

export function intervalStepForRange(startMs: number, endMs: number): IntervalStep {
  return intervalStep(endMs - startMs);
}

export function defaultInterval(step: IntervalStep): Interval {
  return DEFAULT_INTERVAL[step];
}

/** Whether the user can choose between two intervals for this step. */
export function intervalSelectable(step: IntervalStep): boolean {
  return INTERVAL_OPTIONS[step].length > 1;
}
