import { DATE_AFTER_TODAY, START_AFTER_END } from 'shared/rules';
import { PICK_BOTH_DAYS, WINDOW_TOO_LONG, chartInterval, customRangeProblem, liveWindow, presetSuffix, readOverviewView, withCustomRange, withInterval, withPreset } from './overview-url';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// 14:00 on 10 March 2024 in Hong Kong.
const NOW = Date.UTC(2024, 2, 10, 6);
const params = (query: string) => new URLSearchParams(query);

describe('overview URL state', () => {
  it('reads a preset, defaulting to the last 7 days', () => {
    expect(readOverviewView(params(''), NOW)).toEqual({ range: 'week', custom: null, interval: null });
    expect(readOverviewView(params('range=month&interval=day'), NOW)).toEqual({ range: 'month', custom: null, interval: 'day' });
    expect(readOverviewView(params('range=year&interval=week'), NOW)).toEqual({ range: 'week', custom: null, interval: null });
  });

  it('reads a valid custom range as Hong Kong days, the last one included', () => {
    const view = readOverviewView(params('from=2024-03-01&to=2024-03-03'), NOW);
    expect(view.custom).toEqual({ from: '2024-03-01', to: '2024-03-03' });
    // 00:00 on 1 March to 00:00 on 4 March, Hong Kong time.
    expect(liveWindow(view, NOW)).toEqual({ from: Date.UTC(2024, 1, 29, 16), to: Date.UTC(2024, 2, 3, 16) });
    expect(readOverviewView(params('from=2024-03-05&to=2024-03-01'), NOW).custom).toBeNull();
  });

  it('says why a custom range cannot be shown', () => {
    expect(customRangeProblem({ from: '', to: '2024-03-01' }, NOW)).toBe(PICK_BOTH_DAYS);
    expect(customRangeProblem({ from: '2024-03-01', to: '2024-03-11' }, NOW)).toBe(DATE_AFTER_TODAY);
    expect(customRangeProblem({ from: '2024-03-05', to: '2024-03-04' }, NOW)).toBe(START_AFTER_END);
    expect(customRangeProblem({ from: '2020-01-01', to: '2024-03-10' }, NOW)).toBe(WINDOW_TOO_LONG);
    expect(customRangeProblem({ from: '2024-03-10', to: '2024-03-10' }, NOW)).toBeNull();
  });

  it('a preset window ends now', () => {
    expect(liveWindow(readOverviewView(params('range=today'), NOW), NOW)).toEqual({ from: NOW - DAY, to: NOW });
    expect(presetSuffix(readOverviewView(params('range=today'), NOW))).toBe(' in Last 24 hours');
    expect(presetSuffix(readOverviewView(params('from=2024-03-01&to=2024-03-03'), NOW))).toBeUndefined();
  });

  it('changing the window drops the other kind of window and the picked interval', () => {
    expect(withPreset(params('from=2024-03-01&to=2024-03-03&interval=day&with=2'), 'today').toString()).toBe('with=2&range=today');
    expect(withCustomRange(params('range=month&interval=day'), { from: '2024-03-01', to: '2024-03-02' }).toString()).toBe('from=2024-03-01&to=2024-03-02');
    expect(withInterval(params('range=today'), 'day').toString()).toBe('range=today&interval=day');
  });

  it('keeps a picked interval only where the window offers it', () => {
    expect(chartInterval({ from: 0, to: 2 * DAY }, 'day')).toEqual({ step: 'hourDay', interval: 'day' });
    expect(chartInterval({ from: 0, to: 2 * DAY }, null)).toEqual({ step: 'hourDay', interval: 'hour' });
    expect(chartInterval({ from: 0, to: 7 * DAY }, 'hour')).toEqual({ step: 'dayOnly', interval: 'day' });
  });
});
