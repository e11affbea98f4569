import fc from 'fast-check';
import { INFINITE_PERCENT, averageDiffText, comparePercent, diffDirection, percentDiff, percentText } from './percent-diff.js';

describe('percentDiff', () => {
  it('is the floored absolute difference over the average', () => {
    expect(percentDiff(112, 100)).toBe(12);
    expect(percentDiff(88, 100)).toBe(12);
    expect(percentDiff(10, 3)).toBe(233);
    expect(percentDiff(1, 3)).toBe(66);
    expect(percentDiff(100, 100)).toBe(0);
  });

  it('is exact where floating point division is not', () => {
    expect(percentDiff(129, 100)).toBe(29);
    expect(percentDiff(57, 100)).toBe(43);
  });

  it('gives 99999 for a zero average', () => {
    expect(percentDiff(5, 0)).toBe(INFINITE_PERCENT);
    expect(INFINITE_PERCENT).toBe(99999);
    expect(percentDiff(1e9, 1)).toBe(INFINITE_PERCENT);
  });

  it('reads no data before and now as no change', () => {
    expect(percentDiff(0, 0)).toBe(0);
    expect(comparePercent(0, 0)).toEqual({ percent: 0, direction: 'same' });
  });

  it('tells the direction', () => {
    expect(diffDirection(5, 3)).toBe('higher');
    expect(diffDirection(2, 3)).toBe('lower');
    expect(diffDirection(3, 3)).toBe('same');
  });

  it('is a non-negative integer', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.double({ min: -1e9, max: 1e9, noNaN: true }), (c, a) => {
        const p = percentDiff(c, a);
        expect(Number.isInteger(p)).toBe(true);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(INFINITE_PERCENT);
      }),
    );
  });
});

describe('display', () => {
  it('shows the infinity sign for 99999', () => {
    expect(percentText(INFINITE_PERCENT)).toBe('∞');
    expect(percentText(12)).toBe('12%');
  });

  it('writes the sentence', () => {
    expect(averageDiffText(comparePercent(112, 100))).toBe('12% higher than average');
    expect(averageDiffText(comparePercent(50, 100))).toBe('50% lower than average');
    expect(averageDiffText(comparePercent(4, 0))).toBe('∞ higher than average');
    expect(averageDiffText(comparePercent(7, 7))).toBe('Same as average');
  });
});
