import { DEFAULT_TREND_FREQUENCY, TREND_TIME_FRAMES, frequencyForLabel, listedTimeFrames, timeFrameSelectable } from './trend-time-frames.js';

const frame = (value: string) => TREND_TIME_FRAMES.find((t) => t.value === value)!;

describe('trend time frames', () => {
  it('lists Past 3 months but hides half-year, yearly and custom', () => {
    expect(listedTimeFrames().map((t) => t.label)).toEqual([
      'Last 24 hours',
      'Yesterday',
      'Past 7 days',
      'Past 14 days',
      'Past 30 days',
      'Past 3 months',
    ]);
    expect(DEFAULT_TREND_FREQUENCY).toBe('Latest');
  });

  it('selects only frames the plan allows, and never Past 3 months', () => {
    expect(timeFrameSelectable(frame('Weekly'), ['Latest', 'Weekly'])).toBe(true);
    expect(timeFrameSelectable(frame('Monthly'), ['Latest', 'Weekly'])).toBe(false);
    expect(timeFrameSelectable(frame('ThreeMonths'), ['ThreeMonths'])).toBe(false);
  });

  it('switches to the first allowed frame when the current one is not allowed', () => {
    expect(frequencyForLabel('Weekly', ['Latest', 'Weekly'])).toBe('Weekly');
    expect(frequencyForLabel('Monthly', ['Weekly', 'Daily'])).toBe('Daily');
    expect(frequencyForLabel('Monthly', [])).toBe('Monthly');
  });
});
