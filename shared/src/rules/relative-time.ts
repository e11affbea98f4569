import { countOf } from './count-of.js';

/**
 * Relative time text (spec doc 1 §9): under 1 minute 'less than a minute', then minutes,
 * hours (under 24 hours), days (under 30 days), months (under 1 year), years.
 */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const MONTH_DAYS = 30;
const YEAR_DAYS = 365;


/** The time between `thenMs` and `nowMs` in words, e.g. '5 minutes'. */
export function relativeTime(thenMs: number, nowMs: number): string {
  // A time slightly in the future (clocks of server and browser differ) reads as just now.
  const elapsed = Math.max(0, nowMs - thenMs);
  if (elapsed < MINUTE_MS) return 'less than a minute';
  if (elapsed < HOUR_MS) return countOf(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return countOf(Math.floor(elapsed / HOUR_MS), 'hour');
  const days = Math.floor(elapsed / DAY_MS);
  if (days < MONTH_DAYS) return countOf(days, 'day');
  // 360 to 364 days would otherwise read '12 months' although the text switches to years only at one year.
  if (days < YEAR_DAYS) return countOf(Math.min(11, Math.floor(days / MONTH_DAYS)), 'month');
  return countOf(Math.floor(days / YEAR_DAYS), 'year');
}

/** The same with 'ago', e.g. '5 minutes ago'. */
export function timeAgo(thenMs: number, nowMs: number): string {
  return `${relativeTime(thenMs, nowMs)} ago`;
}
