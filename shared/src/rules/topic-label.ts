import { MAX_PHRASES } from '../contract/index.js';

// How a trending topic reads (spec doc 3 §2 "Trending Topic", §8).

export const TOPIC_SEPARATOR = ' · ';

interface TopicWords {
  word: string;
  related_word: readonly string[];
}

/** The topic's word and its related words, each once, blanks left out; at most the phrases call's limit. */
export function topicWords(topic: TopicWords): string[] {
  const words: string[] = [];
  for (const w of [topic.word, ...topic.related_word]) {
    const word = w.trim();
    if (word !== '' && !words.includes(word)) words.push(word);
  }
  return words.slice(0, MAX_PHRASES);
}

/** 'MTR · delay · Tsuen Wan'. */
export function topicLabel(topic: TopicWords): string {
  return topicWords(topic).join(TOPIC_SEPARATOR);
}

/** The displayed score is doc_freq, already a percentage: one decimal at most, e.g. '12.5%', '3%'. */
export function topicScore(docFreq: number): string {
  return `${Math.round(docFreq * 10) / 10}%`;
}

/** The success toast of 'Hide this topic'. */
export function topicHiddenMessage(word: string): string {
  return `"${word}" added to hidden topics`;
}
