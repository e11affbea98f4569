import {
  ADHOC_EARLIEST_START,
  ADHOC_START_TOO_EARLY,
  DATE_AFTER_TODAY,
  LIVE_HAS_NO_END,
  LONG_RANGE_WARNING,
  RANGE_TOO_LONG,
  START_AFTER_END,
  dateError,
  hkDayEnd,
  hkDayStart,
  hkMonthStart,
  longRangeWarning,
  planEarliestMessage,
  yearOptions,
} from './feed-dates.js';

const DAY = 86_400_000;
/** Noon of a Hong Kong calendar day, as a date picker hands it over. */
const hkNoon = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d, 4);
const NOW = Date.UTC(2026, 5, 15, 2); // 15 Jun 2026 10:00 HK
const ctx = { now: NOW, planEarliest: null };
const adhoc = (start: number, end: number) => ({ type: 1 as const, unix_start: start, unix_end: end });
const live = (start: number, end = 0) => ({ type: 0 as const, unix_start: start, unix_end: end });

describe('Hong Kong day bounds', () => {
  it('is noon minus 12 h and noon plus 12 h minus 1 ms', () => {
    const noon = hkNoon(2026, 3, 5);
    expect(hkDayStart(noon)).toBe(noon - 12 * 3_600_000);
    expect(hkDayEnd(noon)).toBe(noon + 12 * 3_600_000 - 1);
  });

  it('turns the day at Hong Kong midnight, not UTC midnight', () => {
    // 2026-03-04T16:30Z is already 5 March 00:30 in Hong Kong; 15:59:59.999Z is still 4 March.
    expect(hkDayStart(Date.UTC(2026, 2, 4, 16, 30))).toBe(Date.UTC(2026, 2, 4, 16));
    expect(hkDayStart(Date.UTC(2026, 2, 4, 15, 59, 59, 999))).toBe(Date.UTC(2026, 2, 3, 16));
    expect(hkDayEnd(Date.UTC(2026, 2, 4, 15, 59, 59, 999))).toBe(Date.UTC(2026, 2, 4, 15, 59, 59, 999));
    expect(hkDayStart(Date.UTC(2026, 2, 4, 16))).toBe(Date.UTC(2026, 2, 4, 16));
  });

  it('is idempotent', () => {
    const start = hkDayStart(NOW);
    expect(hkDayStart(start)).toBe(start);
    expect(hkDayEnd(hkDayEnd(NOW))).toBe(hkDayEnd(NOW));
  });

  it('puts the earliest ad-hoc start at 2020-01-01 00:00 +08:00', () => {
    expect(ADHOC_EARLIEST_START).toBe(Date.parse('2020-01-01T00:00:00+08:00'));
  });
});

describe('hkMonthStart', () => {
  it('starts the month at Hong Kong midnight of the 1st', () => {
    expect(hkMonthStart(NOW)).toBe(Date.parse('2026-06-01T00:00:00+08:00'));
    // 30 Apr 2026 16:30 UTC is already 1 May in Hong Kong.
    expect(hkMonthStart(Date.UTC(2026, 3, 30, 16, 30))).toBe(Date.parse('2026-05-01T00:00:00+08:00'));
    expect(hkMonthStart(Date.UTC(2026, 3, 30, 15, 59))).toBe(Date.parse('2026-04-01T00:00:00+08:00'));
    expect(hkMonthStart(Date.UTC(2026, 0, 1))).toBe(Date.parse('2026-01-01T00:00:00+08:00'));
  });
});

