/**
 * Percent difference against an average (spec doc 3 §9): the absolute difference from the average
 * divided by the average, floored, in percent. A zero average gives 99999, shown as an infinity sign.
 */
export const INFINITE_PERCENT = 99999;

export type DiffDirection = 'higher' | 'lower' | 'same';

export interface PercentDiff {
  percent: number;
  direction: DiffDirection;
}

export function percentDiff(current: number, average: number): number {
  // Nothing now and nothing before is no change, not an infinite one.
  if (current === average) return 0;
  if (average === 0) return INFINITE_PERCENT;
  // Tiny averages would give huge or infinite figures: anything that large is shown as infinite too.
  // Multiplying before dividing keeps exact cases exact: (129 - 100) / 100 * 100 is 28.999... in floating point.
  return Math.min(INFINITE_PERCENT, Math.floor((Math.abs(current - average) * 100) / Math.abs(average)));
}

export function diffDirection(current: number, average: number): DiffDirection {
  if (current > average) return 'higher';
  if (current < average) return 'lower';
  return 'same';
}

export function comparePercent(current: number, average: number): PercentDiff {
  return { percent: percentDiff(current, average), direction: diffDirection(current, average) };
}

/** '12%', or '∞' for the 99999 marker. */
export function percentText(percent: number): string {
  return percent >= INFINITE_PERCENT ? '∞' : `${percent}%`;
}

/** '12% higher than average', '∞ higher than average', 'Same as average'. */
export function averageDiffText(diff: PercentDiff): string {
  if (diff.direction === 'same') return 'Same as average';
  return `${percentText(diff.percent)} ${diff.direction} than average`;
}
