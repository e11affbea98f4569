import fc from 'fast-check';
import { compactNumber } from './compact-number.js';

describe('compactNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1K'],
    [1200, '1.2K'],
    [1250, '1.3K'],
    [12_345, '12.3K'],
    [999_949, '999.9K'],
    [999_950, '1M'],
    [1_000_000, '1M'],
    [1_050_000, '1.1M'],
    [2_500_000_000, '2.5B'],
    [1_999_999_999_999, '2000B'],
    [-1200, '-1.2K'],
    [-999, '-999'],
    [-0.01, '0'],
    [12.34, '12.3'],
    [999.96, '1K'],
  ])('%d → %s', (value, text) => {
    expect(compactNumber(value)).toBe(text);
  });

  it('handles values that are not finite', () => {
    expect(compactNumber(Number.NaN)).toBe('0');
    expect(compactNumber(Number.POSITIVE_INFINITY)).toBe('∞');
    expect(compactNumber(Number.NEGATIVE_INFINITY)).toBe('-∞');
  });

  it('never shows 1000 of a unit that has a bigger one, nor more than one decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: -999_949_999_999, max: 999_949_999_999 }), (n) => {
        const text = compactNumber(n);
        expect(text).toMatch(/^-?\d{1,3}(\.\d)?[KMB]?$/);
        expect(text).not.toMatch(/\.0/);
      }),
    );
  });

  it('stays within 5% of the value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 - 1 }), (n) => {
        const text = compactNumber(n);
        const factor = { K: 1e3, M: 1e6, B: 1e9 }[text.slice(-1)] ?? 1;
        const back = Number.parseFloat(text) * factor;
        expect(Math.abs(back - n) / n).toBeLessThanOrEqual(0.05);
      }),
    );
  });
});
