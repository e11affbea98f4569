import vader from 'vader-sentiment';
import { foldText } from 'shared/query';
import type { ChineseLexicon } from './chinese-lexicon.js';
import { mostlyLatin } from './features.js';
import type { Sentiment } from './softmax.js';

// VADER's own thresholds on its compound score.
const THRESHOLD = 0.05;

/**
 * The lexicon-only baseline the model must beat: VADER for text that is mostly Latin letters, otherwise the
 * Chinese lexicon with negation, its sum squashed the way VADER squashes (x / sqrt(x² + 15)).
 */
export function baselineSentiment(text: string, lexicon: ChineseLexicon): Sentiment {
  let compound: number;
  if (mostlyLatin(text)) {
    compound = vader.SentimentIntensityAnalyzer.polarity_scores(text).compound;
  } else {
    const s = lexicon.score(foldText(text));
    const sum = s.positive - s.negative;
    compound = sum / Math.sqrt(sum * sum + 15);
  }
  return compound >= THRESHOLD ? 1 : compound <= -THRESHOLD ? -1 : 0;
}
