import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { successReply } from './envelope.js';
import { epochMs, mediumName, taskIdParams } from './entities.js';
import { sentimentValue } from './posts.js';

// The feed overview's calls (spec doc 3 §7). Every figure is an aggregation over the feed's kept posts (irrelevant
// ones left out) with the feed's sentiment corrections applied; time buckets are Hong Kong calendar units.

const count = z.number().int().nonnegative();

/** The overview's preset windows (spec doc 3 §2): Last 24 hours, Last 7 days, Last 30 days. */
export const OVERVIEW_PRESETS = ['today', 'week', 'month'] as const;
export const overviewPreset = z.enum(OVERVIEW_PRESETS);
export type OverviewPreset = z.infer<typeof overviewPreset>;

/** The longest window any overview call reads: a little over the longest ad-hoc range. */
export const MAX_WINDOW_MS = 3 * 366 * 86_400_000;

/** A window of publication times, epoch ms, `from` inclusive and `to` exclusive. */
export const analyticsWindow = z
  .object({
    from: z.coerce.number().int().nonnegative(),
    to: z.coerce.number().int().nonnegative(),
  })
  .refine((w) => w.from < w.to, { message: '"from" must be before "to"', path: ['from'] })
  .refine((w) => w.to - w.from <= MAX_WINDOW_MS, { message: 'The period may be at most 3 years long', path: ['to'] });
export type AnalyticsWindow = z.infer<typeof analyticsWindow>;

/** Interval codes (spec doc 3 §4): hour 0, day 1, month 2, year 3. */
export const intervalCode = z.coerce.number().pipe(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]));
export type IntervalCode = z.infer<typeof intervalCode>;

/** A window with a chart interval; without `range` the default interval of the window's length is used. */
export const chartWindow = z
  .object({
    from: z.coerce.number().int().nonnegative(),
    to: z.coerce.number().int().nonnegative(),
    range: intervalCode.optional(),
  })
  .refine((w) => w.from < w.to, { message: '"from" must be before "to"', path: ['from'] })
  .refine((w) => w.to - w.from <= MAX_WINDOW_MS, { message: 'The period may be at most 3 years long', path: ['to'] });

/**
 * Either a preset window ending now (`ide`), or an explicit window (`from` and `to`, which win). Used by the calls the
 * spec keys by the date range (top_term, top_growth) and by top_sites, whose Facebook rule depends on it.
 */
export const presetOrWindow = z
  .object({
    ide: overviewPreset.optional(),
    from: z.coerce.number().int().nonnegative().optional(),
    to: z.coerce.number().int().nonnegative().optional(),
  })
  .refine((w) => w.ide !== undefined || (w.from !== undefined && w.to !== undefined), {
    message: 'Give a date range ("ide") or both "from" and "to"',
    path: ['ide'],
  })
  .refine((w) => w.from === undefined || w.to === undefined || w.from < w.to, { message: '"from" must be before "to"', path: ['from'] })
  .refine((w) => w.from === undefined || w.to === undefined || w.to - w.from <= MAX_WINDOW_MS, {
    message: 'The period may be at most 3 years long',
    path: ['to'],
  });
export type PresetOrWindow = z.infer<typeof presetOrWindow>;

/** A figure of the window and of the window of the same length just before it. */
export const periodFigure = z.object({ total: count, previous: count });
export type PeriodFigure = z.infer<typeof periodFigure>;

/** The stat cards (spec doc 3 §3 "Count summary"). Engagement is reactions + comments + shares. */
export const countSummary = z.object({
  postCount: periodFigure,
  threadCount: periodFigure,
  authorCount: periodFigure,
  engagementCount: periodFigure,
  viewCount: periodFigure,
});
export type CountSummary = z.infer<typeof countSummary>;

export const stats = endpoint({
  method: 'GET',
  path: '/api/task/:id/analytics/stats',
  summary: 'Posts, threads, unique authors, engagement and views of the window and of the window before it (readable access)',
  tag: 'analytics',
  params: taskIdParams,
  query: analyticsWindow,
  reply: successReply(countSummary),
});

/** A thread named in a chart tooltip: one of the bucket's threads with the most comments. */
export const bucketThread = z.object({ threadTitle: z.string(), site: z.string(), thread_link: z.string(), comment_count: count });
export type BucketThread = z.infer<typeof bucketThread>;

/** A point of the count timeline (spec doc 3 §3): `point` is the bucket's start (Hong Kong time), epoch ms. */
export const timelinePoint = z.object({
  point: epochMs,
  postCount: count,
  threadCount: count,
  commentCount: count,
  /** At most 3, most comments first. */
  topThreads: z.array(bucketThread),
});
export type TimelinePoint = z.infer<typeof timelinePoint>;

