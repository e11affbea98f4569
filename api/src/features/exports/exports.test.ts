import { eq, sql } from 'drizzle-orm';
import { MAX_EXPORT_ROWS, XLSX_MEDIA_TYPE, exportFilePath, type ExportColumn, type ExportJob, type ExportRequest } from 'shared/contract';
import XLSX from 'xlsx';
import { accounts, exports as exportsTable, feedAccess, tasks } from '../../db/schema.js';
import { login, logInColleague, startTestApp, type TestApp } from '../../testing/test-app.js';
import { findUser, grantAccess } from '../accounts/accounts.js';
import { fixtureHash, insertFeedPosts, type PostFixture } from '../posts/post-fixtures.js';
import { INTERRUPTED_TEXT, failRunningExports } from './export-jobs.js';

let t: TestApp;
let analyst: string;
let colleague: string;
let starter: string;
let feed: number;
let bigFeed: number;
let starterFeed: number;

const HOUR = 3_600_000;
const BIG_FEED_POSTS = 7_000;
const DAY = 24 * HOUR;
const hk = (local: string) => Date.parse(`${local}+08:00`);
const feedId = async (name: string) => (await t.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.name, name)))[0]!.id;
const ALL_COLUMNS: ExportColumn[] = ['post_timestamp', 'medium', 'site', 'channel', 'thread_title', 'post_message', 'author_name', 'sentiment', 'reaction_count', 'comment_count'];
/** The milk tea feed (live) starts 2026-11-06 00:00 HK in the demo data; the clock stands at 2026-11-20 12:00 HK. */
const FEED_POSTS: PostFixture[] = [
  { label: 'before-start', message: '舊帖', at: hk('2026-11-05T10:00:00') },
  { label: 'opener', message: '邊間奶茶最好飲？', title: '奶茶討論', at: Date.parse('2026-11-09T20:00:00Z'), counts: { reaction: 5, comment: 2 }, sentiment: 1 },
  { label: 'reply', message: '蘭芳園梗係第一', title: '奶茶討論', thread: 'opener', at: Date.parse('2026-11-10T01:30:00Z'), sentiment: null },
  { label: 'fb-1', message: 'Same promo', medium: 'Facebook', site: 'Facebook', author: 'Milk Tea Fans', at: hk('2026-11-11T09:00:00'), sentiment: -1 },
  { label: 'fb-2', message: 'Same promo', medium: 'Facebook', site: 'Facebook', author: 'Milk Tea Fans', at: hk('2026-11-11T18:00:00') },
  { label: 'fb-other-day', message: 'Same promo', medium: 'Facebook', site: 'Facebook', author: 'Milk Tea Fans', at: hk('2026-11-12T09:00:00') },
  { label: 'removed', message: '奶茶抽獎 click here', at: hk('2026-11-12T10:00:00'), spam: { state: 2 } },
  { label: 'future', message: '未來帖', at: hk('2026-11-25T10:00:00') },
];

