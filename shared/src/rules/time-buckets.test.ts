import { bucketSearchWindow, bucketStart, bucketsOf, hkDay, intervalOfCode, nextBucket } from './time-buckets.js';

const at = (iso: string) => Date.parse(iso);

describe('Hong Kong time buckets', () => {
  it('starts days at Hong Kong midnight (16:00 UTC the day before)', () => {
    expect(bucketStart(at('2026-11-20T15:59:59Z'), 'day')).toBe(at('2026-11-19T16:00:00Z'));
    expect(bucketStart(at('2026-11-20T16:00:00Z'), 'day')).toBe(at('2026-11-20T16:00:00Z'));
    expect(hkDay(at('2026-11-20T16:30:00Z'))).toBe('2026-11-21');
  });

  it('starts hours, months and years in Hong Kong time', () => {
    expect(bucketStart(at('2026-11-20T10:42:00Z'), 'hour')).toBe(at('2026-11-20T10:00:00Z'));
    expect(bucketStart(at('2026-11-30T17:00:00Z'), 'month')).toBe(at('2026-11-30T16:00:00Z'));
    expect(bucketStart(at('2026-12-31T17:00:00Z'), 'year')).toBe(at('2026-12-31T16:00:00Z'));
    expect(nextBucket(at('2026-01-31T16:00:00Z'), 'month')).toBe(at('2026-02-28T16:00:00Z'));
    expect(nextBucket(at('2025-12-31T16:00:00Z'), 'year')).toBe(at('2026-12-31T16:00:00Z'));
  });

  it('lists every bucket touching a window, and the search window of one', () => {
    const from = at('2026-11-20T10:30:00Z');
    const to = at('2026-11-20T13:00:00Z');
    expect(bucketsOf(from, to, 'hour')).toEqual([at('2026-11-20T10:00:00Z'), at('2026-11-20T11:00:00Z'), at('2026-11-20T12:00:00Z')]);
    expect(bucketSearchWindow(at('2026-11-20T10:00:00Z'), 'hour', { from, to })).toEqual({ from, to: at('2026-11-20T11:00:00Z') - 1 });
  });

  it('reads interval codes 0 to 3', () => {
    expect([0, 1, 2, 3].map(intervalOfCode)).toEqual(['hour', 'day', 'month', 'year']);
  });
});
