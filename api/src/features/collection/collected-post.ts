import type { MediumName } from 'shared/contract';

/** Reaction counts of a post (spec doc 2 §3); sources without a kind of reaction report 0 for it. */
export interface Reactions {
  /** All reactions together. */
  count: number;
  like: number;
  dislike: number;
  love: number;
  haha: number;
  angry: number;
  sad: number;
  wow: number;
}

/**
 * One post as a connector reads it from its source, before it is stored (the store adds the stable hash)
 * and enriched (language, sentiment, terms). Maps to the Post entity of spec doc 2 §3.
 */
export interface CollectedPost {
  /** Stable id of the post within its source (RSS guid or link, Mastodon status id, Reddit fullname...). */
  sourceId: string;
  /** sourceId of the thread's opening post; equal to sourceId for the opening post itself. */
  threadSourceId: string;
  isComment: boolean;
  medium: MediumName;
  /** Site name as in the sites list (e.g. 'LIHKG', 'Reddit', 'Mastodon'), or the feed's own title for unknown sites. */
  site: string;
  threadTitle: string;
  threadLink: string;
  postLink: string;
  /** Plain text: markup removed and entities decoded, never HTML. */
  message: string;
  authorName: string;
  authorId: string;
  authorImage: string | null;
  authorLink: string | null;
  /** Sub-community the post sits in (subreddit, Facebook group, Discourse category, Telegram channel...). */
  channel: string | null;
  channelLink: string | null;
  /** Epoch ms. */
  postedAt: number;
  commentCount: number;
  shareCount: number;
  viewCount: number;
  reactions: Reactions;
  /** Language declared by the source (BCP 47), when it declares one. */
  lang: string | null;
}

export const NO_REACTIONS: Reactions = { count: 0, like: 0, dislike: 0, love: 0, haha: 0, angry: 0, sad: 0, wow: 0 };
