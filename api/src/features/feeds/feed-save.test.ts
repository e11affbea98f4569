import { eq } from 'drizzle-orm';
import { taskSettings } from 'shared/contract';
import { EDIT_KEYWORDS_EMPTY } from 'shared/rules';
import { tasks } from '../../db/schema.js';
import { adhocDetail, feedCalls, hkNoon, liveDetail, oneGroup, withKeywords } from '../../testing/feeds.js';
import { login, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let call: ReturnType<typeof feedCalls>;
let analyst: string;
let starter: string;
beforeAll(async () => {
  t = await startTestApp();
  call = feedCalls(t.app);
  analyst = await login(t.app, 'analyst', 'analyst-demo');
  starter = await login(t.app, 'starter', 'starter-demo');
});
afterAll(() => t.close());

const MINUTE = 60_000;

async function feedId(name: string): Promise<number> {
  const [row] = await t.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.name, name));
  return row!.id;
}

async function newFeed(name: string) {
  return (await call.create(analyst, liveDetail({ name }))).json().data.task_id as number;
}

describe('POST /api/task/info/:id/save', () => {
  it('stores the edit, records who made it and counts the change', async () => {
    const id = await newFeed('Edited feed');
    t.clock.advance(MINUTE);
    const res = await call.save(analyst, id, liveDetail({ name: 'Edited feed', keywords: withKeywords(oneGroup(['Octopus card', '八達通'])), frequency: 0 }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(taskSettings.parse(body.data)).toEqual(body.data);
    expect(body.data).toMatchObject({
      task_id: id,
      query_layer: oneGroup(['Octopus card', '八達通']),
      query_string: '("Octopus card" OR 八達通)',
      cron: 0,
      last_edit_user: 'Ada Analyst',
      last_edit_time: t.clock.now().getTime(),
      last_saved_at: t.clock.now().getTime(),
      mod: { used: 1, limit: 30 },
    });
    expect((await call.info(analyst, id)).json().data).toEqual(body.data);
  });

  it('refuses to change the feed type', async () => {
    const id = await newFeed('Stays live');
    const res = await call.save(analyst, id, adhocDetail({ name: 'Stays live' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ result: 'invalid_request', error: 'Feed type cannot be changed' });
  });

  it('refuses empty keywords with the edit message', async () => {
    const id = await newFeed('Keeps keywords');
    const res = await call.save(analyst, id, liveDetail({ keywords: withKeywords([]) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(EDIT_KEYWORDS_EMPTY);
  });

  it('applies the creation checks too', async () => {
    const id = await newFeed('Checked on save');
    expect((await call.save(analyst, id, liveDetail({ lang: '' }))).json()).toEqual({ result: 'invalid_request', error: 'No AI Language picked' });
    expect((await call.save(analyst, id, liveDetail({ unix_start: hkNoon('2026-11-21') }))).json().error).toBe('Dates cannot be later than today');
  });

  it('refuses a body whose taskId is not the feed of the path', async () => {
    const id = await newFeed('Mismatch');
    const res = await call.save(analyst, id, liveDetail(), id + 1);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The taskId of the body is not the feed of the path');
  });

  it('refuses a second save of the same feed within 60 seconds', async () => {
    const id = await newFeed('Throttled');
    const other = await newFeed('Not throttled');
    expect((await call.save(analyst, id, liveDetail({ name: 'Throttled' }))).statusCode).toBe(200);
    t.clock.advance(MINUTE - 1);
    const again = await call.save(analyst, id, liveDetail({ name: 'Throttled' }));
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ result: 'too_frequent', error: 'Please update after 60 seconds' });
    // The throttle is per feed.
    expect((await call.save(analyst, other, liveDetail({ name: 'Not throttled' }))).statusCode).toBe(200);
    t.clock.advance(1);
    expect((await call.save(analyst, id, liveDetail({ name: 'Throttled' }))).statusCode).toBe(200);
    expect((await call.info(analyst, id)).json().data.mod.used).toBe(2);
  });

  it('lets only one of two simultaneous saves through', async () => {
    const id = await newFeed('Raced');
    const results = await Promise.all([call.save(analyst, id, liveDetail({ name: 'A' })), call.save(analyst, id, liveDetail({ name: 'B' }))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    expect((await call.info(analyst, id)).json().data.mod.used).toBe(1);
  });

  it('refuses a save once the monthly changes are used up, and allows it again next Hong Kong month', async () => {
    // The starter plan allows 3 changes per feed a month; the clock starts on 20 Nov 2026 in Hong Kong.
    const id = await feedId('Harbourfront cafés');
    const detail = liveDetail({ name: 'Harbourfront cafés', unix_start: hkNoon('2026-11-13') });
    for (let used = 1; used <= 3; used++) {
      const res = await call.save(starter, id, detail);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.mod).toEqual({ used, limit: 3 });
      t.clock.advance(MINUTE);
    }
    const refused = await call.save(starter, id, detail);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      result: 'modification_limit',
      error: "This feed's query can be changed 3 times a month and this month's changes are used up. Upgrade your plan to change it more often.",
    });
    expect((await call.userInfo(starter, id)).json().data.mod).toBe(3);

    // 1 Dec 2026 00:00 Hong Kong is 30 Nov 16:00 UTC.
    const untilDecember = Date.parse('2026-12-01T00:00:00+08:00') - t.clock.now().getTime();
    t.clock.advance(untilDecember - 1);
    const token = await login(t.app, 'starter', 'starter-demo');
    expect((await call.save(token, id, detail)).statusCode).toBe(403);
    t.clock.advance(1);
    const next = await call.save(token, id, detail);
    expect(next.statusCode).toBe(200);
    expect(next.json().data.mod).toEqual({ used: 1, limit: 3 });
  });
});
