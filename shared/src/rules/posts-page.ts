import { UNASSIGNED_SENTIMENT, type SentimentFilter, type SentimentValue } from '../contract/index.js';
import { DATE_AFTER_TODAY, HK_OFFSET_MS, START_AFTER_END, hkDayStart } from './feed-dates.js';
import { formatMediumDate } from './date-format.js';

// Rules of a feed's Posts screen (spec doc 2 §4, §5, §9).

/** Pages shown on each side of the current one (spec doc 2 §9). */
export const PAGINATION_SIBLINGS = 3;

export type PaginationItem = number | 'gap';

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page buttons: the first and last page always, `siblings` pages on each side of the current one, and a gap
 * where pages are left out. A gap never stands for a single page (that page is shown instead).
 */
export function paginationItems(page: number, pages: number, siblings = PAGINATION_SIBLINGS): PaginationItem[] {
  const current = Math.min(Math.max(1, page), Math.max(1, pages));
  const shown = new Set<number>([1, pages]);
  for (let p = current - siblings; p <= current + siblings; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  for (const p of sorted) {
    const previous = items[items.length - 1];
    if (typeof previous === 'number' && p - previous === 2) items.push(p - 1);
    else if (typeof previous === 'number' && p - previous > 2) items.push('gap');
    items.push(p);
  }
  return items;
}

export const GO_TO_PAGE_ERROR = 'Enter a page number from 1 to';

/**
 * The go-to-page input (spec doc 2 §5): empty, or a whole number from 1 to the page count. Answers the page to
 * go to, null for empty, or the message for anything else.
 */
export function goToPage(text: string, pages: number): { page: number | null } | { error: string } {
  const value = text.trim();
  if (value === '') return { page: null };
  if (!/^\d+$/.test(value)) return { error: `${GO_TO_PAGE_ERROR} ${pages}` };
  const page = Number(value);
  return page >= 1 && page <= pages ? { page } : { error: `${GO_TO_PAGE_ERROR} ${pages}` };
}

/** The medium filter's label when more than this many sites are chosen (spec doc 2 §9). */
export const MULTIPLE_MEDIUM_LABEL = 'Multiple medium';
export const MULTIPLE_MEDIUM_OVER = 3;
export const ALL_MEDIUMS_LABEL = 'All mediums';

/**
 * The medium filter's label: 'All mediums' when nothing is left out, 'Multiple medium' over 3 chosen sites,
 * otherwise the mediums of the chosen sites.
 */
export function mediumFilterLabel(chosen: readonly { medium: string; sites: readonly string[] }[], allChosen: boolean): string {
  if (allChosen) return ALL_MEDIUMS_LABEL;
  const siteCount = chosen.reduce((n, m) => n + m.sites.length, 0);
  if (siteCount > MULTIPLE_MEDIUM_OVER) return MULTIPLE_MEDIUM_LABEL;
  return chosen.filter((m) => m.sites.length > 0).map((m) => m.medium).join(', ');
}

export const MEDIUM_REQUIRED = 'Please select at least one medium';

/** Post text is cut at 100 characters, a thread title in the thread viewer at 25 (spec doc 2 §9). */
export const POST_TEXT_LIMIT = 100;
export const VIEWER_TITLE_LIMIT = 25;
export const TRUNCATION_MARK = ' ...';

/** The first `limit` characters and ' ...' when the text is longer; characters are code points, so no emoji is split. */
export function truncateText(text: string, limit: number): string {
  const chars = Array.from(text);
  return chars.length > limit ? `${chars.slice(0, limit).join('')}${TRUNCATION_MARK}` : text;
}

export function isTruncated(text: string, limit: number): boolean {
  return Array.from(text).length > limit;
}

const DAY_MS = 86_400_000;

/**
 * Timeframe presets of live feeds (spec doc 2 §4): -1 is now (the end of every preset), -2 one day ago,
 * -3 seven days ago (the default), -4 31 days ago.
 */
export const TIMEFRAME_PRESETS = [
  { code: -2, label: 'Last 24 hours', days: 1 },
  { code: -3, label: 'Last 7 days', days: 7 },
  { code: -4, label: 'Last 31 days', days: 31 },
] as const;
export type TimeframePreset = (typeof TIMEFRAME_PRESETS)[number]['code'];
export const TIMEFRAME_NOW = -1;
export const DEFAULT_TIMEFRAME: TimeframePreset = -3;

export function isTimeframePreset(code: number): code is TimeframePreset {
  return TIMEFRAME_PRESETS.some((p) => p.code === code);
}

/** The moment a timeframe code stands for: -1 now, the presets that many days before now. */
export function timeframeMoment(code: TimeframePreset | typeof TIMEFRAME_NOW, now: number): number {
  if (code === TIMEFRAME_NOW) return now;
  const preset = TIMEFRAME_PRESETS.find((p) => p.code === code)!;
  return now - preset.days * DAY_MS;
}

export function presetRange(code: TimeframePreset, now: number): { from: number; to: number } {
  return { from: timeframeMoment(code, now), to: timeframeMoment(TIMEFRAME_NOW, now) };
}

/** The posts screen shows at most 3 months back (spec doc 2 §5, §9). */
export const POSTS_HISTORY_MONTHS = 3;
export const POSTS_HISTORY_ERROR = 'Only 3 months of data can be displayed';

/** The first Hong Kong day the custom range may start on: the same day 3 months ago (clamped to month ends). */
export function earliestPostsDay(now: number): number {
  const hk = new Date(hkDayStart(now) + HK_OFFSET_MS);
  const year = hk.getUTCFullYear();
  const month = hk.getUTCMonth() - POSTS_HISTORY_MONTHS;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return hkDayStart(Date.UTC(year, month, Math.min(hk.getUTCDate(), lastDay), 4));
}

export function feedStartMessage(start: number): string {
  return `Dates cannot be before the feed starts (${formatMediumDate(start)})`;
}

export function feedEndMessage(end: number): string {
  return `Dates cannot be after the feed ends (${formatMediumDate(end)})`;
}

/**
 * The custom range of an ad-hoc feed's posts (spec doc 2 §5): no future day, not older than 3 months, inside the
 * feed's period, start not after end. Compared by Hong Kong day.
 */
export function customRangeError(range: { from: number; to: number }, ctx: { now: number; feedStart: number | null; feedEnd: number | null }): string | null {
  const from = hkDayStart(range.from);
  const to = hkDayStart(range.to);
  if (from > hkDayStart(ctx.now) || to > hkDayStart(ctx.now)) return DATE_AFTER_TODAY;
  if (from < earliestPostsDay(ctx.now)) return POSTS_HISTORY_ERROR;
  if (ctx.feedStart !== null && from < hkDayStart(ctx.feedStart)) return feedStartMessage(ctx.feedStart);
  if (ctx.feedEnd !== null && to > hkDayStart(ctx.feedEnd)) return feedEndMessage(ctx.feedEnd);
  if (to < from) return START_AFTER_END;
  return null;
}

/**
 * The default custom range of an ad-hoc feed: its period cut to what may be shown (3 months back, not after
 * today). Null when none of its period can be shown.
 */
export function defaultCustomRange(ctx: { now: number; feedStart: number | null; feedEnd: number | null }): { from: number; to: number } | null {
  const earliest = earliestPostsDay(ctx.now);
  const lastDay = hkDayStart(ctx.now);
  const to = Math.min(ctx.feedEnd !== null ? hkDayStart(ctx.feedEnd) : lastDay, lastDay);
  const from = Math.max(ctx.feedStart !== null ? hkDayStart(ctx.feedStart) : earliest, earliest);
  if (to < from) return null;
  return { from, to: to + DAY_MS - 1 };
}

/** Post-type filter codes (spec doc 2 §4): 0 all, 1 comments only, 2 threads only. */
export const POST_TYPES = { all: 0, comments: 1, threads: 2 } as const;
export type PostTypeCode = (typeof POST_TYPES)[keyof typeof POST_TYPES];
export const POST_TYPE_REQUIRED = 'Please select at least one post type';

export function postTypeCode(types: { threads: boolean; comments: boolean }): PostTypeCode | null {
  if (types.threads && types.comments) return POST_TYPES.all;
  if (types.comments) return POST_TYPES.comments;
  if (types.threads) return POST_TYPES.threads;
  return null;
}

export function postTypesOf(code: PostTypeCode): { threads: boolean; comments: boolean } {
  return { threads: code !== POST_TYPES.comments, comments: code !== POST_TYPES.threads };
}

/** Ticks or unticks one type; at least one must stay ticked. */
export function togglePostType(code: PostTypeCode, type: 'threads' | 'comments'): { code: PostTypeCode } | { error: string } {
  const types = postTypesOf(code);
  const next = postTypeCode({ ...types, [type]: !types[type] });
  return next === null ? { error: POST_TYPE_REQUIRED } : { code: next };
}

/** The search's is_comment: null both, true comments only, false threads only. */
export function isCommentOf(code: PostTypeCode): boolean | null {
  return code === POST_TYPES.all ? null : code === POST_TYPES.comments;
}

/** Sentiment filter choices in the order shown (spec doc 2 §9). */
export const SENTIMENT_FILTERS: readonly { value: SentimentFilter; label: string }[] = [
  { value: 1, label: 'Positive' },
  { value: 0, label: 'Neutral' },
  { value: -1, label: 'Negative' },
  { value: UNASSIGNED_SENTIMENT, label: 'Unassigned' },
];

/** What the sentiment picker sets (spec doc 2 §2). */
export const SENTIMENT_CHOICES: readonly { value: SentimentValue; label: string }[] = [
  { value: 1, label: 'Positive' },
  { value: 0, label: 'Neutral' },
  { value: -1, label: 'Negative' },
];
export const SENTIMENT_PENDING = 'Analyzing Sentiment ...';

export function sentimentLabel(value: SentimentValue | null): string {
  return SENTIMENT_CHOICES.find((c) => c.value === value)?.label ?? SENTIMENT_PENDING;
}

/** Collected links are untrusted: only http(s) URLs become links. */
export function safeHttpUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Totals are shown exactly, with thousands separators: analysts compare them. */
export function formatTotal(total: number): string {
  return total.toLocaleString('en-US');
}
