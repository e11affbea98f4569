import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { successReply } from './envelope.js';
import { epochMs, mediumName, taskIdParams } from './entities.js';
import { MAX_QUERY_LENGTH } from './tasks.js';

/** A sentiment the model gives or a user sets: 1 positive, 0 neutral, -1 negative. */
export const sentimentValue = z.union([z.literal(1), z.literal(0), z.literal(-1)]);
export type SentimentValue = z.infer<typeof sentimentValue>;

/** The sentiment filter's code for posts with no sentiment yet (spec doc 2 §9). */
export const UNASSIGNED_SENTIMENT = -128;
export const sentimentFilter = z.union([sentimentValue, z.literal(UNASSIGNED_SENTIMENT)]);
export type SentimentFilter = z.infer<typeof sentimentFilter>;

/** Irrelevant ('spam') state of a post in a feed: 0 kept, 1 removed manually, 2 removed automatically. */
export const spamState = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SpamState = z.infer<typeof spamState>;

export const POST_SORTS = ['unix_timestamp', 'reaction_count', 'comment_count', 'share_count', 'view_count'] as const;
export const postSort = z.enum(POST_SORTS);
export type PostSort = z.infer<typeof postSort>;

export const PAGE_SIZES = [20, 30, 40] as const;
export const MAX_PAGE_SIZE = 100;

/** A post of a feed is named `{task_id}_{hash}` wherever the spec says live_sid. */
export const liveSid = z.string().regex(/^\d+_[0-9a-f]+$/, 'A live_sid is the feed id and the post hash joined by "_"');

const count = z.number().int().nonnegative();

/** A post as a feed shows it (the Post entity of spec doc 2 §3), with the feed's own corrections applied. */
export const feedPost = z.object({
  hash: z.string(),
  /** `{task_id}_{hash}`: how the spam, sentiment and bookmark calls name the post. */
  live_sid: z.string(),
  medium: mediumName,
  site: z.string(),
  thread_title: z.string(),
  thread_link: z.string(),
  post_link: z.string(),
  post_message: z.string(),
  author_name: z.string(),
  author_id: z.string(),
  author_image: z.string().nullable(),
  author_link: z.string().nullable(),
  channel: z.string().nullable(),
  channel_link: z.string().nullable(),
  unix_timestamp: epochMs,
  comment_count: count,
  share_count: count,
  view_count: count,
  reaction_count: count,
  reaction_like: count,
  reaction_dislike: count,
  reaction_love: count,
  reaction_haha: count,
  reaction_angry: count,
  reaction_sad: count,
  reaction_wow: count,
  /** The feed's correction when one was set, otherwise the model's; null while pending. */
  ai_sentiment: sentimentValue.nullable(),
  ai_impact: z.number().nullable(),
  is_comment: z.boolean(),
  spam: spamState,
  /** Display name of who removed the post; null when kept or removed automatically ('Auto remove'). */
  spam_by: z.string().nullable(),
  spam_at: epochMs.nullable(),
  /** Simulated by the demo stream: the UI labels it 'Demo data'. */
  demo: z.boolean(),
  /** Whether the caller bookmarked the post in this feed. */
  bookmarked: z.boolean(),
  /** Display names of everyone who bookmarked the post in this feed, earliest first ('Bookmarked by {name}'). */
  bookmarked_by: z.array(z.string()),
});
export type FeedPost = z.infer<typeof feedPost>;

/** The posts page's filter (spec doc 2 §7). Dates are epoch ms, both inclusive, on the post's publication time. */
export const postSearch = z.object({
  task_id: z.number().int().positive(),
  from: epochMs,
  to: epochMs,
  /** Site names; null means every site (an empty list matches nothing). */
  sites: z.array(z.string().max(200)).max(500).nullable().default(null),
  /** Medium names; null means every medium (an empty list matches nothing). */
  mediums: z.array(mediumName).max(20).nullable().default(null),
  /** null: threads and comments; true: comments only; false: threads only. */
  is_comment: z.boolean().nullable().default(null),
  size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZES[0]),
  offset: z.number().int().nonnegative().default(0),
  /** A boolean query in the query language; '' means none. */
  query: z.string().max(MAX_QUERY_LENGTH).default(''),
  /** Descending; ties fall back to the newest first. */
  sort: postSort.default('unix_timestamp'),
  /** false: the posts kept; true: the posts removed as irrelevant. */
  spam: z.boolean().default(false),
  /** Effective sentiments to keep; empty means all. */
  sentiment: z.array(sentimentFilter).max(4).default([]),
});
export type PostSearch = z.infer<typeof postSearch>;
export type PostSearchInput = z.input<typeof postSearch>;

