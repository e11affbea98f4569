import {
  api,
  type CountSummary,
  type OverviewPreset,
  type SentimentCountsData,
  type SentimentPoint,
  type SiteActivity,
  type TimelinePoint,
  type TopAuthor,
  type TopThread,
  type TrendingTopic,
} from 'shared/contract';
import { INTERVAL_CODES, type Interval, type TimeWindow } from 'shared/rules';
import { apiClient } from 'shared/session';

/** What the overview reads: one feed over one window ([from, to)); `preset` when the window is a preset ending now. */
export interface OverviewQuery {
  taskId: number;
  window: TimeWindow;
  preset: OverviewPreset | null;
  interval: Interval;
}

export interface WordCloudData {
  /** Word to the number of posts holding it. */
  shown: Record<string, number>;
  /** The feed's hidden keywords with their counts in the window. */
  hidden: Record<string, number>;
}

export interface ByPostKind<T> {
  threads: T[];
  comments: T[];
  total: T[];
}

/** Every widget's data; null while it loads. */
export interface OverviewData {
  stats: CountSummary | null;
  timeline: TimelinePoint[] | null;
  sentiment: { total: SentimentCountsData; points: SentimentPoint[] } | null;
  topics: { shown: TrendingTopic[]; hidden: Record<string, number> } | null;
  engagement: TopThread[] | null;
  growth: TopThread[] | null;
  wordCloud: WordCloudData | null;
  authors: ByPostKind<TopAuthor> | null;
  sites: ByPostKind<SiteActivity> | null;
}

export type Widget = keyof OverviewData;

const zero = { total: 0, previous: 0 };

/** What a widget shows when its call failed (spec doc 3 §4, §8: errors are swallowed and show as empty data). */
export const EMPTY: { [K in Widget]: NonNullable<OverviewData[K]> } = {
  stats: { postCount: zero, threadCount: zero, authorCount: zero, engagementCount: zero, viewCount: zero },
  timeline: [],
  sentiment: { total: { positive: 0, neutral: 0, negative: 0 }, points: [] },
  topics: { shown: [], hidden: {} },
  engagement: [],
  growth: [],
  wordCloud: { shown: {}, hidden: {} },
  authors: { threads: [], comments: [], total: [] },
  sites: { threads: [], comments: [], total: [] },
};

const windowQuery = (q: OverviewQuery) => ({ from: q.window.from, to: q.window.to });
const chartQuery = (q: OverviewQuery) => ({ ...windowQuery(q), range: INTERVAL_CODES[q.interval] as 0 | 1 | 2 | 3 });
// The calls keyed by the date range take the preset by name, so the server applies its preset rules (spec doc 3 §7).
const presetQuery = (q: OverviewQuery) => (q.preset ? { ide: q.preset } : windowQuery(q));

type Call<K extends Widget> = (q: OverviewQuery, signal: AbortSignal) => Promise<NonNullable<OverviewData[K]>>;

/** One call per widget. */
export const CALLS: { [K in Widget]: Call<K> } = {
  stats: async (q, signal) => (await apiClient.call(api.analytics.stats, { params: { id: q.taskId }, query: windowQuery(q) }, { signal })).data,
  timeline: async (q, signal) => (await apiClient.call(api.analytics.linechart, { params: { id: q.taskId }, query: chartQuery(q) }, { signal })).data,
  sentiment: async (q, signal) =>
    (await apiClient.call(api.analytics.sentimentCount, { params: { id: q.taskId }, query: chartQuery(q) }, { signal })).data,
  topics: async (q, signal) => {
    const reply = await apiClient.call(api.analytics.topTerm, { params: { id: q.taskId }, query: presetQuery(q) }, { signal });
    return { shown: reply.data[0]?.term[0]?.result ?? [], hidden: reply.hidden };
  },
  engagement: async (q, signal) =>
    (await apiClient.call(api.analytics.topEngagement, { params: { id: q.taskId }, body: windowQuery(q) }, { signal })).data,
  growth: async (q, signal) => (await apiClient.call(api.analytics.topGrowth, { params: { id: q.taskId }, query: presetQuery(q) }, { signal })).data,
  wordCloud: async (q, signal) => {
    const reply = await apiClient.call(api.analytics.wordcloud, { params: { id: q.taskId }, query: windowQuery(q) }, { signal });
    return { shown: reply.data, hidden: reply.hidden };
  },
  authors: async (q, signal) => (await apiClient.call(api.analytics.topAuthors, { params: { id: q.taskId }, query: windowQuery(q) }, { signal })).data,
  sites: async (q, signal) => (await apiClient.call(api.analytics.topSites, { params: { id: q.taskId }, query: presetQuery(q) }, { signal })).data,
};

/** Widgets drawn per time bucket: they are read again when the interval changes. */
export const CHART_WIDGETS: readonly Widget[] = ['timeline', 'sentiment'];
/** Widgets of a live feed only (spec doc 3 §2): trending topics and the growth view of top threads. */
export const LIVE_WIDGETS: readonly Widget[] = ['topics', 'growth'];
export const WINDOW_WIDGETS: readonly Widget[] = ['stats', 'topics', 'engagement', 'growth', 'wordCloud', 'authors', 'sites'];
