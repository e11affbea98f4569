import fc from 'fast-check';
import {
  INTERVAL_CODES,
  INTERVAL_OPTIONS,
  defaultInterval,
  intervalSelectable,
  intervalStep,
  intervalStepForRange,
} from './interval.js';

const DAY = 86_400_000;

describe('intervalStep', () => {
  it.each([
    [0, 'hourOnly'],
    [DAY - 1, 'hourOnly'],
    [DAY, 'hourDay'],
    [3 * DAY - 1, 'hourDay'],
    [3 * DAY, 'dayOnly'],
    [60 * DAY - 1, 'dayOnly'],
    [60 * DAY, 'dayMonth'],
    [730 * DAY - 1, 'dayMonth'],
    [730 * DAY, 'monthYear'],
    [5000 * DAY, 'monthYear'],
  ])('a range of %d ms is %s', (length, step) => {
    expect(intervalStep(length)).toBe(step);
  });

  it('treats a reversed range as empty', () => {
    expect(intervalStepForRange(10 * DAY, 0)).toBe('hourOnly');
    expect(intervalStepForRange(0, 10 * DAY)).toBe('dayOnly');
  });

  it('offers the options and default of each step', () => {
    expect(INTERVAL_OPTIONS.hourOnly).toEqual(['hour']);
    expect(INTERVAL_OPTIONS.hourDay).toEqual(['hour', 'day']);
    expect(INTERVAL_OPTIONS.dayOnly).toEqual(['day']);
    expect(INTERVAL_OPTIONS.dayMonth).toEqual(['day', 'month']);
    expect(INTERVAL_OPTIONS.monthYear).toEqual(['month', 'year']);
    expect(['hourOnly', 'hourDay', 'dayOnly', 'dayMonth', 'monthYear'].map((s) => defaultInterval(s as never))).toEqual([
      'hour',
      'hour',
      'day',
      'day',
      'month',
    ]);
    expect(intervalSelectable('hourOnly')).toBe(false);
    expect(intervalSelectable('dayOnly')).toBe(false);
    expect(intervalSelectable('hourDay')).toBe(true);
  });

  it('has the spec codes', () => {
    expect(INTERVAL_CODES).toEqual({ hour: 0, day: 1, month: 2, year: 3 });
  });

  it('always defaults to one of its own options, and longer ranges never get finer steps', () => {
    const order = ['hourOnly', 'hourDay', 'dayOnly', 'dayMonth', 'monthYear'];
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (a, b) => {
        const step = intervalStep(a);
        expect(INTERVAL_OPTIONS[step]).toContain(defaultInterval(step));
        expect(order.indexOf(intervalStep(a + b))).toBeGreaterThanOrEqual(order.indexOf(step));
      }),
    );
  });
});
