import { DateTime } from 'luxon';
import { HK_ZONE, type TimeWindow } from 'shared/rules';

const day = (ms: number) => DateTime.fromMillis(ms, { zone: HK_ZONE, locale: 'en' }).toFormat('LLL dd, yyyy');

/** The compared period as the header shows it (spec doc 3 §9): 'MMM DD, YYYY - MMM DD, YYYY', the last day included. */
export function compareRangeText(window: TimeWindow): string {
  return `${day(window.from)} - ${day(window.to - 1)}`;
}
