import { count, eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { accounts, feedAccess, indLabels, industries, languages, mediums, sites, tasks, users } from '../schema.js';
import { prepareDatabase } from '../setup.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.dispose());

async function counts() {
  const db = t.database.db;
  const tables = { accounts, users, tasks, feedAccess, industries, languages, mediums, sites, indLabels };
  const entries = await Promise.all(Object.entries(tables).map(async ([name, table]) => [name, (await db.select({ n: count() }).from(table))[0]!.n] as const));
  return Object.fromEntries(entries);
}

describe('first-start seed', () => {
  it('creates the demo accounts, users and feeds once; a second start adds nothing and keeps edits', async () => {
    const first = await prepareDatabase(t.database, { seedDemo: true, now: new Date('2026-11-20T00:00:00Z') });
    expect(first.demoSeeded).toBe(true);
    const after = await counts();
    expect(after).toMatchObject({ accounts: 2, users: 2, tasks: 6, feedAccess: 6, indLabels: 9, mediums: 8 });
    expect(after.sites).toBeGreaterThanOrEqual(29);

    await t.database.db.delete(feedAccess);
    const second = await prepareDatabase(t.database, { seedDemo: true, now: new Date('2026-11-21T00:00:00Z') });
    expect(second.demoSeeded).toBe(false);
    expect(await counts()).toEqual({ ...after, feedAccess: 0 });
  });

  it('stores the demo plans and guided queries as the contract describes them', async () => {
    const [analyst] = await t.database.db.select().from(accounts).where(eq(accounts.name, 'Harbour Analytics'));
    expect(analyst).toMatchObject({ name: 'Harbour Analytics', liveLimit: 10, adhocLimit: 6, exportPm: 20, kwPt: 100, liveQryMod: 30, keywordLimit: null });
    expect(analyst!.trendAccess['1']).toEqual(['Latest', 'Daily', 'Weekly', 'BiWeekly', 'Monthly']);
    const feeds = await t.database.db.select().from(tasks);
    const mtr = feeds.find((f) => f.name === 'MTR service disruptions')!;
    expect(mtr.queryLayer[0]).toEqual({ in: [['MTR'], ['港鐵']], ex: [] });
    expect(feeds.filter((f) => f.taskType === 1).every((f) => f.adhocTo !== null && f.cron === 3)).toBe(true);
  });
});
