import { accessEntry, api } from 'shared/contract';
import { eq } from 'drizzle-orm';
import { feedAccess, tasks } from '../../db/schema.js';
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
  it("lists the caller's feeds with every field of an access entry and empty figures", async () => {
    const body = await liveaccess(await login(t.app, 'analyst', 'analyst-demo'));
    expect(body.result).toBe('success');
    expect(body.data.map((e: { task_name: string }) => e.task_name)).toEqual(['MTR service disruptions', 'Cantonese milk tea brands', 'Budget 2026 reactions']);
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
      line: { delta: 0, points: [] },
    });
  });

  it("never lists another account's feed, even with a stray access entry", async () => {
    const starter = (await findUser(t.db, 'starter'))!;
    const [analystFeed] = await t.db.select().from(tasks).where(eq(tasks.name, 'MTR service disruptions'));
    await t.db.insert(feedAccess).values({ userId: starter.id, taskId: analystFeed!.id, readable: true, writable: true });

    const body = await liveaccess(await login(t.app, 'starter', 'starter-demo'));
    expect(body.data.map((e: { task_name: string; account_name: string }) => [e.task_name, e.account_name])).toEqual([
      ['Harbourfront cafés', 'Starter Studio'],
      ['Christmas markets 2025', 'Starter Studio'],
    ]);
    await expect(loadFeed(t.db, { user: starter }, analystFeed!.id, 'read')).rejects.toMatchObject({ status: 404, message: 'Feed not found' });
  });

  it('leaves out feeds the user may not read', async () => {
    const [feed] = await t.db.select().from(tasks).where(eq(tasks.name, 'Cantonese milk tea brands'));
    await t.db.update(feedAccess).set({ readable: false }).where(eq(feedAccess.taskId, feed!.id));
    const body = await liveaccess(await login(t.app, 'analyst', 'analyst-demo'));
    expect(body.data.map((e: { task_name: string }) => e.task_name)).toEqual(['MTR service disruptions', 'Budget 2026 reactions']);
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
