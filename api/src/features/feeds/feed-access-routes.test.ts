import { eq } from 'drizzle-orm';
import { taskModifications, tasks } from '../../db/schema.js';
import { adhocDetail, feedCalls, liveDetail } from '../../testing/feeds.js';
import { login, logInColleague, startTestApp, type TestApp } from '../../testing/test-app.js';
import { findUser, grantAccess } from '../accounts/accounts.js';

let t: TestApp;
let call: ReturnType<typeof feedCalls>;
let analyst: string;
let starter: string;
let colleague: string;
beforeAll(async () => {
  t = await startTestApp();
  call = feedCalls(t.app);
  analyst = await login(t.app, 'analyst', 'analyst-demo');
  starter = await login(t.app, 'starter', 'starter-demo');
  const account = (await findUser(t.db, 'analyst'))!.accountId;
  colleague = await logInColleague(t);
});
afterAll(() => t.close());

async function feedId(name: string): Promise<number> {
  const [row] = await t.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.name, name));
  return row!.id;
}

const names = (list: { task_name: string }[]) => list.map((e) => e.task_name);

describe('GET /api/task/info/:id', () => {
  it("answers a feed's stored settings", async () => {
    const res = await call.info(analyst, await feedId('Budget 2026 reactions'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      task_name: 'Budget 2026 reactions',
      task_type: 1,
      // The seed places it in the 28 days before the first start (the test clock's 2026-11-20).
      adhoc_from: Date.parse('2026-10-23T00:00:00+08:00'),
      adhoc_to: Date.parse('2026-11-19T23:59:59.999+08:00'),
      cron: 3,
      writable: true,
      mod: { used: 0, limit: 30 },
    });
  });
});

describe('read-only access', () => {
  it('lets a read-only user read the feed but not save or delete it', async () => {
    const id = await feedId('MTR service disruptions');
    await grantAccess(t.db, 'colleague', id, false);
    const info = await call.info(colleague, id);
    expect(info.statusCode).toBe(200);
    expect(info.json().data.writable).toBe(false);

    const forbidden = { result: 'forbidden', error: 'You can view this feed but not change it' };
    const save = await call.save(colleague, id, liveDetail({ name: 'MTR service disruptions' }));
    expect([save.statusCode, save.json()]).toEqual([403, forbidden]);
    const remove = await call.remove(colleague, id);
    expect([remove.statusCode, remove.json()]).toEqual([403, forbidden]);
    expect((await call.info(analyst, id)).statusCode).toBe(200);
    expect((await call.userInfo(colleague, id)).statusCode).toBe(200);
  });

  it('answers 404 to a colleague without an access entry', async () => {
    const id = await feedId('Cantonese milk tea brands');
    expect((await call.info(colleague, id)).json()).toEqual({ result: 'not_found', error: 'Feed not found' });
  });
});

describe("another account's feed", () => {
  it('is answered 404 for every feed call, and left unchanged', async () => {
    const id = await feedId('Christmas markets');
    const notFound = { result: 'not_found', error: 'Feed not found' };
    for (const res of [
      await call.info(analyst, id),
      await call.save(analyst, id, adhocDetail({ name: 'Taken over' })),
      await call.remove(analyst, id),
      await call.userInfo(analyst, id),
      await call.hidePrompt(analyst, id),
    ]) {
      expect([res.statusCode, res.json()]).toEqual([404, notFound]);
    }
    expect((await call.info(starter, id)).json().data.task_name).toBe('Christmas markets');
  });

  it('is answered 404 for a feed that does not exist', async () => {
    expect((await call.info(analyst, 987_654)).statusCode).toBe(404);
    expect((await call.remove(analyst, 987_654)).statusCode).toBe(404);
  });
});

describe('DELETE /api/task/delete/:id', () => {
  it('deletes the feed for good and answers the new access list', async () => {
    const created = (await call.create(analyst, liveDetail({ name: 'Short-lived' }))).json().data.task_id as number;
    t.clock.advance(60_000);
    expect((await call.save(analyst, created, liveDetail({ name: 'Short-lived' }))).statusCode).toBe(200);
    expect(names((await call.liveaccess(analyst)).json().data)).toContain('Short-lived');

    const res = await call.remove(analyst, created);
    expect(res.statusCode).toBe(200);
    expect(names(res.json().data)).not.toContain('Short-lived');
    expect(res.json().data).toEqual((await call.liveaccess(analyst)).json().data);
    expect((await call.info(analyst, created)).statusCode).toBe(404);
    expect(await t.db.select().from(tasks).where(eq(tasks.id, created))).toEqual([]);
    expect(await t.db.select().from(taskModifications).where(eq(taskModifications.taskId, created))).toEqual([]);
  });
});

describe('/api/task/:id/user_info', () => {
  it('answers the figures, and turns the smart-train prompt off per user', async () => {
    const id = await feedId('MTR service disruptions');
    expect((await call.userInfo(analyst, id)).json()).toEqual({ result: 'success', data: { exported_rows: 0, exports_used: 0, mod: 0, display_smart_train_prompt: true } });

    t.clock.advance(60_000);
    expect((await call.save(analyst, id, liveDetail({ name: 'MTR service disruptions', unix_start: Date.parse('2026-10-21T12:00:00+08:00') }))).statusCode).toBe(200);
    const hidden = await call.hidePrompt(analyst, id);
    expect(hidden.json()).toEqual({ result: 'success', data: { exported_rows: 0, exports_used: 0, mod: 1, display_smart_train_prompt: false } });
    expect((await call.hidePrompt(analyst, id)).statusCode).toBe(200);
    expect((await call.userInfo(analyst, id)).json().data.display_smart_train_prompt).toBe(false);
    // The change count is the feed's; the prompt flag is the user's.
    expect((await call.userInfo(colleague, id)).json().data).toEqual({ exported_rows: 0, exports_used: 0, mod: 1, display_smart_train_prompt: true });
  });

  it('only accepts turning the prompt off', async () => {
    const id = await feedId('MTR service disruptions');
    const res = await t.app.inject({ method: 'POST', url: `/api/task/${id}/user_info`, headers: { token: analyst }, payload: { display_smart_train_prompt: true } });
    expect(res.statusCode).toBe(400);
  });
});
