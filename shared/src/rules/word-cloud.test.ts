import fc from 'fast-check';
import { WORD_CLOUD_MAX_FONT, WORD_CLOUD_MIN_FONT, wordFontSize } from './word-cloud.js';

describe('wordFontSize', () => {
  it('runs from 12 for the rarest word to 50 for the most frequent', () => {
    expect(WORD_CLOUD_MIN_FONT).toBe(12);
    expect(WORD_CLOUD_MAX_FONT).toBe(50);
    expect(wordFontSize(4, 4, 100)).toBe(12);
    expect(wordFontSize(100, 4, 100)).toBe(50);
  });

  it('grows with the square root of the count', () => {
    // sqrt: (5 - 2) / (10 - 2) of the 38 px span is 14.25 px above 12; a linear scale would give 12 + 38 * 21 / 96 = 20.3.
    expect(wordFontSize(25, 4, 100)).toBe(26);
    expect(wordFontSize(1, 1, 10_000)).toBe(12);
    expect(wordFontSize(100, 1, 10_000)).toBe(15);
  });

  it('gives the middle size when every count is the same', () => {
    expect(wordFontSize(7, 7, 7)).toBe(31);
  });

  it('keeps counts outside the extent inside 12 to 50', () => {
    expect(wordFontSize(0, 4, 100)).toBe(12);
    expect(wordFontSize(500, 4, 100)).toBe(50);
  });

  it('never shrinks a more frequent word', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), fc.nat(1000), fc.nat(1000), (a, b, c, d) => {
        const [min, low, high, max] = [a, b, c, d].sort((x, y) => x - y) as [number, number, number, number];
        const small = wordFontSize(low, min, max);
        const large = wordFontSize(high, min, max);
        expect(small).toBeLessThanOrEqual(large);
        expect(small).toBeGreaterThanOrEqual(WORD_CLOUD_MIN_FONT);
        expect(large).toBeLessThanOrEqual(WORD_CLOUD_MAX_FONT);
      }),
    );
  });
});
