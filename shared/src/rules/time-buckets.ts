import type { Interval } from './interval.js';

/**
 * Time buckets of the overview's charts, in Hong Kong calendar units (spec doc 3 §7). Hong Kong keeps UTC+8 all
 * year, so a bucket's start is found by shifting to local time, truncating, and shifting back.
 */
import { HK_OFFSET_MS } from './feed-dates.js';
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export const INTERVAL_BY_CODE: readonly Interval[] = ['hour', 'day', 'month', 'year'];

export function intervalOfCode(code: number): Interval {
  return INTERVAL_BY_CODE[code] ?? 'day';
}

/** The start (epoch ms) of the Hong Kong bucket holding `ms`. */
export function bucketStart(ms: number, interval: Interval): number {
  const local = ms + HK_OFFSET_MS;
  switch (interval) {
    case 'hour':
      return Math.floor(local / HOUR_MS) * HOUR_MS - HK_OFFSET_MS;
    case 'day':
      return Math.floor(local / DAY_MS) * DAY_MS - HK_OFFSET_MS;
    case 'month': {
      const d = new Date(local);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - HK_OFFSET_MS;
    }
    case 'year':
      return Date.UTC(new Date(local).getUTCFullYear(), 0, 1) - HK_OFFSET_MS;
  }
}

/** The start of the bucket after the one starting at `start`. */
export function nextBucket(start: number, interval: Interval): number {
  switch (interval) {
    case 'hour':
      return start + HOUR_MS;
    case 'day':
      return start + DAY_MS;
    case 'month': {
      const d = new Date(start + HK_OFFSET_MS);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - HK_OFFSET_MS;
    }
    case 'year':
      return Date.UTC(new Date(start + HK_OFFSET_MS).getUTCFullYear() + 1, 0, 1) - HK_OFFSET_MS;
  }
}

/** Every bucket start touching the window [from, to), in order: the charts show empty buckets as 0. */
export function bucketsOf(from: number, to: number, interval: Interval): number[] {
  const starts: number[] = [];
  for (let b = bucketStart(from, interval); b < to; b = nextBucket(b, interval)) starts.push(b);
  return starts;
}

/**
 * The post-search window (both ends inclusive) of a chart bucket, clipped to the chart's window: what a click on a
 * point opens.
 */
export function bucketSearchWindow(start: number, interval: Interval, window: { from: number; to: number }): { from: number; to: number } {
  return { from: Math.max(start, window.from), to: Math.min(nextBucket(start, interval), window.to) - 1 };
}

/** The Hong Kong calendar day (YYYY-MM-DD) holding `ms`. */
export function hkDay(ms: number): string {
  return new Date(bucketStart(ms, 'day') + HK_OFFSET_MS).toISOString().slice(0, 10);
}