export const search = endpoint({
  method: 'POST',
  path: '/api/task/search',
  summary: "A page of a feed's posts by date, site, medium, type, query, irrelevance and sentiment, with the exact total (readable access)",
  tag: 'posts',
  body: postSearch,
  reply: successReply(z.array(feedPost), { total: count }),
});

/** A post bookmarked by a user in a feed (spec doc 2 §3). */
export const bookmark = z.object({
  task_id: z.number().int(),
  ac_id: z.number().int(),
  user_id: z.number().int(),
  live_sid: z.string(),
  created_at: epochMs,
  user_display_name: z.string(),
});
export type Bookmark = z.infer<typeof bookmark>;

/** The post is named by its live_sid or by its bare hash. */
const bookmarkParams = taskIdParams.extend({ postId: z.string().min(1).max(200) });

export const bookmarks = endpoint({
  method: 'GET',
  path: '/api/task/:id/bookmark',
  summary: "Every user's bookmarks in the feed, newest first (readable access)",
  tag: 'posts',
  params: taskIdParams,
  reply: successReply(z.array(bookmark)),
});

export const addBookmark = endpoint({
  method: 'POST',
  path: '/api/task/:id/bookmark/:postId',
  summary: "Bookmarks a post of the feed for the caller; answers the feed's bookmarks (readable access: bookmarks are personal)",
  tag: 'posts',
  params: bookmarkParams,
  reply: successReply(z.array(bookmark)),
});

export const removeBookmark = endpoint({
  method: 'DELETE',
  path: '/api/task/:id/bookmark/:postId',
  summary: "Removes the caller's bookmark of a post; answers the feed's bookmarks (readable access)",
  tag: 'posts',
  params: bookmarkParams,
  reply: successReply(z.array(bookmark)),
});

export const tagSpam = endpoint({
  method: 'POST',
  path: '/api/task/:id/spam/tag',
  summary: 'Marks a post of the feed irrelevant, removed manually by the caller (writable access); answers the post',
  tag: 'posts',
  params: taskIdParams,
  body: z.object({ live_sid: liveSid, user_spam: z.literal(1) }),
  reply: successReply(feedPost),
});

export const SPAM_LIST_TYPES = ['all', 'manual', 'auto'] as const;
export const SPAM_LIST_LIMIT = 1000;

export const spamList = endpoint({
  method: 'GET',
  path: '/api/task/:id/spam/list',
  summary: `The feed's irrelevant posts published between from and to, newest removal first, at most ${SPAM_LIST_LIMIT} (readable access)`,
  tag: 'posts',
  params: taskIdParams,
  query: z.object({
    from: z.coerce.number().int().default(0),
    /** Omitted: no upper bound. */
    to: z.coerce.number().int().optional(),
    type: z.enum(SPAM_LIST_TYPES).default('all'),
  }),
  reply: successReply(z.array(feedPost), { total: count }),
});

export const restoreSpam = endpoint({
  method: 'POST',
  path: '/api/task/:id/spam/mtag',
  summary: 'Brings removed posts of the feed back (writable access); answers the live_sids restored',
  tag: 'posts',
  params: taskIdParams,
  body: z.array(z.object({ live_sid: liveSid, spam: z.literal(0) })).min(1).max(1000),
  reply: successReply(z.array(z.string())),
});

export const tagSentiment = endpoint({
  method: 'POST',
  path: '/api/task/:id/sentiment/tag',
  summary: "Sets the feed's sentiment of its posts, overriding the model's (writable access)",
  tag: 'posts',
  params: taskIdParams,
  body: z.array(z.object({ task_id: z.number().int().positive(), live_sid: liveSid, value: sentimentValue })).min(1).max(1000),
  reply: successReply(z.array(z.object({ live_sid: z.string(), ai_sentiment: sentimentValue }))),
});

export const thread = endpoint({
  method: 'POST',
  path: '/api/task/thread',
  summary: 'A thread with a post in the feed: its opening post, then its comments by time (readable access)',
  tag: 'posts',
  body: z.object({ task_id: z.number().int().positive(), thread_link: z.string().min(1).max(2000) }),
  reply: successReply(z.array(feedPost)),
});
