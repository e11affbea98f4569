import type { AccessEntry } from '../contract/index.js';
import { compactNumber } from './compact-number.js';
import { LAST_24_HRS_LABEL } from './feed-constants.js';
import { averageDiffText, comparePercent, type PercentDiff } from './percent-diff.js';

/** My Feeds search (spec doc 1 §2.4): case-insensitive substring of the name; a blank query keeps all. */
export function filterFeedsByName<T extends Pick<AccessEntry, 'task_name'>>(feeds: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...feeds];
  return feeds.filter((f) => f.task_name.toLowerCase().includes(needle));
}

export type FeedFigure =
  | { kind: 'live'; threadsText: string; diff: PercentDiff; diffText: string }
  | { kind: 'adhoc'; totalText: string };

/**
 * The figure of a feed card (spec doc 1 §2.4): live feeds show the threads of the last 24 hrs and how that
 * compares with the average; ad-hoc feeds the total thread count with the word total.
 */
export function feedFigure(feed: Pick<AccessEntry, 'task_type' | 'stat' | 'total_threads'>): FeedFigure {
  if (feed.task_type === 1) return { kind: 'adhoc', totalText: `${compactNumber(feed.total_threads)} total` };
  const { total, prev_avg } = feed.stat.thread_count;
  const diff = comparePercent(total, prev_avg);
  const noun = total === 1 ? 'thread' : 'threads';
  return {
    kind: 'live',
    threadsText: `${compactNumber(total)} ${noun} in the ${LAST_24_HRS_LABEL.toLowerCase()}`,
    diff,
    diffText: averageDiffText(diff),
  };
}

/** The sparkline needs more than one point (spec doc 1 §9). */
export function canDrawSparkline(points: readonly unknown[]): boolean {
  return points.length > 1;
}

/** A card has data once anything was collected for it; otherwise it reads 'No data available yet'. */
export function feedHasData(feed: Pick<AccessEntry, 'total_threads' | 'stat' | 'line'>): boolean {
  return feed.total_threads > 0 || feed.stat.thread_count.total > 0 || feed.line.points.some((p) => p.count > 0);
}
