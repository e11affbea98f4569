import type { LoginUser } from '../contract/index.js';
import { SESSION_STORAGE_KEY, appStore, currentSession, resetSession, sessionAtom, sessionFromLogin, setSession } from './session-store.js';

const user: LoginUser = {
  user_id: 7,
  username: 'analyst',
  display_name: 'Ada Analyst',
  email: 'ada@example.hk',
  ac_id: 3,
  acc_level: {
    live_limit: 10,
    adhoc_limit: null,
    export_pm: 20,
    kw_pt: 100,
    live_qry_mod: 30,
    smart_feed: true,
    alert: false,
    keyword_limit: null,
    date_from: 1577808000000,
    trend_access: { '1': ['Latest'] },
  },
};

afterEach(() => resetSession());

describe('sessionFromLogin', () => {
  it('maps the server fields to the session fields of the spec', () => {
    expect(sessionFromLogin(user, 'tok', { font: 'default', loader: 2 })).toEqual({
      username: 'analyst',
      user_id: 7,
      display_name: 'Ada Analyst',
      email: 'ada@example.hk',
      token: 'tok',
      ac_id: 3,
      loader: 2,
      font: 'default',
      liveFeedLimit: 10,
      adhocFeedLimit: null,
      exportPerMonthPerTaskQuota: 20,
      keywordPerTask: 100,
      queryModificationPerMonthPerTask: 30,
      subscribedToSmartFeed: true,
      subscribedToAlert: false,
      dateFromUnixTime: 1577808000000,
      keywordLimit: null,
      trendAccess: { '1': ['Latest'] },
    });
  });

  it('uses the default loader (4) until the config is known', () => {
    expect(sessionFromLogin(user, 'tok').loader).toBe(4);
  });
});

describe('the session store', () => {
  it('keeps the session in sessionStorage and clears it on reset', () => {
    const session = sessionFromLogin(user, 'tok');
    setSession(session);
    expect(currentSession()).toEqual(session);
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(session);

    resetSession();
    expect(appStore.get(sessionAtom)).toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('restores the session stored by an earlier page load', () => {
    const session = sessionFromLogin(user, 'restored-token');
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    jest.isolateModules(() => {
      // A fresh module instance reads storage as a page load does.
      const fresh = jest.requireActual<typeof import('./session-store.js')>('./session-store');
      expect(fresh.currentSession()?.token).toBe('restored-token');
    });
  });

  it('starts logged out when the stored value is unreadable', () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('./session-store.js')>('./session-store');
      expect(fresh.currentSession()).toBeNull();
    });
  });
});
