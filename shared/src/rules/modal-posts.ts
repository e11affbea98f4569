import type { SentimentValue } from '../contract/index.js';

// Rules of the Post Details modal (spec doc 3 §2, §9).

/** Post messages longer than this are cut, with 'Show more ...' / 'Show less ...'. */
export const MODAL_MESSAGE_LIMIT = 50;

export const POST_DETAILS_TITLE = 'Post Details';

const SENTIMENT_NAMES: Record<SentimentValue, string> = { 1: 'Positive', 0: 'Neutral', [-1]: 'Negative' };

/** 'Post Details', plus ' - Positive' / ' - Neutral' / ' - Negative' when opened from a sentiment action. */
export function postDetailsTitle(sentiment?: SentimentValue): string {
  return sentiment === undefined ? POST_DETAILS_TITLE : `${POST_DETAILS_TITLE} - ${SENTIMENT_NAMES[sentiment]}`;
}

/** Posts with the same message shown once: the first of each kept, in order (surrounding blanks do not count). */
export function uniqueMessages<T extends { post_message: string }>(posts: readonly T[]): T[] {
  const seen = new Set<string>();
  return posts.filter((post) => {
    const key = post.post_message.trim();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
