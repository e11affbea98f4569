import { atom, createStore } from 'jotai';
import type { LoginUser, UserConfig } from '../contract/index.js';
import { DEFAULT_LOADER } from '../rules/loader.js';

/** The user part of the state (spec doc 1 §3), kept for the browser session and restored on load. */
export interface SessionUser {
  username: string;
  user_id: number;
  display_name: string;
  email: string;
  token: string;
  ac_id: number;
  loader: number;
  font: string;
  liveFeedLimit: number | null;
  adhocFeedLimit: number | null;
  exportPerMonthPerTaskQuota: number;
  keywordPerTask: number | null;
  queryModificationPerMonthPerTask: number | null;
  subscribedToSmartFeed: boolean;
  subscribedToAlert: boolean;
  dateFromUnixTime: number | null;
  keywordLimit: number | null;
  trendAccess: Record<string, string[]>;
}

export const SESSION_STORAGE_KEY = 'harbourpulse.session';

/** Builds the session from a login or refresh reply, keeping display settings already known. */
export function sessionFromLogin(user: LoginUser, token: string, config?: Partial<UserConfig>): SessionUser {
  const level = user.acc_level;
  return {
    username: user.username,
    user_id: user.user_id,
    display_name: user.display_name,
    email: user.email,
    token,
    ac_id: user.ac_id,
    loader: config?.loader ?? DEFAULT_LOADER,
    font: config?.font ?? '',
    liveFeedLimit: level.live_limit,
    adhocFeedLimit: level.adhoc_limit,
    exportPerMonthPerTaskQuota: level.export_pm,
    keywordPerTask: level.kw_pt,
    queryModificationPerMonthPerTask: level.live_qry_mod,
    subscribedToSmartFeed: level.smart_feed,
    subscribedToAlert: level.alert,
    dateFromUnixTime: level.date_from,
    keywordLimit: level.keyword_limit,
    trendAccess: level.trend_access,
  };
}

function readStored(): SessionUser | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(SESSION_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

function writeStored(user: SessionUser | null): void {
  try {
    if (user) globalThis.sessionStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
    else globalThis.sessionStorage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode, quota): the session then lives in memory only.
  }
}

const sessionBase = atom<SessionUser | null>(readStored());

/** The logged-in user, or null. Every write is mirrored to sessionStorage. */
export const sessionAtom = atom(
  (get) => get(sessionBase),
  (_get, set, next: SessionUser | null) => {
    writeStored(next);
    set(sessionBase, next);
  },
);

/**
 * The one jotai store of the product. The shell provides it; remotes get the same instance because
 * `shared` is a federation singleton (an atom is found by identity, so a second copy would read defaults).
 */
export const appStore = createStore();

export function currentSession(): SessionUser | null {
  return appStore.get(sessionAtom);
}

export function setSession(user: SessionUser | null): void {
  appStore.set(sessionAtom, user);
}

/** Logs out locally: clears the session, which every feature's state is keyed on. */
export function resetSession(): void {
  setSession(null);
}
