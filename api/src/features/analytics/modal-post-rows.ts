import type { MediumName, ModalPost, SentimentValue } from 'shared/contract';

/**
 * A post row as the post-details modal's calls select it: `p` is posts, the sentiment is the feed's effective one.
 * Select with MODAL_POST_COLUMNS and map with modalPostOf.
 */
export interface ModalPostRow {
  id: string;
  site: string;
  medium: MediumName;
  author_name: string;
  posted_at: Date | string;
  is_comment: boolean;
  thread_title: string;
  thread_link: string;
  post_link: string;
  message: string;
  sentiment: number | null;
}

/** The columns of a ModalPostRow, given the posts table as `p` and the feed's sentiment as `sentiment_source`. */
export const modalPostColumns = (sentimentSource: string) =>
  `p.id, p.site, p.medium, p.author_name, p.posted_at, p.is_comment, p.thread_title, p.thread_link, p.post_link, p.message, ${sentimentSource} as sentiment`;

export function modalPostOf(r: ModalPostRow): ModalPost {
  return {
    hash: r.id,
    site: r.site,
    medium: r.medium,
    author_name: r.author_name,
    unix_timestamp: new Date(r.posted_at).getTime(),
    is_comment: r.is_comment,
    thread_title: r.thread_title,
    thread_link: r.thread_link,
    post_link: r.post_link,
    post_message: r.message,
    ai_sentiment: r.sentiment === null ? null : (Number(r.sentiment) as SentimentValue),
  };
}
