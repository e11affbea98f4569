export { committedModel, scoreSentiment, scoreSentimentDetailed, type SentimentDetail } from './scorer.js';
export type { Sentiment } from './softmax.js';
