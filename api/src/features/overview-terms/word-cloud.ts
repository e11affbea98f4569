import { WORD_CLOUD_SIZE } from 'shared/contract';
import { foldText } from 'shared/query';
import type { TimeWindow } from 'shared/rules';
import type { Db } from '../../db/client.js';
import { allStopwords } from '../enrichment/terms/stopwords.js';
import { displaysOf } from './term-display.js';
import { termCounts } from './term-counts.js';

export interface WordCloud {
  /** Display form to posts holding it, most first. */
  words: Record<string, number>;
  /** Each hidden keyword, as saved, to the posts holding it (0 when none). */
  hidden: Record<string, number>;
}

/**
 * The window's most frequent terms of the feed's kept posts, keyed by how posts write them, with the hidden keywords
 * (compared folded) left out, and the counts of those hidden keywords. Stopwords are left out again, since terms
 * stored before a stopword list grew still hold them.
 */
export async function wordCloud(db: Db, taskId: number, window: TimeWindow, hiddenKeywords: readonly string[]): Promise<WordCloud> {
  const hiddenTerms = hiddenKeywords.map(foldText);
  const [top, hiddenCounts] = await Promise.all([
    termCounts(db, taskId, window, { except: [...allStopwords(), ...hiddenTerms], limit: WORD_CLOUD_SIZE }),
    hiddenTerms.length > 0 ? termCounts(db, taskId, window, { only: hiddenTerms }) : new Map<string, number>(),
  ]);
  const shown = await displaysOf(db, [...top.keys()]);
  return {
    words: Object.fromEntries([...top].map(([term, posts]) => [shown.get(term) ?? term, posts])),
    hidden: Object.fromEntries(hiddenKeywords.map((keyword, i) => [keyword, hiddenCounts.get(hiddenTerms[i]!) ?? 0])),
  };
}
