import type { PostSearchInput, TaskSettings } from 'shared/contract';
import {
  customRangeError,
  defaultCustomRange,
  earliestPostsDay,
  endFromDayInput,
  isCommentOf,
  presetRange,
  startFromDayInput,
} from 'shared/rules';
import type { PostsView } from './url-state';

export type FeedPeriod = Pick<TaskSettings, 'task_type' | 'adhoc_from' | 'adhoc_to'>;

/**
 * The period the posts are read for: a live feed's preset ending now; an ad-hoc feed's picked range when it
 * is allowed, otherwise its period cut to the last 3 months.
 */
export function periodOf(view: PostsView, feed: FeedPeriod, now: number): { from: number; to: number } {
  if (feed.task_type === 0) return presetRange(view.timeframe, now);
  const ctx = { now, feedStart: feed.adhoc_from, feedEnd: feed.adhoc_to };
  if (view.range) {
    const picked = { from: startFromDayInput(view.range.from), to: endFromDayInput(view.range.to) };
    if (customRangeError(picked, ctx) === null) return picked;
  }
  return defaultCustomRange(ctx) ?? { from: earliestPostsDay(now), to: now };
}

/** The body of POST /api/task/search for the view (spec doc 2 §7). */
export function searchBody(taskId: number, view: PostsView, feed: FeedPeriod & Pick<TaskSettings, 'list_medium'>, now: number): PostSearchInput {
  const { from, to } = periodOf(view, feed, now);
  return {
    task_id: taskId,
    from,
    to,
    sites: view.sites,
    mediums: feed.list_medium,
    is_comment: isCommentOf(view.types),
    size: view.size,
    offset: (view.page - 1) * view.size,
    query: view.search,
    sort: view.sort,
    spam: false,
    sentiment: view.sentiments,
  };
}
