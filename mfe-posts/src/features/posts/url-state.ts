import { PAGE_SIZES, POST_SORTS, sentimentFilter, type PostSort, type SentimentFilter } from 'shared/contract';
import { DEFAULT_TIMEFRAME, POST_TYPES, isTimeframePreset, type PostTypeCode, type TimeframePreset } from 'shared/rules';

export type PageSize = (typeof PAGE_SIZES)[number];

/** The screen's state, kept in the URL so reload, back and shared links show the same posts. */
export interface PostsView {
  page: number;
  size: PageSize;
  sort: PostSort;
  types: PostTypeCode;
  /** Sites chosen; null is every site of the feed's mediums. */
  sites: string[] | null;
  sentiments: SentimentFilter[];
  /** Live feeds' preset. */
  timeframe: TimeframePreset;
  /** Ad-hoc feeds' custom range as Hong Kong days ('YYYY-MM-DD'); null until the user picks one. */
  range: { from: string; to: string } | null;
  /** Applied by the feed sub-header's search box (mfe-feeds), which owns the parameter. */
  search: string;
}

export const PARAM = {
  page: 'page',
  size: 'size',
  sort: 'sort',
  types: 'type',
  sites: 'site',
  sentiments: 'sentiment',
  timeframe: 'range',
  from: 'from',
  to: 'to',
  search: 'search',
} as const;

const DAY_INPUT = /^\d{4}-\d{2}-\d{2}$/;
const POST_TYPE_CODES: readonly number[] = Object.values(POST_TYPES);

function positiveInt(value: string | null): number | null {
  return value !== null && /^\d+$/.test(value) && Number(value) >= 1 ? Number(value) : null;
}

/** Reads the view from the URL; anything missing or unknown takes its default. */
export function readView(params: URLSearchParams): PostsView {
  const size = positiveInt(params.get(PARAM.size));
  const sort = params.get(PARAM.sort);
  const types = Number(params.get(PARAM.types) ?? POST_TYPES.all);
  const timeframe = Number(params.get(PARAM.timeframe) ?? DEFAULT_TIMEFRAME);
  const sites = params.getAll(PARAM.sites).filter((s) => s !== '');
  const from = params.get(PARAM.from) ?? '';
  const to = params.get(PARAM.to) ?? '';
  const sentiments = [
    ...new Set(params.getAll(PARAM.sentiments).flatMap((raw) => {
      const parsed = sentimentFilter.safeParse(Number(raw));
      return raw !== '' && parsed.success ? [parsed.data] : [];
    })),
  ];
  return {
    page: positiveInt(params.get(PARAM.page)) ?? 1,
    size: PAGE_SIZES.find((s) => s === size) ?? PAGE_SIZES[0],
    sort: POST_SORTS.find((s) => s === sort) ?? 'unix_timestamp',
    types: (POST_TYPE_CODES.includes(types) ? types : POST_TYPES.all) as PostTypeCode,
    sites: sites.length > 0 ? sites : null,
    sentiments,
    timeframe: isTimeframePreset(timeframe) ? timeframe : DEFAULT_TIMEFRAME,
    range: DAY_INPUT.test(from) && DAY_INPUT.test(to) ? { from, to } : null,
    search: params.get(PARAM.search)?.trim() ?? '',
  };
}

export type ViewChange = Partial<Omit<PostsView, 'search'>>;

/**
 * The URL after a change. Defaults are left out to keep links short. Any change but the page's resets the page
 * to 1 (spec doc 2 §4); the search parameter belongs to the sub-header and is kept as it is.
 */
export function applyChange(params: URLSearchParams, change: ViewChange): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  const setAll = (key: string, values: readonly (string | number)[] | null) => {
    next.delete(key);
    for (const v of values ?? []) next.append(key, String(v));
  };
  if (change.size !== undefined) set(PARAM.size, change.size === PAGE_SIZES[0] ? null : String(change.size));
  if (change.sort !== undefined) set(PARAM.sort, change.sort === 'unix_timestamp' ? null : change.sort);
  if (change.types !== undefined) set(PARAM.types, change.types === POST_TYPES.all ? null : String(change.types));
  if (change.sites !== undefined) setAll(PARAM.sites, change.sites);
  if (change.sentiments !== undefined) setAll(PARAM.sentiments, change.sentiments);
  if (change.timeframe !== undefined) set(PARAM.timeframe, change.timeframe === DEFAULT_TIMEFRAME ? null : String(change.timeframe));
  if (change.range !== undefined) {
    set(PARAM.from, change.range?.from ?? null);
    set(PARAM.to, change.range?.to ?? null);
  }
  set(PARAM.page, change.page !== undefined && change.page > 1 ? String(change.page) : null);
  return next;
}

/** Whether the user narrowed the posts (the search included): the empty state then offers to clear the filters. */
export function isFiltered(view: PostsView): boolean {
  return (
    view.search !== '' ||
    view.types !== POST_TYPES.all ||
    view.sites !== null ||
    view.sentiments.length > 0 ||
    view.timeframe !== DEFAULT_TIMEFRAME ||
    view.range !== null
  );
}

/** The URL with every filter and the date range cleared, the search included; the page size and sort stay. */
export function clearFilters(params: URLSearchParams): URLSearchParams {
  const next = applyChange(params, { types: POST_TYPES.all, sites: null, sentiments: [], timeframe: DEFAULT_TIMEFRAME, range: null });
  next.delete(PARAM.search);
  return next;
}
