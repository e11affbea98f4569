import type { FeedType } from 'shared/contract';

export type FeedTab = 'overview' | 'posts' | 'compare';

export const FEED_TAB_LABELS: Record<FeedTab, string> = { overview: 'Overview', posts: 'Posts', compare: 'Compare' };

/** Overview, Posts, and Compare for ad-hoc feeds only (spec doc 1 §2.5). */
export function feedTabs(taskType: FeedType): FeedTab[] {
  return taskType === 1 ? ['overview', 'posts', 'compare'] : ['overview', 'posts'];
}

/** A feed id from the URL: digits only, otherwise null (and the page shows No Access). */
export function parseTaskId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/**
 * The tab a path shows: the segment after /feed/{id}; the bare path and unknown segments show Overview
 * (spec doc 1 §2.1).
 */
export function activeFeedTab(pathname: string, tabs: readonly FeedTab[]): FeedTab {
  const segment = pathname.replace(/\/+$/, '').split('/')[3];
  return tabs.find((t) => t === segment) ?? 'overview';
}