export const linechart = endpoint({
  method: 'GET',
  path: '/api/task/:id/analytics/linechart',
  summary: 'Posts, threads and comments per time bucket (every bucket of the window, empty ones as 0), with the top threads of each (readable access)',
  tag: 'analytics',
  params: taskIdParams,
  query: chartWindow,
  reply: successReply(z.array(timelinePoint), { interval: intervalCode }),
});

export const sentimentCounts = z.object({ positive: count, neutral: count, negative: count });
export type SentimentCountsData = z.infer<typeof sentimentCounts>;

/** A point of the sentiment timeline: `timestamp` is the bucket's start, epoch ms. */
export const sentimentPoint = sentimentCounts.extend({ timestamp: epochMs });
export type SentimentPoint = z.infer<typeof sentimentPoint>;

export const sentimentCount = endpoint({
  method: 'GET',
  path: '/api/task/:id/analytics/sentiment_count',
  summary: 'Positive, neutral and negative posts of the window in all and per time bucket; posts still unscored are left out (readable access)',
  tag: 'analytics',
  params: taskIdParams,
  query: chartWindow,
  reply: successReply(z.object({ total: sentimentCounts, points: z.array(sentimentPoint) }), { interval: intervalCode }),
});

/** A trending topic (spec doc 3 §3): `doc_freq` is the percentage of the window's posts holding the word. */
export const trendingTopic = z.object({
  word: z.string(),
  related_word: z.array(z.string()),
  /** How much the word rose against the window before, higher is stronger; the list is ranked by it. */
  ai_score: z.number(),
  doc_freq: z.number(),
});
export type TrendingTopic = z.infer<typeof trendingTopic>;

/** The spec's shape: data[0].term[0] is { name, result }. */
export const topTermData = z.array(z.object({ term: z.array(z.object({ name: z.string(), result: z.array(trendingTopic) })) }));

export const topTerm = endpoint({
  method: 'GET',
  path: '/api/task/:id/analytics/top_term',
  summary: "The feed's trending topics of the window, hidden topics left out; `hidden` gives each hidden topic's doc_freq when it trends, else 0 (readable access)",
  tag: 'analytics',
  params: taskIdParams,
  query: presetOrWindow,
  reply: successReply(topTermData, { hidden: z.record(z.string(), z.number().nonnegative()) }),
});

/** A post as the post-details modal lists it (spec doc 3 §3 "Post in modal"). */
export const modalPost = z.object({
  hash: z.string(),
  site: z.string(),
  medium: mediumName,
  author_name: z.string(),
  unix_timestamp: epochMs,
  is_comment: z.boolean(),
  thread_title: z.string(),
  thread_link: z.string(),
  post_link: z.string(),
  post_message: z.string(),
  ai_sentiment: sentimentValue.nullable(),
});
export type ModalPost = z.infer<typeof modalPost>;

/** Most posts a modal list returns. */
export const MODAL_POST_LIMIT = 50;
export const MAX_PHRASES = 5;

export const phrases = endpoint({
  method: 'POST',
  path: '/api/task/:id/search/phrases',
  summary: "The window's kept posts holding every one of the words (a word-cloud word or a topic), most engagement first, at most 50 (readable access)",
  tag: 'analytics',
  params: taskIdParams,
  body: z
    .object({
      topics: z.array(z.string().trim().min(1).max(100)).min(1).max(MAX_PHRASES),
      from: z.number().int().nonnegative(),
      to: z.number().int().nonnegative(),
    })
    .refine((b) => b.from < b.to, { message: '"from" must be before "to"', path: ['from'] }),
  reply: successReply(z.array(modalPost)),
});

/** A thread of the top-threads lists (spec doc 3 §3). `roc` is its engagement per hour since it was posted. */
export const topThread = z.object({
  url: z.string(),
  title: z.string(),
  site: z.string(),
  medium: mediumName,
  engagementCount: count,
  comment_count: count,
  roc: z.number().nonnegative(),
  unix_timestamp: epochMs,
});
export type TopThread = z.infer<typeof topThread>;

/** Most threads a top-threads list returns (empty and repeated titles already removed). */
export const TOP_THREAD_LIMIT = 50;

export const topEngagement = endpoint({
  method: 'POST',
  path: '/api/task/:id/analytics/top_engagement',
  summary: "The window's threads with the most engagement, on sites not hidden by the feed's site filter (readable access)",
  tag: 'analytics',
  params: taskIdParams,
  body: z
    .object({ from: z.number().int().nonnegative(), to: z.number().int().nonnegative() })
    .refine((b) => b.from < b.to, { message: '"from" must be before "to"', path: ['from'] }),
  reply: successReply(z.array(topThread)),
});

export const topGrowth = endpoint({
  method: 'GET',
  path: '/api/task/:id/analytics/top_growth',
  summary: "The window's threads with the fastest hourly engagement growth, on sites not hidden by the site filter (readable access)",
  tag: 'analytics',
  params: taskIdParams,
  query: presetOrWindow,
  reply: successReply(z.array(topThread)),
});

