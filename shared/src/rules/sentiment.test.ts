import fc from 'fast-check';
import { sentimentLevel, sentimentPercentages } from './sentiment.js';

const c = (positive: number, neutral: number, negative: number) => ({ positive, neutral, negative });

describe('sentimentLevel', () => {
  it.each([
    [c(50, 50, 0), 2],
    [c(49, 51, 0), 1],
    [c(35, 65, 0), 1],
    [c(34, 66, 0), 0],
    [c(0, 50, 50), -2],
    [c(0, 51, 49), -1],
    [c(0, 65, 35), -1],
    [c(0, 66, 34), 0],
    [c(1, 1, 1), 0],
    [c(0, 0, 0), 0],
  ])('%o is %d', (counts, level) => {
    expect(sentimentLevel(counts)).toBe(level);
  });

  it('checks negative first', () => {
    expect(sentimentLevel(c(50, 0, 50))).toBe(-2);
    expect(sentimentLevel(c(60, 0, 40))).toBe(-1);
  });
});

describe('sentimentPercentages', () => {
  it('rounds positive and negative, neutral takes the rest', () => {
    expect(sentimentPercentages(c(1, 1, 1))).toEqual(c(33, 34, 33));
    expect(sentimentPercentages(c(2, 0, 1))).toEqual(c(67, 0, 33));
    expect(sentimentPercentages(c(0, 5, 0))).toEqual(c(0, 100, 0));
  });

  it('gives zeros for no posts', () => {
    expect(sentimentPercentages(c(0, 0, 0))).toEqual(c(0, 0, 0));
  });

  it('never lets neutral go below zero', () => {
    // 50.5% and 49.5% both round up.
    expect(sentimentPercentages(c(101, 0, 99))).toEqual(c(51, 0, 49));
  });

  it('always sums to 100 with figures between 0 and 100', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), fc.nat(10_000), (p, u, n) => {
        fc.pre(p + u + n > 0);
        const r = sentimentPercentages(c(p, u, n));
        expect(r.positive + r.neutral + r.negative).toBe(100);
        for (const v of Object.values(r)) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(100);
        }
      }),
    );
  });
});
