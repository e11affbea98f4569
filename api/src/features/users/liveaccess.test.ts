import { accessEntry, api } from 'shared/contract';
import { eq } from 'drizzle-orm';
import { feedAccess, feedPosts, posts, tasks } from '../../db/schema.js';
import { feedCalls, liveDetail } from '../../testing/feeds.js';
import { login, startTestApp, type TestApp } from '../../testing/test-app.js';
import { findUser } from '../accounts/accounts.js';
import { loadFeed } from '../feeds/feed-access.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const liveaccess = async (token: string) => (await t.app.inject({ method: 'GET', url: api.users.liveaccess.path, headers: { token } })).json();

describe('GET /api/users/liveaccess', () => {
  it("lists the caller's feeds with every field of an access entry and zero figures before any posts", async () => {
    const body = await liveaccess(await login(t.app, 'analyst', 'analyst-demo'));
    expect(body.result).toBe('success');
    expect(body.data.map((e: { task_name: string }) => e.task_name)).toEqual([
      'MTR service disruptions',
      'Cantonese milk tea brands',
      'Budget 2026 reactions',
      'MTR delays, last four weeks',
    ]);
    for (const entry of body.data) expect(accessEntry.parse(entry)).toEqual(entry);
    expect(body.data[2]).toMatchObject({
      account_name: 'Harbour Analytics',
      task_type: 1,
      readable: true,
      writable: true,
      status: 1,
      last_edit_user: 'Ada Analyst',
      last_edit_time: t.clock.now().getTime(),
      total_threads: 0,
      stat: { thread_count: { total: 0, prev_avg: 0 } },
    });
    const today = Date.parse('2026-11-20T00:00:00+08:00');
    expect(body.data[2].line).toEqual({ delta: 0, points: [6, 5, 4, 3, 2, 1, 0].map((days) => ({ ts: today - days * 86_400_000, count: 0 })) });
  });

  it("carries each feed's figures from the posts it holds, here and in the reply to a delete", async () => {
    const token = await login(t.app, 'analyst', 'analyst-demo');
    const [mtr] = await t.db.select().from(tasks).where(eq(tasks.name, 'MTR service disruptions'));
    const postedAt = new Date(t.clock.now().getTime() - 3_600_000);
    await t.db.insert(posts).values({ id: 'live-1', source: 'lihkg', sourceId: '1', medium: 'Forum', site: 'LIHKG', message: 'MTR delay again', authorName: 'Ada', postedAt, viewCount: 40, commentCount: 2 });
    await t.db.insert(feedPosts).values({ taskId: mtr!.id, postId: 'live-1', postedAt, isComment: false, matchedAt: postedAt });

    const expected = {
      task_id: mtr!.id,
      total_threads: 1,
      stat: {
        author_count: { total: 1, prev_avg: 0 },
        eng_count: { total: 2, prev_avg: 0 },
        post_count: { total: 1, prev_avg: 0 },
        thread_count: { total: 1, prev_avg: 0 },
        view_count: { total: 40, prev_avg: 0 },
      },
      line: { delta: 99999, points: expect.arrayContaining([{ ts: Date.parse('2026-11-20T00:00:00+08:00'), count: 1 }]) },
    };
    expect((await liveaccess(token)).data).toContainEqual(expect.objectContaining(expected));

    const call = feedCalls(t.app);
    const doomed = (await call.create(token, liveDetail({ name: 'Short-lived feed' }))).json().data.task_id;
    const deleted = (await call.remove(token, doomed)).json();
    expect(deleted.data.map((e: { task_id: number }) => e.task_id)).not.toContain(doomed);
    expect(deleted.data).toContainEqual(expect.objectContaining(expected));
  });

  it("never lists another account's feed, even with a stray access entry", async () => {
    const starter = (await findUser(t.db, 'starter'))!;
    const [analystFeed] = await t.db.select().from(tasks).where(eq(tasks.name, 'MTR service disruptions'));
    await t.db.insert(feedAccess).values({ userId: starter.id, taskId: analystFeed!.id, readable: true, writable: true });

    const body = await liveaccess(await login(t.app, 'starter', 'starter-demo'));
    expect(body.data.map((e: { task_name: string; account_name: string }) => [e.task_name, e.account_name])).toEqual([
      ['Harbourfront cafés', 'Starter Studio'],
      ['Christmas markets', 'Starter Studio'],
    ]);
    await expect(loadFeed(t.db, { user: starter }, analystFeed!.id, 'read')).rejects.toMatchObject({ status: 404, message: 'Feed not found' });
  });

  it('leaves out feeds the user may not read', async () => {
    const [feed] = await t.db.select().from(tasks).where(eq(tasks.name, 'Cantonese milk tea brands'));
    await t.db.update(feedAccess).set({ readable: false }).where(eq(feedAccess.taskId, feed!.id));
    const body = await liveaccess(await login(t.app, 'analyst', 'analyst-demo'));
    expect(body.data.map((e: { task_name: string }) => e.task_name)).toEqual(['MTR service disruptions', 'Budget 2026 reactions', 'MTR delays, last four weeks']);
    await t.db.update(feedAccess).set({ readable: true }).where(eq(feedAccess.taskId, feed!.id));
  });
});

describe('loadFeed (the access rule of feed-scoped calls)', () => {
  it('loads a feed in the access list, for writing only when writable', async () => {
    const analyst = (await findUser(t.db, 'analyst'))!;
    const [feed] = await t.db.select().from(tasks).where(eq(tasks.name, 'Budget 2026 reactions'));
    expect((await loadFeed(t.db, { user: analyst }, feed!.id, 'write')).name).toBe('Budget 2026 reactions');

    await t.db.update(feedAccess).set({ writable: false }).where(eq(feedAccess.taskId, feed!.id));
    expect((await loadFeed(t.db, { user: analyst }, feed!.id, 'read')).id).toBe(feed!.id);
    await expect(loadFeed(t.db, { user: analyst }, feed!.id, 'write')).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
      message: 'You can view this feed but not change it',
    });
  });

  it('answers 404 for a feed that does not exist or has no entry for the user', async () => {
    const analyst = (await findUser(t.db, 'analyst'))!;
    await expect(loadFeed(t.db, { user: analyst }, 999_999, 'read')).rejects.toMatchObject({ status: 404, message: 'Feed not found' });
    const [starterFeed] = await t.db.select().from(tasks).where(eq(tasks.name, 'Harbourfront cafés'));
    await expect(loadFeed(t.db, { user: analyst }, starterFeed!.id, 'read')).rejects.toMatchObject({ status: 404 });
  });
});
