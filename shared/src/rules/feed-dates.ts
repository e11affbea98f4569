import type { FeedDetail } from '../contract/index.js';
import { formatMediumDate } from './date-format.js';

/** Hong Kong has kept +08:00 all year since 1979, so day bounds are plain arithmetic. */
export const HK_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** Ad-hoc date selection cap (spec doc 1 §9). */
export const MAX_RANGE_DAYS = 365;
export const RANGE_TOO_LONG = 'You can select up to 365 days of data';
/** Earliest ad-hoc start: 2020-01-01T00:00:00+08:00. */
export const ADHOC_EARLIEST_START = Date.UTC(2020, 0, 1) - HK_OFFSET_MS;
/** An ad-hoc span above this (90 days) gets the long-range warning. */
export const LONG_RANGE_MS = 7_776_000_000;
export const LONG_RANGE_WARNING = 'Analysis for data beyond 3 months might take a longer time to appear';

/** Date messages the spec leaves open ("not shown"); chosen to say what to pick instead. */
export const DATE_AFTER_TODAY = 'Dates cannot be later than today';
export const START_AFTER_END = 'The start date cannot be after the end date';
export const ADHOC_START_TOO_EARLY = `Data is available from ${formatMediumDate(ADHOC_EARLIEST_START)} onward`;
export const LIVE_HAS_NO_END = 'A live feed has no end date';
export function planEarliestMessage(planEarliest: number): string {
  return `Your plan allows a start date from ${formatMediumDate(planEarliest)} onward`;
}

/** 00:00:00.000 Hong Kong time of the day holding `ms` (the picked day's noon minus 12 hours). */
export function hkDayStart(ms: number): number {
  return Math.floor((ms + HK_OFFSET_MS) / DAY_MS) * DAY_MS - HK_OFFSET_MS;
}

/** 23:59:59.999 Hong Kong time of the day holding `ms` (noon plus 12 hours minus 1 ms). */
export function hkDayEnd(ms: number): number {
  return hkDayStart(ms) + DAY_MS - 1;
}

/** 00:00 Hong Kong time on the 1st of the Hong Kong calendar month holding `ms` (monthly quotas count from it). */
export function hkMonthStart(ms: number): number {
  const local = new Date(ms + HK_OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - HK_OFFSET_MS;
}

/**
 * The date rules of spec doc 1 §5, compared by Hong Kong day; unset dates (0) are left to `creationError`.
 * "Up to 365 days of data" counts days inclusively: a start day plus 364 more is the longest range.
 */
export function dateError(detail: Pick<FeedDetail, 'type' | 'unix_start' | 'unix_end'>, ctx: { now: number; planEarliest: number | null }): string | null {
  const start = detail.unix_start ? hkDayStart(detail.unix_start) : null;
  const end = detail.unix_end ? hkDayStart(detail.unix_end) : null;
  const lastDay = hkDayStart(ctx.now);
  if (detail.type === 0 && end !== null) return LIVE_HAS_NO_END;
  if ((start !== null && start > lastDay) || (end !== null && end > lastDay)) return DATE_AFTER_TODAY;
  if (start === null) return null;
  if (ctx.planEarliest !== null && start < hkDayStart(ctx.planEarliest)) return planEarliestMessage(ctx.planEarliest);
  if (detail.type === 1 && start < ADHOC_EARLIEST_START) return ADHOC_START_TOO_EARLY;
  if (end === null) return null;
  if (end < start) return START_AFTER_END;
  if (detail.type === 1 && (end - start) / DAY_MS + 1 > MAX_RANGE_DAYS) return RANGE_TOO_LONG;
  return null;
}

/** The date picker's years (spec doc 1 §5): the last five, 2020 onward, oldest first. */
export function yearOptions(now: number): number[] {
  const year = new Date(now + HK_OFFSET_MS).getUTCFullYear();
  const years: number[] = [];
  for (let y = Math.max(2020, year - 4); y <= year; y++) years.push(y);
  return years;
}

/** The warning on the created notice of an ad-hoc feed whose stored range spans more than 90 days. */
export function longRangeWarning(detail: Pick<FeedDetail, 'type' | 'unix_start' | 'unix_end'>): string | null {
  if (detail.type !== 1 || !detail.unix_start || !detail.unix_end) return null;
  return hkDayEnd(detail.unix_end) - hkDayStart(detail.unix_start) > LONG_RANGE_MS ? LONG_RANGE_WARNING : null;
}
