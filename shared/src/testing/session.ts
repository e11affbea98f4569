import type { AccountLevel } from '../contract/index.js';
import type { SessionUser } from '../session/index.js';

/** A logged-in analyst; plan fields as given. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    username: 'analyst',
    user_id: 1,
    display_name: 'Ada Analyst',
    email: 'analyst@example.com',
    token: 'test-token',
    ac_id: 1,
    loader: 4,
    font: '',
    liveFeedLimit: 3,
    adhocFeedLimit: 3,
    exportPerMonthPerTaskQuota: 5,
    keywordPerTask: 50,
    queryModificationPerMonthPerTask: 10,
    subscribedToSmartFeed: true,
    subscribedToAlert: false,
    dateFromUnixTime: null,
    keywordLimit: null,
    trendAccess: {},
    ...overrides,
  };
}

/** A plan with every limit lifted and every option off: tests change only what they are about. */
export const unlimitedPlan: AccountLevel = {
  live_limit: null,
  adhoc_limit: null,
  export_pm: 0,
  kw_pt: null,
  live_qry_mod: null,
  smart_feed: false,
  alert: false,
  keyword_limit: null,
  date_from: null,
  trend_access: {},
};
