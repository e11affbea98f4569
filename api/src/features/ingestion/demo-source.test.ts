import { eq, sql } from 'drizzle-orm';
import { prepareDatabase } from '../../db/setup.js';
import { jobs, posts, sources } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { PLAN } from '../../testing/feeds.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { createAccount } from '../accounts/accounts.js';
import { DEMO_ORIGIN } from '../demo-stream/demo-stream.js';
import { Collector } from './collector.js';
import { DEMO_HISTORY_DAYS, DEMO_SOURCE_NAME } from './demo-source.js';

const HOUR = 3_600_000;

describe('the demo stream as a source', () => {
  it('is registered on the first start with its 30 days of history queued, then every feed filled, once', async () => {
    const { database, dispose } = await createTestDatabase();
    try {
      const now = new Date('2026-11-20T04:00:00Z');
      await prepareDatabase(database, { seedDemo: true, now });
      await prepareDatabase(database, { seedDemo: true, now: new Date(now.getTime() + HOUR) });
      const registered = await database.db.select().from(sources).orderBy(sources.id);
      expect(registered.filter((s) => s.kind === 'demo')).toHaveLength(1);
      expect(registered[0]).toMatchObject({ name: DEMO_SOURCE_NAME, enabled: true, cursor: { untilMs: now.getTime() } });
      // Real sources come switched off: nothing is fetched from outside without a decision to.
      expect(registered.filter((s) => s.kind !== 'demo').every((s) => !s.enabled)).toBe(true);
      const queued = await database.db.select().from(jobs).orderBy(jobs.id);
      const days = queued.filter((j) => j.kind === 'demo');
      expect(days).toHaveLength(DEMO_HISTORY_DAYS);
      // Newest day first, so the recent days' charts fill first; fills after the history.
      expect(days[0]!.payload).toMatchObject({ toMs: now.getTime() });
      expect(queued.slice(DEMO_HISTORY_DAYS).every((j) => j.kind === 'refill')).toBe(true);
      expect(queued.filter((j) => j.kind === 'refill')).toHaveLength(6);
    } finally {
      await dispose();
    }
  });

  it('is never registered beside accounts issued for real', async () => {
    const { database, dispose } = await createTestDatabase();
    try {
      await prepareDatabase(database, { seedDemo: false, now: new Date() });
      await createAccount(database.db, 'Lantau Media', PLAN);
      await prepareDatabase(database, { seedDemo: true, now: new Date() });
      expect(await database.db.select().from(sources)).toEqual([]);
    } finally {
      await dispose();
    }
  });
});

describe('the demo live tail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('adds the simulated posts of the time since its last poll, labelled as demo, each once', async () => {
    const start = t.clock.now().getTime();
    const [demo] = await t.db
      .insert(sources)
      .values({ name: DEMO_SOURCE_NAME, kind: 'demo', medium: 'Social', site: 'Demo', pollIntervalS: 60, cursor: { untilMs: start - 6 * HOUR } })
      .returning();
    const collector = new Collector({ db: t.db, clock: t.clock.now });
    await collector.runUntilIdle();
    const first = await t.db.select().from(posts);
    expect(first.length).toBeGreaterThan(5);
    for (const p of first) {
      expect(p).toMatchObject({ demo: true, sourceRef: demo!.id });
      expect(p.postedAt.getTime()).toBeGreaterThanOrEqual(start - 6 * HOUR);
      expect(p.postedAt.getTime()).toBeLessThan(start);
      expect(p.postLink.startsWith(DEMO_ORIGIN)).toBe(true);
    }
    const [after] = await t.db.select().from(sources).where(eq(sources.id, demo!.id));
    expect(after).toMatchObject({ cursor: { untilMs: start }, nextPollAt: new Date(start + 60_000), postsCollected: first.length });

    // Not due again within its interval; an hour later it adds that hour's posts only.
    await collector.runUntilIdle();
    expect(await t.db.select().from(posts)).toHaveLength(first.length);
    t.clock.advance(HOUR);
    await collector.runUntilIdle();
    const [{ n, distinct }] = (await t.db.select({ n: sql<number>`count(*)::int`, distinct: sql<number>`count(distinct source_id)::int` }).from(posts)) as [
      { n: number; distinct: number },
    ];
    expect(n).toBeGreaterThan(first.length);
    expect(distinct).toBe(n);
  });
});
