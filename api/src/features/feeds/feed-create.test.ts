import { eq } from 'drizzle-orm';
import { taskSettings, type FeedDetail } from 'shared/contract';
import { KEYWORD_CHAR_ERROR, guidedToQuery } from 'shared/query';
import { RANGE_TOO_LONG } from 'shared/rules';
import { tasks } from '../../db/schema.js';
import { accountWithPlan, adhocDetail, feedCalls, hkNoon, liveDetail, oneGroup, withKeywords } from '../../testing/feeds.js';
import { login, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let call: ReturnType<typeof feedCalls>;
let analyst: string;
beforeAll(async () => {
  t = await startTestApp();
  call = feedCalls(t.app);
  analyst = await login(t.app, 'analyst', 'analyst-demo');
});
afterAll(() => t.close());

const words = (n: number, prefix = 'k') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

async function refused(detail: FeedDetail, token = analyst) {
  const res = await call.create(token, detail);
  return { status: res.statusCode, ...(res.json() as { result: string; error: string }) };
}

describe('POST /api/task/create', () => {
  it('stores a live feed from its first Hong Kong moment, with no end, and answers its settings', async () => {
    const res = await call.create(analyst, liveDetail({ name: '  Airport Express  ' }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(taskSettings.parse(body.data)).toEqual(body.data);
    expect(body.data).toMatchObject({
      task_name: 'Airport Express',
      task_type: 0,
      indus_id: 9,
      lang_abbr: 'en',
      list_medium: ['News', 'Forum'],
      adhoc_from: Date.parse('2026-11-01T00:00:00+08:00'),
      adhoc_to: null,
      cron: 1,
      status: 1,
      writable: true,
      last_edit_user: 'Ada Analyst',
      last_edit_time: t.clock.now().getTime(),
      last_saved_at: null,
      mod: { used: 0, limit: 30 },
    });
    expect(body.data.query_string).toBe(guidedToQuery(oneGroup(['Airport Express', '機場快綫'])));
  });

  it('stores an ad-hoc range as the bounds of the picked Hong Kong days', async () => {
    // 1 Mar 2026 00:30 HK is still 28 Feb in UTC: the stored start must be 1 Mar 00:00 HK.
    const res = await call.create(analyst, adhocDetail({ unix_start: Date.parse('2026-03-01T00:30:00+08:00'), unix_end: Date.parse('2026-04-30T23:30:00+08:00') }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      task_type: 1,
      adhoc_from: Date.parse('2026-03-01T00:00:00+08:00'),
      adhoc_to: Date.parse('2026-04-30T23:59:59.999+08:00'),
      cron: 3,
    });
  });

  it('normalises the guided query, keeps the advanced string and the view flags', async () => {
    const detail = liveDetail({
      name: 'Normalised',
      keywords: {
        guided: [{ in: [['MTR'], ['MTR'], ['  '], ['港鐵']], ex: [['Disneyland']] }],
        advanced: 'MTR AND NOT Disneyland',
        guidedView: { NoExOnly: true, ExcludeOnly: false },
      },
    });
    const body = (await call.create(analyst, detail)).json();
    expect(body.data.query_layer).toEqual([{ in: [['MTR'], ['港鐵']], ex: [['Disneyland']] }]);
    expect(body.data.query_string).toBe('MTR AND NOT Disneyland');
    expect(body.data.guided_view).toEqual({ NoExOnly: true, ExcludeOnly: false });
  });

  it('adds the new feed, writable, to the creator\'s access list', async () => {
    const before = (await call.liveaccess(analyst)).json().data.length;
    const created = (await call.create(analyst, liveDetail({ name: 'Listed' }))).json().data;
    const list = (await call.liveaccess(analyst)).json().data;
    expect(list).toHaveLength(before + 1);
    expect(list.find((e: { task_id: number }) => e.task_id === created.task_id)).toMatchObject({ task_name: 'Listed', readable: true, writable: true, task_type: 0 });
  });

  it.each<[string, Partial<FeedDetail>, string]>([
    ['type null', { type: null }, 'No feed type selected'],
    ['a blank name', { name: '   ' }, 'Feed name has not been set yet'],
    ['no keywords', { keywords: withKeywords([{ in: [['']], ex: [] }]) }, 'Keywords has not been set yet'],
    ['no language', { lang: '' }, 'No AI Language picked'],
    ['an empty medium list', { mediums: [] }, 'No medium selected'],
    ['no start date', { unix_start: 0 }, 'No start date selected'],
    ['no frequency', { frequency: null }, 'No update frequency selected'],
  ])('refuses %s with the spec message', async (_, over, message) => {
    expect(await refused(liveDetail(over))).toEqual({ status: 400, result: 'invalid_request', error: message });
  });

  it('refuses an ad-hoc feed without an end date', async () => {
    expect(await refused(adhocDetail({ unix_end: 0 }))).toMatchObject({ status: 400, error: 'No end date selected' });
  });

  it('caps an ad-hoc feed at 100 include keywords whatever the plan', async () => {
    const unlimited = await accountWithPlan(t.app, t.db, 'Unlimited Keywords', {});
    expect(await refused(adhocDetail({ keywords: withKeywords(oneGroup(words(101))) }), unlimited)).toEqual({
      status: 400,
      result: 'limit_reached',
      error: 'Keywords exceed the limit',
    });
    const atCap = await call.create(unlimited, adhocDetail({ keywords: withKeywords(oneGroup(words(100), words(30, 'x'))) }));
    expect(atCap.statusCode).toBe(200);
    expect((await call.create(unlimited, liveDetail({ keywords: withKeywords(oneGroup(words(150))) }))).statusCode).toBe(200);
    const typed = withKeywords(oneGroup(['k0']), words(101).join(' OR '));
    expect(await refused(adhocDetail({ keywords: typed }), unlimited)).toMatchObject({ status: 400, result: 'limit_reached' });
  });

  it.each(['*', '/', 'MTR*', 'a/b'])("refuses the keyword %s with the spec's character error", async (keyword) => {
    expect(await refused(liveDetail({ keywords: withKeywords(oneGroup(['MTR'], [keyword])) }))).toEqual({
      status: 400,
      result: 'invalid_request',
      error: KEYWORD_CHAR_ERROR,
    });
  });

  it('refuses an advanced query that does not parse, with the parser\'s message', async () => {
    const res = await refused(liveDetail({ keywords: withKeywords(oneGroup(['MTR']), '(MTR OR') }));
    expect(res.status).toBe(400);
    expect(res.error).toMatch(/^Expected .+ at position \d+$/);
  });

  it('refuses an ad-hoc frequency other than On request', async () => {
    expect(await refused(adhocDetail({ frequency: 0 }))).toEqual({ status: 400, result: 'invalid_request', error: 'An ad-hoc feed is updated on request only' });
  });

  it('refuses unknown industries and languages', async () => {
    expect(await refused(liveDetail({ indus_id: 9999 }))).toMatchObject({ status: 400, error: 'Choose an industry from the list' });
    expect(await refused(liveDetail({ lang: 'xx' }))).toMatchObject({ status: 400, error: 'Pick a language from the list' });
    expect((await call.create(analyst, liveDetail({ name: 'No industry', indus_id: 0 }))).statusCode).toBe(200);
  });

  it('refuses a medium the contract does not know', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/task/create', headers: { token: analyst }, payload: { ...liveDetail(), mediums: ['Fax'] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().result).toBe('invalid_request');
  });
});

describe('dates on create', () => {
  it('allows today and refuses tomorrow (Hong Kong days)', async () => {
    expect((await call.create(analyst, adhocDetail({ name: 'Until today', unix_start: hkNoon('2026-11-01'), unix_end: Date.parse('2026-11-20T23:59:00+08:00') }))).statusCode).toBe(200);
    expect(await refused(adhocDetail({ unix_start: hkNoon('2026-11-01'), unix_end: hkNoon('2026-11-21') }))).toMatchObject({ status: 400, error: 'Dates cannot be later than today' });
    expect(await refused(liveDetail({ unix_start: hkNoon('2026-11-21') }))).toMatchObject({ status: 400, error: 'Dates cannot be later than today' });
  });

  it("refuses a start before the plan's earliest date", async () => {
    const token = await accountWithPlan(t.app, t.db, 'Recent Data', { date_from: Date.parse('2026-06-01T00:00:00+08:00') });
    expect(await refused(liveDetail({ unix_start: hkNoon('2026-05-31') }), token)).toEqual({
      status: 400,
      result: 'invalid_request',
      error: 'Your plan allows a start date from Jun 1, 2026 onward',
    });
    expect((await call.create(token, liveDetail({ unix_start: hkNoon('2026-06-01') }))).statusCode).toBe(200);
  });

  it('refuses an ad-hoc start before 1 Jan 2020 Hong Kong time', async () => {
    expect(await refused(adhocDetail({ unix_start: hkNoon('2019-12-31'), unix_end: hkNoon('2020-01-10') }))).toMatchObject({
      status: 400,
      error: 'Data is available from Jan 1, 2020 onward',
    });
    expect((await call.create(analyst, adhocDetail({ name: 'First day', unix_start: hkNoon('2020-01-01'), unix_end: hkNoon('2020-01-10') }))).statusCode).toBe(200);
  });

  it('allows 365 days of data and refuses 366', async () => {
    expect((await call.create(analyst, adhocDetail({ name: 'A year', unix_start: hkNoon('2025-01-01'), unix_end: hkNoon('2025-12-31') }))).statusCode).toBe(200);
    expect(await refused(adhocDetail({ unix_start: hkNoon('2025-01-01'), unix_end: hkNoon('2026-01-01') }))).toEqual({
      status: 400,
      result: 'invalid_request',
      error: RANGE_TOO_LONG,
    });
  });

  it('refuses an end before the start', async () => {
    expect(await refused(adhocDetail({ unix_start: hkNoon('2026-03-02'), unix_end: hkNoon('2026-03-01') }))).toMatchObject({
      status: 400,
      error: 'The start date cannot be after the end date',
    });
  });

  it('refuses an end date on a live feed', async () => {
    expect(await refused(liveDetail({ unix_end: hkNoon('2026-11-10') }))).toMatchObject({ status: 400, error: 'A live feed has no end date' });
  });
});

describe('plan limits on create', () => {
  it('refuses a feed of a type whose limit is used up, each type on its own', async () => {
    const starter = await login(t.app, 'starter', 'starter-demo');
    const live = await refused(liveDetail(), starter);
    expect(live.status).toBe(403);
    expect(live.result).toBe('feed_limit');
    expect(live.error).toBe('Your plan allows 1 live feed and all are in use. Upgrade your plan to create more feeds.');
    expect(await refused(adhocDetail(), starter)).toMatchObject({ status: 403, result: 'feed_limit', error: expect.stringContaining('1 ad-hoc feed') });

    // Deleting the live feed frees the live slot only.
    const [cafes] = await t.db.select().from(tasks).where(eq(tasks.name, 'Harbourfront cafés'));
    expect((await call.remove(starter, cafes!.id)).statusCode).toBe(200);
    expect((await call.create(starter, liveDetail())).statusCode).toBe(200);
    expect(await refused(liveDetail({ name: 'Second live' }), starter)).toMatchObject({ status: 403, result: 'feed_limit' });
    expect(await refused(adhocDetail(), starter)).toMatchObject({ status: 403, result: 'feed_limit' });
  });

  it('counts include keywords against the per-feed limit, not exclusions', async () => {
    const token = await accountWithPlan(t.app, t.db, 'Ten Keywords', { kw_pt: 10 });
    expect(await refused(liveDetail({ keywords: withKeywords(oneGroup(words(11))) }), token)).toEqual({
      status: 400,
      result: 'limit_reached',
      error: 'Keywords exceed the limit',
    });
    expect((await call.create(token, liveDetail({ keywords: withKeywords(oneGroup(words(10), words(5, 'x'))) }))).statusCode).toBe(200);
  });

  it('counts the terms of an advanced query outside NOT when the feed matches with one', async () => {
    const token = await accountWithPlan(t.app, t.db, 'Ten Advanced', { kw_pt: 10 });
    const typed = (n: number) => `(${words(n).join(' OR ')}) AND NOT (${words(5, 'x').join(' OR ')})`;
    expect(await refused(liveDetail({ keywords: withKeywords(oneGroup(['k0']), typed(11)) }), token)).toMatchObject({ status: 400, result: 'limit_reached' });
    expect((await call.create(token, liveDetail({ keywords: withKeywords(oneGroup(['k0']), typed(10)) }))).statusCode).toBe(200);
  });

  it('sums include keywords over the account when the plan has an account-wide limit', async () => {
    const token = await accountWithPlan(t.app, t.db, 'Fifteen Overall', { keyword_limit: 15 });
    expect((await call.create(token, liveDetail({ keywords: withKeywords(oneGroup(words(10))) }))).statusCode).toBe(200);
    const over = await refused(liveDetail({ keywords: withKeywords(oneGroup(words(6, 'y'))) }), token);
    expect(over).toMatchObject({ status: 400, result: 'limit_reached' });
    expect(over.error).toBe('Keywords exceed the limit: your plan allows 15 keywords across all feeds and your other feeds use 10');
    expect((await call.create(token, liveDetail({ keywords: withKeywords(oneGroup(words(5, 'y'))) }))).statusCode).toBe(200);
  });

  it('never creates a second feed past the limit when two creates race', async () => {
    const token = await accountWithPlan(t.app, t.db, 'One Live', { live_limit: 1 });
    const results = await Promise.all([call.create(token, liveDetail({ name: 'A' })), call.create(token, liveDetail({ name: 'B' }))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
  });
});
