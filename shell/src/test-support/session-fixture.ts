import type { LoginUser } from 'shared/contract';
import { sessionFromLogin, type SessionUser } from 'shared/session';

export const loginUser: LoginUser = {
  user_id: 7,
  username: 'analyst',
  display_name: 'Ada Analyst',
  email: 'ada@example.com',
  ac_id: 3,
  acc_level: {
    live_limit: 3,
    adhoc_limit: null,
    export_pm: 5,
    kw_pt: 50,
    live_qry_mod: 10,
    smart_feed: true,
    alert: false,
    keyword_limit: null,
    date_from: null,
    trend_access: {},
  },
};

export function sessionUser(token = 'token-1'): SessionUser {
  return sessionFromLogin(loginUser, token, { loader: 4, font: '' });
}
