import { monitoringPeriod } from './monitoring-period';

// Noon in Hong Kong, so the expected day holds in any zone the test runs in.
const hk = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d, 4);

describe('monitoringPeriod', () => {
  it('runs a live feed from its start to today', () => {
    expect(monitoringPeriod({ adhoc_from: hk(2026, 11, 1), adhoc_to: null }, hk(2026, 12, 24))).toEqual({ start: 'Nov 1, 2026', end: 'Dec 24, 2026' });
  });

  it('shows both stored dates of an ad-hoc feed', () => {
    expect(monitoringPeriod({ adhoc_from: hk(2024, 3, 5), adhoc_to: hk(2024, 4, 30) }, hk(2026, 1, 1))).toEqual({ start: 'Mar 5, 2024', end: 'Apr 30, 2024' });
  });

  it("reads 'not defined' without a start, or without settings", () => {
    expect(monitoringPeriod({ adhoc_from: null, adhoc_to: null }, hk(2026, 1, 2)).start).toBe('not defined');
    expect(monitoringPeriod(null, hk(2026, 1, 2))).toEqual({ start: 'not defined', end: 'Jan 2, 2026' });
  });

  it('formats in Hong Kong time', () => {
    // 23:30 UTC on Oct 31 is already Nov 1 in Hong Kong.
    expect(monitoringPeriod({ adhoc_from: Date.UTC(2026, 9, 31, 23, 30), adhoc_to: null }, hk(2026, 11, 2)).start).toBe('Nov 1, 2026');
  });
});
