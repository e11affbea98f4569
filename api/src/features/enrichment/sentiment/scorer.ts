import { ChineseLexicon } from './chinese-lexicon.js';
import { extractFeatures } from './features.js';
import { weightsFromModel, type ModelFile } from './model-file.js';
import { MODEL_JSON } from './model.generated.js';
import { LABELS, probabilities, type Sentiment, type SoftmaxWeights } from './softmax.js';

export interface SentimentDetail {
  sentiment: Sentiment;
  /** P(negative), P(neutral), P(positive). */
  probabilities: { negative: number; neutral: number; positive: number };
}

export interface LoadedModel {
  weights: SoftmaxWeights;
  lexicon: ChineseLexicon;
}

export function loadModel(model: ModelFile): LoadedModel {
  return { weights: weightsFromModel(model), lexicon: new ChineseLexicon(model.lexicon) };
}

// Parsed on first use, so importing the module costs nothing until a post is scored.
let committed: LoadedModel | undefined;
export function committedModel(): LoadedModel {
  committed ??= loadModel(JSON.parse(MODEL_JSON) as ModelFile);
  return committed;
}

export function scoreWith(model: LoadedModel, text: string, lang?: string | null): SentimentDetail {
  const p = probabilities(model.weights, extractFeatures(text, lang, model.lexicon));
  let best = 0;
  for (let k = 1; k < p.length; k += 1) if ((p[k] as number) > (p[best] as number)) best = k;
  return {
    sentiment: LABELS[best] as Sentiment,
    probabilities: { negative: p[0] as number, neutral: p[1] as number, positive: p[2] as number },
  };
}

/** Sentiment of a post with class probabilities. `lang` (en, zh, zh-hk, yue…) adds that language's prior. */
export function scoreSentimentDetailed(text: string, lang?: string | null): SentimentDetail {
  return scoreWith(committedModel(), text, lang);
}

/** ai_sentiment of a post: 1 positive, 0 neutral, -1 negative. */
export function scoreSentiment(text: string, lang?: string | null): Sentiment {
  return scoreSentimentDetailed(text, lang).sentiment;
}