describe('dateError', () => {
  it('accepts unset dates (their checks belong to the creation checks)', () => {
    expect(dateError(adhoc(0, 0), ctx)).toBeNull();
    expect(dateError(live(0), ctx)).toBeNull();
  });

  it('allows today up to its last millisecond and refuses tomorrow', () => {
    expect(dateError(live(hkDayEnd(NOW)), ctx)).toBeNull();
    expect(dateError(live(hkDayEnd(NOW) + 1), ctx)).toBe(DATE_AFTER_TODAY);
    expect(dateError(adhoc(hkNoon(2026, 6, 1), hkDayEnd(NOW)), ctx)).toBeNull();
    expect(dateError(adhoc(hkNoon(2026, 6, 1), hkNoon(2026, 6, 16)), ctx)).toBe(DATE_AFTER_TODAY);
  });

  it("refuses a start before the plan's earliest day, comparing days", () => {
    const planEarliest = Date.UTC(2026, 0, 10, 6); // 10 Jan 2026 14:00 HK
    const c = { now: NOW, planEarliest };
    expect(dateError(live(hkNoon(2026, 1, 10)), c)).toBeNull();
    expect(dateError(live(hkNoon(2026, 1, 9)), c)).toBe(planEarliestMessage(planEarliest));
    expect(planEarliestMessage(planEarliest)).toBe('Your plan allows a start date from Jan 10, 2026 onward');
    expect(dateError(adhoc(hkNoon(2026, 1, 9), hkNoon(2026, 2, 1)), c)).toBe(planEarliestMessage(planEarliest));
  });

  it('refuses an ad-hoc start before 1 Jan 2020 Hong Kong time', () => {
    expect(dateError(adhoc(hkNoon(2019, 12, 31), hkNoon(2020, 1, 5)), ctx)).toBe(ADHOC_START_TOO_EARLY);
    // 2019-12-31T16:00Z is already 1 Jan 2020 in Hong Kong.
    expect(dateError(adhoc(Date.UTC(2019, 11, 31, 16), hkNoon(2020, 1, 5)), ctx)).toBeNull();
    expect(dateError(adhoc(Date.UTC(2019, 11, 31, 15, 59), hkNoon(2020, 1, 5)), ctx)).toBe(ADHOC_START_TOO_EARLY);
    expect(ADHOC_START_TOO_EARLY).toBe('Data is available from Jan 1, 2020 onward');
  });

  it('refuses an end before the start but allows a single day', () => {
    expect(dateError(adhoc(hkNoon(2026, 3, 2), hkNoon(2026, 3, 1)), ctx)).toBe(START_AFTER_END);
    expect(dateError(adhoc(hkNoon(2026, 3, 2), hkNoon(2026, 3, 2)), ctx)).toBeNull();
  });

  it('allows 365 days of data and refuses 366', () => {
    const start = hkNoon(2025, 1, 1);
    expect(dateError(adhoc(start, start + 364 * DAY), ctx)).toBeNull();
    expect(dateError(adhoc(start, start + 365 * DAY), ctx)).toBe(RANGE_TOO_LONG);
    expect(RANGE_TOO_LONG).toBe('You can select up to 365 days of data');
  });

  it('gives a live feed no end date', () => {
    expect(dateError(live(hkNoon(2026, 6, 1), hkNoon(2026, 6, 2)), ctx)).toBe(LIVE_HAS_NO_END);
  });

  it('does not apply the ad-hoc limits to a live feed', () => {
    expect(dateError(live(hkNoon(2019, 6, 1)), ctx)).toBeNull();
  });
});

describe('yearOptions', () => {
  it('lists the last five years', () => {
    expect(yearOptions(NOW)).toEqual([2022, 2023, 2024, 2025, 2026]);
  });

  it('never goes before 2020', () => {
    expect(yearOptions(hkNoon(2022, 6, 1))).toEqual([2020, 2021, 2022]);
  });

  it('turns the year at Hong Kong midnight', () => {
    expect(yearOptions(Date.UTC(2026, 11, 31, 16))).toEqual([2023, 2024, 2025, 2026, 2027]);
  });
});

describe('longRangeWarning', () => {
  it('warns for an ad-hoc span over 90 days', () => {
    const start = hkNoon(2026, 1, 1);
    expect(longRangeWarning(adhoc(start, start + 89 * DAY))).toBeNull(); // 90 days of data
    expect(longRangeWarning(adhoc(start, start + 90 * DAY))).toBe(LONG_RANGE_WARNING);
    expect(LONG_RANGE_WARNING).toBe('Analysis for data beyond 3 months might take a longer time to appear');
  });

  it('never warns for a live feed or unset dates', () => {
    expect(longRangeWarning(live(hkNoon(2025, 1, 1)))).toBeNull();
    expect(longRangeWarning(adhoc(hkNoon(2025, 1, 1), 0))).toBeNull();
  });
});
