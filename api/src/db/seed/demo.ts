import { count, eq } from 'drizzle-orm';
import type { AccountLevel, GuidedQuery } from 'shared/contract';
import { guidedToQuery } from 'shared/query';
import { hkDayEnd, hkDayStart } from 'shared/rules';
import type { Db } from '../client.js';
import { accounts, feedAccess, seedRuns, tasks } from '../schema.js';
import { createAccount, createUser } from '../../features/accounts/accounts.js';
import { fullTrendAccess } from '../../features/accounts/plans.js';

/** The logins printed at start; both are demo accounts on demo data. */
export const DEMO_LOGINS = [
  { username: 'analyst', password: 'analyst-demo', account: 'Harbour Analytics' },
  { username: 'starter', password: 'starter-demo', account: 'Starter Studio' },
] as const;

const DAY = 86_400_000;
/** Noon of a Hong Kong calendar day, as the date picker hands a picked day over. */

interface DemoFeed {
  name: string;
  taskType: 0 | 1;
  indusId: number;
  queryLayer: GuidedQuery;
  langAbbr: string;
  listMedium: string[] | null;
  from: number;
  to: number | null;
  cron: 0 | 1 | 2 | 3;
}

function demoFeeds(now: number): { analyst: DemoFeed[]; starter: DemoFeed[] } {
  return {
    analyst: [
      {
        name: 'MTR service disruptions',
        taskType: 0,
        indusId: 9,
        queryLayer: [
          { in: [['MTR'], ['港鐵']], ex: [] },
          { in: [['delay'], ['disruption'], ['延誤'], ['故障'], ['暫停服務']], ex: [['Disneyland'], ['迪士尼']] },
        ],
        langAbbr: 'zh-HK',
        listMedium: null,
        from: hkDayStart(now - 30 * DAY),
        to: null,
        cron: 0,
      },
      {
        name: 'Cantonese milk tea brands',
        taskType: 0,
        indusId: 5,
        queryLayer: [
          { in: [['奶茶'], ['milk tea'], ['絲襪奶茶']], ex: [] },
          { in: [['維他'], ['Vita'], ['黑白淡奶'], ['蘭芳園'], ['金裝']], ex: [['珍珠奶茶']] },
        ],
        langAbbr: 'zh-HK',
        listMedium: ['Facebook', 'Instagram', 'Forum', 'News'],
        from: hkDayStart(now - 14 * DAY),
        to: null,
        cron: 1,
      },
      {
        name: 'Budget 2026 reactions',
        taskType: 1,
        indusId: 14,
        queryLayer: [{ in: [['財政預算案'], ['預算案'], ['Budget 2026'], ['budget speech']], ex: [['Singapore'], ['新加坡']] }],
        langAbbr: 'zh-HK',
        listMedium: ['Forum', 'News', 'Social'],
        // Ad-hoc periods end before the first start, inside the demo stream's 30 days of history.
        from: hkDayStart(now - 28 * DAY),
        to: hkDayEnd(now - DAY),
        cron: 3,
      },
      {
        // A second ad-hoc feed, so the compare view has a partner out of the box.
        name: 'MTR delays, last four weeks',
        taskType: 1,
        indusId: 9,
        queryLayer: [{ in: [['港鐵'], ['MTR'], ['地鐵']], ex: [] }, { in: [['delay'], ['延誤'], ['故障']], ex: [] }],
        langAbbr: 'zh-HK',
        listMedium: null,
        from: hkDayStart(now - 28 * DAY),
        to: hkDayEnd(now - DAY),
        cron: 3,
      },
    ],
    starter: [
      {
        name: 'Harbourfront cafés',
        taskType: 0,
        indusId: 5,
        queryLayer: [{ in: [['海濱'], ['harbourfront']], ex: [] }, { in: [['cafe'], ['café'], ['咖啡']], ex: [] }],
        langAbbr: 'en',
        listMedium: null,
        from: hkDayStart(now - 7 * DAY),
        to: null,
        cron: 2,
      },
      {
        name: 'Christmas markets',
        taskType: 1,
        indusId: 4,
        queryLayer: [{ in: [['聖誕市集'], ['Christmas market']], ex: [] }],
        langAbbr: 'en',
        listMedium: null,
        from: hkDayStart(now - 21 * DAY),
        to: hkDayEnd(now - DAY),
        cron: 3,
      },
    ],
  };
}

const generousPlan = (): AccountLevel => ({
  live_limit: 10,
  adhoc_limit: 6,
  export_pm: 20,
  kw_pt: 100,
  live_qry_mod: 30,
  smart_feed: true,
  alert: true,
  keyword_limit: null,
  date_from: null,
  trend_access: fullTrendAccess(),
});

const starterPlan = (): AccountLevel => ({
  live_limit: 1,
  adhoc_limit: 1,
  export_pm: 0,
  kw_pt: 10,
  live_qry_mod: 3,
  smart_feed: false,
  alert: false,
  keyword_limit: null,
  date_from: null,
  trend_access: {},
});

const DEMO_SEED = 'demo-accounts';

/**
 * Creates the demo accounts, users and feeds on the first start of an empty database. Later starts
 * find the run recorded and change nothing, so edits (or deletions) made to the demo data survive
 * restarts; a database where accounts were already issued gets no demo data.
 * Answers whether it seeded.
 */
export async function seedDemo(db: Db, now: Date): Promise<boolean> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_SEED));
  if (done) return false;
  const [existing] = await db.select({ n: count() }).from(accounts);
  if (existing && existing.n > 0) {
    await db.insert(seedRuns).values({ name: DEMO_SEED, appliedAt: now });
    return false;
  }
  const feeds = demoFeeds(now.getTime());
  const plans = [
    { login: DEMO_LOGINS[0], plan: generousPlan(), displayName: 'Ada Analyst', email: 'ada.analyst@harbouranalytics.hk', feeds: feeds.analyst },
    { login: DEMO_LOGINS[1], plan: starterPlan(), displayName: 'Sam Starter', email: 'sam@starterstudio.hk', feeds: feeds.starter },
  ];
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    for (const { login, plan, displayName, email, feeds: list } of plans) {
      const account = await createAccount(txDb, login.account, plan);
      const user = await createUser(txDb, { accountId: account.id, username: login.username, password: login.password, displayName, email });
      for (const feed of list) {
        const [task] = await tx
          .insert(tasks)
          .values({
            accountId: account.id,
            name: feed.name,
            taskType: feed.taskType,
            indusId: feed.indusId,
            queryLayer: feed.queryLayer,
            queryString: guidedToQuery(feed.queryLayer),
            langAbbr: feed.langAbbr,
            listMedium: feed.listMedium,
            adhocFrom: new Date(feed.from),
            adhocTo: feed.to === null ? null : new Date(feed.to),
            cron: feed.cron,
            createdBy: user.id,
            lastEditUser: user.id,
            lastEditTime: now,
            createdAt: now,
          })
          .returning({ id: tasks.id });
        await tx.insert(feedAccess).values({ userId: user.id, taskId: task!.id, readable: true, writable: true });
      }
    }
    await tx.insert(seedRuns).values({ name: DEMO_SEED, appliedAt: now });
  });
  return true;
}
