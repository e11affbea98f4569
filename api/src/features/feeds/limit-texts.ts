import { FEED_TYPE_LABELS } from 'shared/rules';
import type { FeedType } from 'shared/contract';

/** The plan-limit refusals say which limit was reached and how to get more (the UI adds the upgrade notice). */
export function feedLimitText(type: FeedType, limit: number): string {
  const kind = FEED_TYPE_LABELS[type].toLowerCase();
  return `Your plan allows ${limit} ${kind} ${limit === 1 ? 'feed' : 'feeds'} and all are in use. Upgrade your plan to create more feeds.`;
}

export function modificationLimitText(limit: number): string {
  return `This feed's query can be changed ${limit} ${limit === 1 ? 'time' : 'times'} a month and this month's changes are used up. Upgrade your plan to change it more often.`;
}
