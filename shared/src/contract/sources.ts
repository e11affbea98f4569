import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { successReply } from './envelope.js';
import { epochMs, mediumName } from './entities.js';

/**
 * Kinds of source the collector reads. What `target` holds depends on the kind:
 * - rss, youtube: the feed's URL (a YouTube channel feed is https://www.youtube.com/feeds/videos.xml?channel_id=...);
 * - reddit: a subreddit URL (https://www.reddit.com/r/HongKong);
 * - mastodon: an instance URL for its local public timeline, or https://host/tags/<tag> for a hashtag timeline;
 * - bluesky: https://bsky.app/profile/<handle> for an author feed, or search:<words> for a search;
 * - hackernews: the API base (https://hacker-news.firebaseio.com/v0);
 * - discourse: the forum's URL (https://forum.example.com);
 * - telegram: the channel's preview page (https://t.me/s/<channel>);
 * - ingest, file, demo: nothing ('' ); posts are pushed, imported or simulated.
 */
export const SOURCE_KINDS = ['rss', 'youtube', 'reddit', 'mastodon', 'bluesky', 'hackernews', 'discourse', 'telegram', 'ingest', 'file', 'demo'] as const;
export const sourceKind = z.enum(SOURCE_KINDS);
export type SourceKind = z.infer<typeof sourceKind>;

/** Kinds the collector fetches on a schedule; the others receive posts. */
export const POLLED_SOURCE_KINDS: readonly SourceKind[] = ['rss', 'youtube', 'reddit', 'mastodon', 'bluesky', 'hackernews', 'discourse', 'telegram'];

export const MIN_POLL_INTERVAL_S = 60;
export const MAX_POLL_INTERVAL_S = 7 * 24 * 3600;
export const MAX_SOURCE_NAME_LENGTH = 100;

const sourceName = z.string().trim().min(1, 'Give the source a name').max(MAX_SOURCE_NAME_LENGTH);

/** A source as an admin sets it up. */
export const sourceSettings = z.object({
  name: sourceName,
  kind: sourceKind,
  target: z.string().trim().max(2000),
  medium: mediumName,
  /** Site name as in the sites list, or the source's own name for a site not listed. */
  site: z.string().trim().min(1).max(200),
  /** Industry label (ind_labels) given to every post of the source; null when the source has none. */
  label_id: z.number().int().positive().nullable(),
  poll_interval_s: z.number().int().min(MIN_POLL_INTERVAL_S).max(MAX_POLL_INTERVAL_S),
  enabled: z.boolean(),
  /** Lets the collector fetch private and loopback addresses for this source (off unless an admin allows it). */
  allow_private: z.boolean(),
});
export type SourceSettings = z.infer<typeof sourceSettings>;

/** How a source is doing, for a source-health view. */
export const sourceHealth = z.object({
  last_success_at: epochMs.nullable(),
  last_error_at: epochMs.nullable(),
  last_error: z.string().nullable(),
  /** Posts stored for the first time from this source. */
  posts_collected: z.number().int().nonnegative(),
  /** Median time from a post's publication to its collection, over the last batch of new posts; null before any. */
  lag_ms: z.number().int().nonnegative().nullable(),
  /** Consecutive failed polls; the poll interval backs off while it grows. */
  failures: z.number().int().nonnegative(),
  next_poll_at: epochMs.nullable(),
});
export type SourceHealth = z.infer<typeof sourceHealth>;

export const source = sourceSettings.extend({
  id: z.number().int(),
  /** Whether an ingest key is set (the key itself is shown once, when it is issued). */
  has_api_key: z.boolean(),
  created_at: epochMs,
  health: sourceHealth,
});
export type Source = z.infer<typeof source>;

const sourceIdParams = z.object({ id: z.coerce.number().int().positive() });

export const list = endpoint({
  method: 'GET',
  path: '/api/sources',
  summary: 'The source registry with the health of every source',
  tag: 'sources',
  reply: successReply(z.array(source)),
});

export const create = endpoint({
  method: 'POST',
  path: '/api/sources',
  summary: 'Adds a source (administrators only)',
  tag: 'sources',
  body: sourceSettings,
  reply: successReply(source),
});

export const update = endpoint({
  method: 'PUT',
  path: '/api/sources/:id',
  summary: 'Changes a source (administrators only)',
  tag: 'sources',
  params: sourceIdParams,
  body: sourceSettings,
  reply: successReply(source),
});

export const remove = endpoint({
  method: 'DELETE',
  path: '/api/sources/:id',
  summary: 'Removes a source from the registry; its posts stay in the archive (administrators only)',
  tag: 'sources',
  params: sourceIdParams,
  reply: successReply(z.object({ id: z.number().int() })),
});

export const issueKey = endpoint({
  method: 'POST',
  path: '/api/sources/:id/key',
  summary: 'Issues a new ingest key for a source, replacing the old one; the key is shown only in this reply (administrators only)',
  tag: 'sources',
  params: sourceIdParams,
  reply: successReply(z.object({ id: z.number().int(), api_key: z.string() })),
});

export const MAX_INGEST_BATCH = 1000;
const count = z.number().int().nonnegative();
const httpUrl = z.url({ protocol: /^https?$/ }).max(2000);

/** One post pushed to the ingest endpoint or read from an import file (the Post entity of spec doc 2 §3). */
export const ingestPost = z.object({
  /** The post's id in its source; with the source it makes the post's stable hash, so sending it again updates it. */
  source_id: z.string().trim().min(1).max(500),
  /** source_id of the thread's opening post; omitted for an opening post. */
  thread_source_id: z.string().trim().min(1).max(500).optional(),
  is_comment: z.boolean().default(false),
  medium: mediumName.optional(),
  site: z.string().trim().min(1).max(200).optional(),
  thread_title: z.string().max(2000).default(''),
  thread_link: httpUrl.or(z.literal('')).default(''),
  post_link: httpUrl.or(z.literal('')).default(''),
  /** Plain text or HTML; HTML is reduced to text. */
  post_message: z.string().min(1).max(100_000),
  author_name: z.string().max(500).default(''),
  author_id: z.string().max(500).default(''),
  author_image: httpUrl.nullable().default(null),
  author_link: httpUrl.nullable().default(null),
  channel: z.string().max(500).nullable().default(null),
  channel_link: httpUrl.nullable().default(null),
  /** Epoch ms. */
  unix_timestamp: epochMs.positive(),
  comment_count: count.default(0),
  share_count: count.default(0),
  view_count: count.default(0),
  reaction_like: count.default(0),
  reaction_dislike: count.default(0),
  reaction_love: count.default(0),
  reaction_haha: count.default(0),
  reaction_angry: count.default(0),
  reaction_sad: count.default(0),
  reaction_wow: count.default(0),
  /** BCP 47 language the sender knows the post is in; detected when omitted. */
  lang: z.string().max(35).nullable().default(null),
});
export type IngestPost = z.infer<typeof ingestPost>;
export type IngestPostInput = z.input<typeof ingestPost>;

/** The ingest call answers as soon as the batch is queued; the queue stores and matches it. */
export const ingest = endpoint({
  method: 'POST',
  path: '/api/ingest',
  summary: "Pushes posts of one source; authenticated by the source's ingest key in the x-api-key header, not by a session",
  tag: 'sources',
  auth: 'sourceKey',
  body: z.object({ posts: z.array(ingestPost).min(1).max(MAX_INGEST_BATCH) }),
  reply: successReply(z.object({ queued: z.number().int(), job_id: z.number().int() })),
});
