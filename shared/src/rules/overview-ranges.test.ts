import { OVERVIEW_RANGES, parseOverviewRange } from './overview-ranges.js';

describe('overview ranges', () => {
  it('offers the three presets', () => {
    expect(OVERVIEW_RANGES.map((r) => r.label)).toEqual(['Last 24 hours', 'Last 7 days', 'Last 30 days']);
  });

  it('reads a URL value, defaulting to the last 7 days', () => {
    expect(parseOverviewRange('month')).toBe('month');
    expect(parseOverviewRange('today')).toBe('today');
    expect(parseOverviewRange(null)).toBe('week');
    expect(parseOverviewRange('year')).toBe('week');
  });
});
