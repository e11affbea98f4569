/** Sentiment counts: codes 1 positive, 0 neutral, -1 negative (spec doc 3 §3). */
export interface SentimentCounts {
  positive: number;
  neutral: number;
  negative: number;
}

export type SentimentLevel = -2 | -1 | 0 | 1 | 2;

/** Shares in percent at which a side is strong (50) or leaning (35) (spec doc 3 §9). */
export const SENTIMENT_STRONG_SHARE = 50;
export const SENTIMENT_LEANING_SHARE = 35;

function total(counts: SentimentCounts): number {
  return counts.positive + counts.neutral + counts.negative;
}

/**
 * Sentiment scale from shares (spec doc 3 §4): negative is checked first; 2 / -2 at 50 percent or more,
 * 1 / -1 at 35 percent or more, otherwise 0. No posts at all is neutral.
 */
export function sentimentLevel(counts: SentimentCounts): SentimentLevel {
  const sum = total(counts);
  if (sum <= 0) return 0;
  const negative = (counts.negative / sum) * 100;
  const positive = (counts.positive / sum) * 100;
  if (negative >= SENTIMENT_STRONG_SHARE) return -2;
  if (negative >= SENTIMENT_LEANING_SHARE) return -1;
  if (positive >= SENTIMENT_STRONG_SHARE) return 2;
  if (positive >= SENTIMENT_LEANING_SHARE) return 1;
  return 0;
}

/**
 * Sentiment percentages (spec doc 3 §5): positive and negative rounded, neutral is 100 minus the two.
 * All-zero counts give zeros. When both rounded shares round up past 100 the negative one gives way,
 * so no figure is ever below zero.
 */
export function sentimentPercentages(counts: SentimentCounts): SentimentCounts {
  const sum = total(counts);
  if (sum <= 0) return { positive: 0, neutral: 0, negative: 0 };
  const positive = Math.round((counts.positive / sum) * 100);
  const negative = Math.min(Math.round((counts.negative / sum) * 100), 100 - positive);
  return { positive, neutral: 100 - positive - negative, negative };
}
