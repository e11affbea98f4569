import { DateTime } from 'luxon';
import { HK_ZONE, hkDay, type Interval } from 'shared/rules';

// Chart dates (spec doc 3 §9: 'HH:mm' for hour buckets, otherwise a day), in Hong Kong time like every date shown.
const FORMATS: Record<Interval, string> = { hour: 'HH:mm', day: 'MMM dd', month: 'MMM yyyy', year: 'yyyy' };

/** Whether bucket starts fall on more than one Hong Kong day, so hour labels need their day. */
export function spansDays(starts: readonly number[]): boolean {
  return starts.length > 1 && hkDay(starts[0]!) !== hkDay(starts[starts.length - 1]!);
}

/** The axis and tooltip label of the bucket starting at `start`. */
export function chartDateLabel(start: number, interval: Interval, withDay: boolean): string {
  const format = interval === 'hour' && withDay ? 'MMM dd HH:mm' : FORMATS[interval];
  return DateTime.fromMillis(start, { zone: HK_ZONE, locale: 'en' }).toFormat(format);
}

/** The labels of a chart's buckets. */
export function chartDateLabels(starts: readonly number[], interval: Interval): string[] {
  const withDay = spansDays(starts);
  return starts.map((s) => chartDateLabel(s, interval, withDay));
}
