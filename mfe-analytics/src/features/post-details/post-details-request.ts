import type { SentimentValue, TopAuthor } from 'shared/contract';

/** A window of publication times for a post search, epoch ms, both ends inclusive. */
export interface SearchWindow {
  from: number;
  to: number;
}

/**
 * What the Post Details modal was opened for (spec doc 3 §2 "Post-details modal"): the kinds author, thread, topic,
 * chart point and sentiment. Each kind loads its own posts; closing clears it.
 */
export type PostDetailsRequest =
  | { kind: 'author'; taskId: number; author: TopAuthor; window: SearchWindow }
  | { kind: 'thread'; taskId: number; threadLink: string; title: string }
  | { kind: 'topic'; taskId: number; words: string[]; window: SearchWindow }
  | { kind: 'chart'; taskId: number; window: SearchWindow; isComment?: boolean }
  | { kind: 'sentiment'; taskId: number; sentiment: SentimentValue; window: SearchWindow };
