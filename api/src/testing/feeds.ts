import type { FastifyInstance } from 'fastify';
import type { AccountLevel, FeedDetail, GuidedQuery } from 'shared/contract';
import type { Db } from '../db/client.js';
import { createAccount, createUser } from '../features/accounts/accounts.js';
import { login } from './test-app.js';

/** Noon of a Hong Kong calendar day, as the date picker hands a picked day over. */
export const hkNoon = (isoDate: string) => Date.parse(`${isoDate}T12:00:00+08:00`);

/** A guided query of one group with the given alternatives and exclusions. */
export const oneGroup = (include: string[], exclude: string[] = []): GuidedQuery => [{ in: include.map((k) => [k]), ex: exclude.map((k) => [k]) }];

/** A complete live feed detail (the test clock's day is 20 Nov 2026 in Hong Kong). */
export function liveDetail(over: Partial<FeedDetail> = {}): FeedDetail {
  return {
    type: 0,
    name: 'Airport Express',
    indus_id: 9,
    keywords: { guided: oneGroup(['Airport Express', '機場快綫']), advanced: '', guidedView: { NoExOnly: false, ExcludeOnly: false } },
    lang: 'en',
    mediums: ['News', 'Forum'],
    unix_start: hkNoon('2026-11-01'),
    unix_end: 0,
    frequency: 1,
    ...over,
  };
}

export function adhocDetail(over: Partial<FeedDetail> = {}): FeedDetail {
  return liveDetail({ type: 1, name: 'Rugby Sevens 2026', unix_start: hkNoon('2026-03-01'), unix_end: hkNoon('2026-04-30'), frequency: 3, ...over });
}

export function withKeywords(guided: GuidedQuery, advanced = ''): FeedDetail['keywords'] {
  return { guided, advanced, guidedView: { NoExOnly: false, ExcludeOnly: false } };
}

export const PLAN: AccountLevel = {
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

/** A new account with the given plan and one user; answers the user's token. */
export async function accountWithPlan(app: FastifyInstance, db: Db, name: string, plan: Partial<AccountLevel>): Promise<string> {
  const account = await createAccount(db, name, { ...PLAN, ...plan });
  const username = `${name.toLowerCase().replace(/[^a-z]/g, '')}-user`;
  await createUser(db, { accountId: account.id, username, password: 'password-1', displayName: name, email: `${username}@example.hk` });
  return login(app, username, 'password-1');
}

/** The editor's calls, as the browser makes them. */
export function feedCalls(app: FastifyInstance) {
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    app.inject({ method, url, headers: { token }, ...(payload ? { payload } : {}) });
  return {
    create: (token: string, detail: FeedDetail) => send('POST', '/api/task/create', token, detail),
    info: (token: string, id: number) => send('GET', `/api/task/info/${id}`, token),
    save: (token: string, id: number, detail: FeedDetail, taskId = id) => send('POST', `/api/task/info/${id}/save`, token, { ...detail, taskId }),
    remove: (token: string, id: number) => send('DELETE', `/api/task/delete/${id}`, token),
    preview: (token: string, query: string) => send('POST', '/api/task/searchprev', token, { query }),
    userInfo: (token: string, id: number) => send('GET', `/api/task/${id}/user_info`, token),
    hidePrompt: (token: string, id: number) => send('POST', `/api/task/${id}/user_info`, token, { display_smart_train_prompt: false }),
    liveaccess: (token: string) => send('GET', '/api/users/liveaccess', token),
  };
}