/** Most words the cloud shows. */
export const WORD_CLOUD_SIZE = 100;

export const wordcloud = endpoint({
  method: 'GET',
  path: '/api/task/:id/wordcloud',
  summary: "The window's most frequent terms (posts holding each), without stopwords and hidden keywords; `hidden` counts the hidden keywords (readable access)",
  tag: 'analytics',
  params: taskIdParams,
  query: analyticsWindow,
  reply: successReply(z.record(z.string(), count), { hidden: z.record(z.string(), count) }),
});

/** An author of the top-authors lists; `id` names the author for the author-posts call. */
export const topAuthor = z.object({ id: z.string(), name: z.string(), site: z.string(), channel: z.string(), postCount: count });
export type TopAuthor = z.infer<typeof topAuthor>;

/** Most authors each list returns. */
export const TOP_AUTHOR_LIMIT = 50;

export const topAuthors = endpoint({
  method: 'GET',
  path: '/api/task/:id/analytics/top_authors',
  summary: "The window's most active authors by threads, by comments and by both (readable access)",
  tag: 'analytics',
  params: taskIdParams,
  query: analyticsWindow,
  reply: successReply(z.object({ threads: z.array(topAuthor), comments: z.array(topAuthor), total: z.array(topAuthor) })),
});

export const authorPosts = endpoint({
  method: 'GET',
  path: '/api/task/author',
  summary: "An author's kept posts in the feed (in the window when one is given), newest first, at most 50 (readable access)",
  tag: 'analytics',
  query: z
    .object({
      task_id: z.coerce.number().int().positive(),
      author_id: z.string().min(1).max(200),
      from: z.coerce.number().int().nonnegative().optional(),
      to: z.coerce.number().int().nonnegative().optional(),
    })
    .refine((q) => q.from === undefined || q.to === undefined || q.from < q.to, { message: '"from" must be before "to"', path: ['from'] }),
  reply: successReply(z.array(modalPost)),
});

/** A row of Top sites by activity (spec doc 3 §3). */
export const siteActivity = z.object({ site: z.string(), medium: mediumName, channel: z.string(), postCount: count });
export type SiteActivity = z.infer<typeof siteActivity>;

export const TOP_SITE_LIMIT = 20;

export const topSites = endpoint({
  method: 'GET',
  path: '/api/task/:id/analytics/top_sites',
  summary: "The window's most active sites and channels by threads, by comments and by both, with the Facebook rule of spec doc 3 §9 (readable access)",
  tag: 'analytics',
  params: taskIdParams,
  query: presetOrWindow,
  reply: successReply(z.object({ threads: z.array(siteActivity), comments: z.array(siteActivity), total: z.array(siteActivity) })),
});

/** Most entries a hide list holds, and the longest entry. */
export const MAX_HIDDEN = 500;
export const MAX_HIDDEN_LENGTH = 100;

const hiddenList = z.array(z.string().trim().min(1).max(MAX_HIDDEN_LENGTH)).max(MAX_HIDDEN);

/** What the feed's overview hides (spec doc 3 §3): word-cloud keywords, trending topics and sites of the top threads. */
export const hideSettings = z.object({ keywords: z.array(z.string()), topics: z.array(z.string()), sites: z.array(z.string()) });
export type HideSettings = z.infer<typeof hideSettings>;

export const getHide = endpoint({
  method: 'GET',
  path: '/api/task/:id/overview/hide',
  summary: "The feed's hidden keywords, topics and sites (readable access)",
  tag: 'analytics',
  params: taskIdParams,
  reply: successReply(z.object({ hide: hideSettings })),
});

export const setHide = endpoint({
  method: 'POST',
  path: '/api/task/overview/:id/hide',
  summary: "Replaces the lists given (keywords, topics, sites) of the feed's hide settings and answers the settings (writable access)",
  tag: 'analytics',
  params: taskIdParams,
  body: z
    .object({ keywords: hiddenList.optional(), topics: hiddenList.optional(), sites: hiddenList.optional() })
    .refine((b) => b.keywords !== undefined || b.topics !== undefined || b.sites !== undefined, {
      message: 'Give at least one of keywords, topics or sites',
    }),
  reply: successReply(hideSettings),
});

/** A feed quota of the plan: null means unlimited (spec doc 3 §3 "Plan quotas"). */
export const feedQuota = z.object({ used: count, quota: count.nullable() });
export type FeedQuota = z.infer<typeof feedQuota>;

export const usage = endpoint({
  method: 'GET',
  path: '/api/users/usage',
  summary: "The account's live and ad-hoc feeds against the plan's quotas",
  tag: 'users',
  reply: successReply(z.object({ live: feedQuota, adhoc: feedQuota })),
});
