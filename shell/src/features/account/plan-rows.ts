import type { SessionUser } from 'shared/session';

export interface PlanRow {
  label: string;
  value: string;
}

const limit = (value: number | null): string => (value === null ? 'Unlimited' : value.toLocaleString('en-HK'));
const included = (on: boolean): string => (on ? 'Included' : 'Not included');

/** The plan as the account page lists it; a null limit means unlimited (spec doc 1 §3). */
export function planRows(user: SessionUser): PlanRow[] {
  return [
    { label: 'Live feeds', value: limit(user.liveFeedLimit) },
    { label: 'Ad-hoc feeds', value: limit(user.adhocFeedLimit) },
    { label: 'Keywords per feed', value: limit(user.keywordPerTask) },
    { label: 'Keywords in total', value: limit(user.keywordLimit) },
    { label: 'Query changes per feed per month', value: limit(user.queryModificationPerMonthPerTask) },
    {
      label: 'Exports per feed per month',
      value: user.exportPerMonthPerTaskQuota > 0 ? limit(user.exportPerMonthPerTaskQuota) : 'Not included',
    },
    { label: 'Smart feed (custom AI tagging)', value: included(user.subscribedToSmartFeed) },
    { label: 'Alerts', value: included(user.subscribedToAlert) },
    {
      label: 'Earliest feed start',
      value:
        user.dateFromUnixTime === null
          ? 'No limit'
          : new Date(user.dateFromUnixTime).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Hong_Kong' }),
    },
  ];
}
