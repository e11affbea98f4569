import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { successReply } from './envelope.js';
import { accessEntry, epochMs, feedType, guidedQuery, mediumName, taskIdParams } from './entities.js';

/** Update frequency (spec doc 1 §9): 0 Real time, 1 Every hour, 2 Every day, 3 On request. */
export const FREQUENCIES = { realTime: 0, hourly: 1, daily: 2, onRequest: 3 } as const;
export const feedFrequency = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type FeedFrequency = z.infer<typeof feedFrequency>;

/** The guided builder's view flags (spec doc 1 §2.6). */
export const guidedView = z.object({ NoExOnly: z.boolean(), ExcludeOnly: z.boolean() });
export type GuidedView = z.infer<typeof guidedView>;

export const MAX_QUERY_LENGTH = 4000;
export const MAX_FEED_NAME_LENGTH = 100;

export const feedKeywords = z.object({
  /** The guided query: groups joined by AND, each with alternatives (`in`) and exclusions (`ex`). */
  guided: guidedQuery,
  /** The boolean query string; the one the server matches with. */
  advanced: z.string().max(MAX_QUERY_LENGTH),
  guidedView,
});
export type FeedKeywords = z.infer<typeof feedKeywords>;

/**
 * What the editor holds and sends (spec doc 1 §3 "Feed editor detail"). Structure only: the spec's
 * checks and their messages (no type, blank name, no keywords...) are applied by the feed rules in
 * `shared/rules`, on the server and in the editor alike, so unset values are allowed here.
 */
export const feedDetail = z.object({
  type: feedType.nullable(),
  name: z.string().max(MAX_FEED_NAME_LENGTH),
  /** 0 means none chosen. */
  indus_id: z.number().int().nonnegative(),
  keywords: feedKeywords,
  /** Language code; '' means not picked. */
  lang: z.string().max(16),
  /** Medium names; null means all. */
  mediums: z.array(mediumName).max(20).nullable(),
  /** Epoch ms of a moment in the picked Hong Kong day; 0 means unset. The server stores the day's bounds. */
  unix_start: epochMs.nonnegative(),
  unix_end: epochMs.nonnegative(),
  frequency: feedFrequency.nullable(),
});
export type FeedDetail = z.infer<typeof feedDetail>;

/** Monthly query changes of one feed: used this month (Hong Kong calendar) and the plan's limit (null = unlimited). */
export const modificationCount = z.object({ used: z.number().int().nonnegative(), limit: z.number().int().nonnegative().nullable() });
export type ModificationCount = z.infer<typeof modificationCount>;

/** Task settings as stored by the server (spec doc 1 §3), plus what the editor needs around them. */
export const taskSettings = z.object({
  task_id: z.number().int(),
  task_name: z.string(),
  task_type: feedType,
  indus_id: z.number().int(),
  query_layer: guidedQuery,
  query_string: z.string(),
  guided_view: guidedView,
  lang_abbr: z.string(),
  /** null means all mediums. */
  list_medium: z.array(mediumName).nullable(),
  /** Stored start: 00:00:00.000 Hong Kong time of the picked day (epoch ms); null when not set. */
  adhoc_from: epochMs.nullable(),
  /** Stored end: 23:59:59.999 Hong Kong time of the picked day; always null for a live feed. */
  adhoc_to: epochMs.nullable(),
  cron: feedFrequency,
  status: z.number().int(),
  writable: z.boolean(),
  last_edit_user: z.string().nullable(),
  last_edit_time: epochMs.nullable(),
  /** When the last save happened (the 60-second throttle counts from it). */
  last_saved_at: epochMs.nullable(),
  mod: modificationCount,
});
export type TaskSettings = z.infer<typeof taskSettings>;

export const create = endpoint({
  method: 'POST',
  path: '/api/task/create',
  summary: 'Create a feed from the editor detail; every check of spec doc 1 §5 and the plan limits apply',
  tag: 'feeds',
  body: feedDetail,
  reply: successReply(taskSettings),
});

export const info = endpoint({
  method: 'GET',
  path: '/api/task/info/:id',
  summary: "A feed's settings (readable access needed)",
  tag: 'feeds',
  params: taskIdParams,
  reply: successReply(taskSettings),
});

export const save = endpoint({
  method: 'POST',
  path: '/api/task/info/:id/save',
  summary: 'Save an edited feed (writable access; monthly change limit; one save per feed per 60 seconds)',
  tag: 'feeds',
  params: taskIdParams,
  body: feedDetail.extend({ taskId: z.number().int().positive() }),
  reply: successReply(taskSettings),
});

export const remove = endpoint({
  method: 'DELETE',
  path: '/api/task/delete/:id',
  summary: 'Delete a feed for good (writable access); answers the new access list',
  tag: 'feeds',
  params: taskIdParams,
  reply: successReply(z.array(accessEntry)),
});

export const PREVIEW_LIMIT = 500;

/** One archived post matching a previewed query. */
export const previewRecord = z.object({
  hash: z.string(),
  author: z.string(),
  timestamp: epochMs,
  thread_title: z.string(),
  message: z.string(),
  site: z.string(),
  medium: mediumName,
  /** The query's terms found in this post, for highlighting. */
  matched: z.array(z.string()),
});
export type PreviewRecord = z.infer<typeof previewRecord>;

export const searchPreview = endpoint({
  method: 'POST',
  path: '/api/task/searchprev',
  summary: 'Preview archived posts matching a boolean query (at most 500, newest first)',
  tag: 'feeds',
  body: z.object({ query: z.string().max(MAX_QUERY_LENGTH) }),
  reply: successReply(z.array(previewRecord), {
    /** Matches found, counted up to the limit: 500 means 500 or more. */
    total: z.number().int().nonnegative(),
  }),
});

export const userInfo = z.object({
  /** Rows the feed's exports by options wrote this Hong Kong calendar month (every user of the account). */
  exported_rows: z.number().int().nonnegative(),
  /** Exports by options of this feed this month, against the plan's export_pm. */
  exports_used: z.number().int().nonnegative(),
  /** Query changes of this feed used this month. */
  mod: z.number().int().nonnegative(),
  display_smart_train_prompt: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const getUserInfo = endpoint({
  method: 'GET',
  path: '/api/task/:id/user_info',
  summary: "The caller's figures for one feed: rows exported this month, query changes used, smart-train prompt flag",
  tag: 'feeds',
  params: taskIdParams,
  reply: successReply(userInfo),
});

export const setUserInfo = endpoint({
  method: 'POST',
  path: '/api/task/:id/user_info',
  summary: 'Turn the smart-train prompt off for this user and feed',
  tag: 'feeds',
  params: taskIdParams,
  body: z.object({ display_smart_train_prompt: z.literal(false) }),
  reply: successReply(userInfo),
});

/** Fills the feed again from the archive for its whole period (what 'On request' feeds are updated by). */
export const refresh = endpoint({
  method: 'POST',
  path: '/api/task/:id/refresh',
  summary: 'Queue a refill of the feed from the archive for its whole period (writable access)',
  tag: 'feeds',
  params: taskIdParams,
  reply: successReply(z.object({ task_id: z.number().int(), queued: z.literal(true) })),
});
