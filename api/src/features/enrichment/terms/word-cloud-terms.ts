import { wordTokens } from '../tokens/word-tokens.js';
import { stopwords } from './stopwords.js';

export const MAX_TERMS_PER_POST = 50;

const HAN = /\p{Script=Han}/u;
const LINK = /^(?:https?:\/\/|www\.)/;
/** Numbers, including 13,000 and 1.5, and tokens without a letter. */
const NO_LETTER = /^[^\p{L}]*$/u;

/**
 * The distinct terms of a post for word clouds, in order of first appearance, at most MAX_TERMS_PER_POST:
 * wordTokens of title and message without stopwords of either language, links, numbers and single Latin letters.
 * Single Han characters stay in Chinese posts when they are not function words (貴, 車, 樓 say something), but
 * not in posts of other languages, where a lone character is mostly a fragment of a name.
 */
export function wordCloudTerms(title: string, message: string, lang: string): string[] {
  const { english, chinese } = stopwords();
  const keepSingleHan = lang.startsWith('zh');
  const terms = new Set<string>();
  for (const token of wordTokens(`${title}\n${message}`)) {
    if (terms.size === MAX_TERMS_PER_POST) break;
    if (terms.has(token) || LINK.test(token) || NO_LETTER.test(token)) continue;
    if (HAN.test(token)) {
      if (chinese.has(token) || (!keepSingleHan && [...token].length === 1)) continue;
    } else if (english.has(token) || token.length === 1) {
      continue;
    }
    terms.add(token);
  }
  return [...terms];
}
