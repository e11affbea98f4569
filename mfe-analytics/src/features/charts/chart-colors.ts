import type { SentimentValue } from 'shared/contract';
import type { SentimentCounts } from 'shared/rules';

/** The sentiments in the order the charts show them, with the spec's colours (doc 3 §9: green, grey, red). */
export const SENTIMENTS: readonly { key: keyof SentimentCounts; value: SentimentValue; label: string; color: string }[] = [
  { key: 'positive', value: 1, label: 'Positive', color: '#38A169' },
  { key: 'neutral', value: 0, label: 'Neutral', color: '#A0AEC0' },
  { key: 'negative', value: -1, label: 'Negative', color: '#E53E3E' },
];
