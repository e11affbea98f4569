/** Font sizes of the Intelligent Word Cloud in px (spec doc 3 §2, §9). */
export const WORD_CLOUD_MIN_FONT = 12;
export const WORD_CLOUD_MAX_FONT = 50;

/**
 * A word's font size from its count among the cloud's smallest and largest counts. The square root keeps a few very
 * frequent words from shrinking every other word to the minimum. Equal counts (or one word) get the middle size.
 */
export function wordFontSize(count: number, minCount: number, maxCount: number): number {
  if (maxCount <= minCount) return Math.round((WORD_CLOUD_MIN_FONT + WORD_CLOUD_MAX_FONT) / 2);
  const clamped = Math.min(maxCount, Math.max(minCount, count));
  const share = (Math.sqrt(clamped) - Math.sqrt(minCount)) / (Math.sqrt(maxCount) - Math.sqrt(minCount));
  return Math.round(WORD_CLOUD_MIN_FONT + share * (WORD_CLOUD_MAX_FONT - WORD_CLOUD_MIN_FONT));
}