beforeAll(async () => {
  t = await startTestApp();
  analyst = await login(t.app, 'analyst', 'analyst-demo');
  starter = await login(t.app, 'starter', 'starter-demo');
  const account = (await findUser(t.db, 'analyst'))!.accountId;
  colleague = await logInColleague(t);
  feed = await feedId('Cantonese milk tea brands');
  starterFeed = await feedId('Harbourfront cafés');
  await grantAccess(t.db, 'colleague', feed, false);
  await insertFeedPosts(t.db, feed, FEED_POSTS);

  // Enough posts for several rounds of the export (2,000 each), so a cancel lands while it runs.
  const [big] = await t.db
    .insert(tasks)
    .values({ accountId: account, name: 'Big feed', taskType: 1, langAbbr: 'zh-HK', adhocFrom: new Date(hk('2026-10-01T00:00:00')), adhocTo: new Date(hk('2026-10-31T23:59:59.999')), cron: 3 })
    .returning({ id: tasks.id });
  bigFeed = big!.id;
  await t.db.insert(feedAccess).values({ userId: (await findUser(t.db, 'analyst'))!.id, taskId: bigFeed, readable: true, writable: true });
  await insertFeedPosts(
    t.db,
    bigFeed,
    Array.from({ length: BIG_FEED_POSTS }, (_, i) => ({ label: `big-${i}`, message: `post ${i}`, at: hk('2026-10-02T00:00:00') + i * 60_000 })),
  );
}, 120_000);
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'DELETE', url: string, token = analyst, payload?: unknown) {
  return t.app.inject({ method, url, headers: { token }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

const request = (over: Partial<ExportRequest> = {}): ExportRequest => ({
  task_id: feed,
  columns: ALL_COLUMNS,
  unix_start: hk('2026-11-01T00:00:00'),
  unix_end: hk('2026-11-30T23:59:59.999'),
  comments: true,
  thread: true,
  ...over,
});
const start = (over: Partial<ExportRequest> = {}, token = analyst) => call('POST', '/api/task/export/posts', token, request(over));
const statusOf = (id: string, token = analyst) => call('GET', `/api/task/export/${id}`, token);

/** Polls until the job leaves 'running' (the work runs in the background of the start call). */
async function finished(id: string): Promise<ExportJob> {
  for (let i = 0; i < 1000; i++) {
    const job = (await statusOf(id)).json().data as ExportJob;
    if (job.state !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`Export ${id} is still running`);
}

/** Runs an export to the end and reads its workbook back: each sheet as rows of cells. */
async function exported(over: Partial<ExportRequest> = {}) {
  const started = await start(over);
  expect(started.statusCode).toBe(200);
  const job = await finished(started.json().data.id);
  expect(job).toMatchObject({ state: 'done', url: exportFilePath(job.id), error: null });
  const file = await call('GET', job.url!);
  expect(file.statusCode).toBe(200);
  const book = XLSX.read(file.rawPayload, { type: 'buffer' });
  const rows = (name: string) => XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[name]!, { header: 1, defval: null });
  return { started: started.json().data as ExportJob, job, file, sheetNames: book.SheetNames, threads: rows('Threads'), comments: rows('Comments') };
}

/** Waits until no export of anyone is running. */
async function allSettled(): Promise<void> {
  for (let i = 0; i < 1000; i++) {
    if ((await t.db.select({ id: exportsTable.id }).from(exportsTable).where(eq(exportsTable.state, 'running'))).length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('Exports are still running');
}

/** Moves the clock on; the session would have expired meanwhile, so the analyst logs in again. */
async function later(ms: number): Promise<void> {
  t.clock.advance(ms);
  analyst = await login(t.app, 'analyst', 'analyst-demo');
}

const userInfo = async () => (await call('GET', `/api/task/${feed}/user_info`)).json().data as { exported_rows: number; exports_used: number };

describe('export by options', () => {
  it("writes the feed's posts of the period into Threads and Comments, bounded by the feed's own period", async () => {
    const before = await userInfo();
    const { started, job, file, sheetNames, threads, comments } = await exported();
    expect(started).toMatchObject({ task_id: feed, state: 'running', rows_done: 0, rows_total: 5, url: null, file_name: 'Cantonese milk tea brands-20261120120000.xlsx' });
    const [stored] = await t.db.select({ request: exportsTable.request }).from(exportsTable).where(eq(exportsTable.id, job.id));
    expect(stored!.request).toMatchObject({ unix_start: hk('2026-11-06T00:00:00'), unix_end: t.clock.now().getTime() });
    expect(file.headers['content-type']).toBe(XLSX_MEDIA_TYPE);
    expect(file.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('Cantonese milk tea brands-20261120120000.xlsx')}`);
    expect(file.headers['cache-control']).toBe('no-store');
    expect(sheetNames).toEqual(['Threads', 'Comments']);

    const headers = ['ID', 'Date', 'Time', 'Medium', 'Site', 'Channel', 'Thread Title', 'Message', 'Author', 'Sentiment', 'Reactions', 'Comments'];
    // Oldest first; the post before the feed's start, the removed one and the one after now are left out; of the
    // Facebook posts with the same author, day and message only the first stays. Times are Hong Kong's (UTC + 8 h).
    expect(threads).toEqual([
      headers,
      [fixtureHash('opener'), '2026-11-10', '04:00:00', 'Forum', 'LIHKG', '', '奶茶討論', '邊間奶茶最好飲？', 'someone', 'Positive', 5, 2],
      [fixtureHash('fb-1'), '2026-11-11', '09:00:00', 'Facebook', 'Facebook', '', '', 'Same promo', 'Milk Tea Fans', 'Negative', 0, 0],
      [fixtureHash('fb-other-day'), '2026-11-12', '09:00:00', 'Facebook', 'Facebook', '', '', 'Same promo', 'Milk Tea Fans', 'Neutral', 0, 0],
    ]);
    expect(comments).toEqual([headers, [fixtureHash('reply'), '2026-11-10', '09:30:00', 'Forum', 'LIHKG', '', '奶茶討論', '蘭芳園梗係第一', 'someone', '', 0, 0]]);
    // The rows written replace the count, which could not know the duplicate.
    expect(job).toMatchObject({ rows_done: 4, rows_total: 4 });
    expect(await userInfo()).toMatchObject({ exported_rows: before.exported_rows + 4, exports_used: before.exports_used + 1 });
  });

  it('writes threads only or comments only, keeping both sheets', async () => {
    const threadsOnly = await exported({ comments: false, columns: ['medium'] });
    expect(threadsOnly.threads).toEqual([['ID', 'Medium'], [fixtureHash('opener'), 'Forum'], [fixtureHash('fb-1'), 'Facebook'], [fixtureHash('fb-other-day'), 'Facebook']]);
    expect(threadsOnly.comments).toEqual([['ID', 'Medium']]);
    const commentsOnly = await exported({ thread: false, columns: ['medium'] });
    expect(commentsOnly.threads).toEqual([['ID', 'Medium']]);
    expect(commentsOnly.comments).toEqual([['ID', 'Medium'], [fixtureHash('reply'), 'Forum']]);
  });

  it("answers 'no post to export' when nothing matches, also when the period lies outside the feed's", async () => {
    for (const over of [
      { unix_start: hk('2026-11-13T00:00:00'), unix_end: hk('2026-11-19T23:59:59.999') },
      { unix_start: hk('2026-11-01T00:00:00'), unix_end: hk('2026-11-05T23:59:59.999') },
      { unix_start: hk('2026-11-21T00:00:00'), unix_end: hk('2026-11-30T23:59:59.999') },
    ]) {
      const res = await start(over);
      expect([res.statusCode, res.json()]).toEqual([404, { result: 'not_found', error: 'no post to export' }]);
    }
  });

  it('validates the request', async () => {
    const noColumns = await start({ columns: [] });
    expect([noColumns.statusCode, noColumns.json()]).toEqual([400, { result: 'invalid_request', error: 'Columns cannot be empty' }]);
    const reversed = await start({ unix_start: hk('2026-11-12T00:00:00'), unix_end: hk('2026-11-11T00:00:00') });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error).toContain('Date range cannot be empty');
    const neither = await start({ comments: false, thread: false });
    expect(neither.statusCode).toBe(400);
  });

  it('refuses more posts than one export holds, naming the limit', async () => {
    // Links only: the count reads the feed's links, and the export is refused before any post is read.
    await t.db.execute(sql`
      insert into feed_posts (task_id, post_id, posted_at, is_comment, matched_at)
      select ${bigFeed}, 'filler-' || g, ${new Date(hk('2026-10-20T00:00:00')).toISOString()}::timestamptz + g * interval '1 second', false, now()
      from generate_series(1, ${MAX_EXPORT_ROWS - BIG_FEED_POSTS + 1}) g`);
    const res = await start({ task_id: bigFeed, unix_start: hk('2026-10-01T00:00:00'), unix_end: hk('2026-10-31T23:59:59.999') });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { result: 'limit_reached', error: 'The export would hold 100,001 posts; one export holds at most 100,000. Choose a shorter period.' },
    ]);
    await t.db.execute(sql`delete from feed_posts where task_id = ${bigFeed} and post_id like 'filler-%'`);
  }, 120_000);
});

describe('cancelling', () => {
  it('stops a running export, which then uses no quota and has no file', async () => {
    const before = await userInfo();
    const started = await start({ task_id: bigFeed, unix_start: hk('2026-10-01T00:00:00'), unix_end: hk('2026-10-10T23:59:59.999'), columns: ['medium'] });
    expect(started.json().data).toMatchObject({ state: 'running', rows_total: BIG_FEED_POSTS });
    const id = started.json().data.id as string;
    const cancelled = await call('DELETE', `/api/task/export/${id}`);
    expect(cancelled.json()).toMatchObject({ result: 'success', data: { id, state: 'cancelled', url: null } });
    expect((await statusOf(id)).json().data).toMatchObject({ state: 'cancelled', url: null });
    expect((await call('GET', exportFilePath(id))).statusCode).toBe(404);
    expect(await userInfo()).toEqual(before);
    // Cancelling again, or a finished export, answers the job unchanged.
    expect((await call('DELETE', `/api/task/export/${id}`)).json().data.state).toBe('cancelled');
  });

  it('leaves a finished export as it is', async () => {
    const { job } = await exported({ columns: ['medium'] });
    const res = await call('DELETE', `/api/task/export/${job.id}`);
    expect(res.json()).toEqual({ result: 'success', data: job });
  });
});

describe('who may export', () => {
  it("answers 404 for another user's export, on status, cancel and file", async () => {
    const { job } = await exported({ columns: ['medium'] });
    for (const token of [colleague, starter]) {
      for (const res of [await statusOf(job.id, token), await call('DELETE', `/api/task/export/${job.id}`, token), await call('GET', job.url!, token)]) {
        expect([res.statusCode, res.json()]).toEqual([404, { result: 'not_found', error: 'Export not found' }]);
      }
    }
    expect((await call('GET', job.url!, 'no-such-token')).statusCode).toBe(401);
    expect((await statusOf('00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
  });

  it("lets a read-only user export, and answers another account's feed 404", async () => {
    expect((await start({}, colleague)).json()).toMatchObject({ result: 'success', data: { state: 'running' } });
    const res = await start({}, starter);
    expect([res.statusCode, res.json()]).toEqual([404, { result: 'not_found', error: 'Feed not found' }]);
  });

  it('needs exports in the plan', async () => {
    const res = await start({ task_id: starterFeed }, starter);
    expect([res.statusCode, res.json()]).toEqual([403, { result: 'forbidden', error: 'Upgrade your plan to export data' }]);
  });

  it("refuses an export once the feed's monthly quota is used up, running exports included", async () => {
    const user = (await findUser(t.db, 'analyst'))!;
    await allSettled();
    const limit = (await userInfo()).exports_used + 1;
    await t.db.update(accounts).set({ exportPm: limit }).where(eq(accounts.id, user.accountId));
    const quotaUsed = { result: 'limit_reached', error: `Your plan allows ${limit} exports of each feed a month and this feed's are used up. Upgrade your plan to export more.` };

    // A running export counts, so exports started together cannot overrun the quota.
    const runningId = '22222222-2222-4222-8222-222222222222';
    await t.db.insert(exportsTable).values({ id: runningId, userId: user.id, taskId: feed, state: 'running', request: request(), fileName: 'x.xlsx', createdAt: t.clock.now() });
    let res = await start();
    expect([res.statusCode, res.json()]).toEqual([403, quotaUsed]);
    await t.db.delete(exportsTable).where(eq(exportsTable.id, runningId));

    await finished((await start({ columns: ['medium'] })).json().data.id);
    res = await start();
    expect([res.statusCode, res.json()]).toEqual([403, quotaUsed]);

    // Next month the quota starts again.
    await later(11 * DAY);
    expect(await userInfo()).toMatchObject({ exported_rows: 0, exports_used: 0 });
    const next = await start({ columns: ['medium'] });
    expect(next.statusCode).toBe(200);
    await finished(next.json().data.id);
    await t.db.update(accounts).set({ exportPm: 20 }).where(eq(accounts.id, user.accountId));
  });
});

describe('docs', () => {
  it('lists the file route in the OpenAPI document, with the token header', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/task/export/{exportId}/file'].get).toMatchObject({ tags: ['exports'], security: [{ token: [] }] });
  });
});

describe('housekeeping', () => {
  it('drops workbooks older than 7 days when an export starts', async () => {
    const { job } = await exported({ columns: ['medium'] });
    await later(8 * DAY);
    expect((await call('GET', job.url!)).statusCode).toBe(200);
    await finished((await start({ columns: ['medium'] })).json().data.id);
    expect((await call('GET', job.url!)).statusCode).toBe(404);
    expect((await statusOf(job.id)).json().data).toMatchObject({ state: 'done', url: null });
  });

  it('marks exports a stopped process left running as failed', async () => {
    const user = (await findUser(t.db, 'analyst'))!;
    const id = '11111111-1111-4111-8111-111111111111';
    await t.db.insert(exportsTable).values({ id, userId: user.id, taskId: feed, state: 'running', request: request(), fileName: 'x.xlsx', createdAt: t.clock.now() });
    await failRunningExports(t.db, t.clock.now());
    expect((await statusOf(id)).json().data).toMatchObject({ state: 'failed', error: INTERRUPTED_TEXT, url: null });
  });
});
