import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { accounts, seedRuns, sources, tasks } from '../schema.js';
import { DEMO_LOGINS } from './demo.js';
import { DEMO_HISTORY_DAYS, DEMO_POLL_INTERVAL_S, DEMO_SOURCE_NAME } from '../../features/ingestion/demo-source.js';
import { enqueue } from '../../features/ingestion/queue.js';

const DEMO_STREAM_SEED = 'demo-stream';
const DAY = 24 * 3_600_000;

/**
 * Real sources an admin may switch on (they need internet access); the embedded default ships them disabled,
 * so nothing is fetched from outside without a decision to.
 */
const EXAMPLE_SOURCES = [
  { name: 'RTHK English local news', kind: 'rss', target: 'https://rthk.hk/rthk/news/rss/e_expressnews_elocal.xml', medium: 'News', site: 'RTHK', labelId: null },
  { name: 'Hong Kong Free Press', kind: 'rss', target: 'https://hongkongfp.com/feed/', medium: 'News', site: 'HKFP', labelId: null },
  { name: 'r/HongKong', kind: 'reddit', target: 'https://www.reddit.com/r/HongKong', medium: 'Social', site: 'Reddit', labelId: null },
  { name: 'Mastodon #HongKong', kind: 'mastodon', target: 'https://mastodon.social/tags/hongkong', medium: 'Social', site: 'Mastodon', labelId: null },
  { name: 'Bluesky search: Hong Kong', kind: 'bluesky', target: 'search:Hong Kong', medium: 'Social', site: 'Bluesky', labelId: null },
] as const;

/**
 * On the first start with demo data: registers the demo stream as a source and queues its 30 days of history
 * (newest day first, so recent charts fill first), then a fill of every feed. The running collector does the
 * work, so the server answers at once and the feeds fill within the first minutes. Answers whether it ran.
 */
export async function seedDemoStream(db: Db, now: Date): Promise<boolean> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_STREAM_SEED));
  if (done) return false;
  // Only beside the demo accounts: a database whose accounts were issued for real never gets simulated posts.
  const [demoAccount] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, DEMO_LOGINS[0].account));
  if (!demoAccount) return false;
  await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const [demo] = await tx
      .insert(sources)
      .values({
        name: DEMO_SOURCE_NAME,
        kind: 'demo',
        target: '',
        medium: 'Social',
        site: 'Demo',
        pollIntervalS: DEMO_POLL_INTERVAL_S,
        enabled: true,
        cursor: { untilMs: now.getTime() },
        nextPollAt: new Date(now.getTime() + DEMO_POLL_INTERVAL_S * 1000),
        createdAt: now,
      })
      .returning({ id: sources.id });
    for (const example of EXAMPLE_SOURCES) {
      await tx
        .insert(sources)
        .values({ ...example, pollIntervalS: 900, enabled: false, createdAt: now })
        .onConflictDoNothing();
    }
    for (let day = 0; day < DEMO_HISTORY_DAYS; day++) {
      const toMs = now.getTime() - day * DAY;
      await enqueue(tx, 'demo', { sourceId: demo!.id, fromMs: toMs - DAY, toMs }, { runAt: now });
    }
    for (const { id } of await tx.select({ id: tasks.id }).from(tasks)) {
      await enqueue(tx, 'refill', { taskId: id }, { dedupeKey: `refill:${id}`, runAt: now });
    }
    await tx.insert(seedRuns).values({ name: DEMO_STREAM_SEED, appliedAt: now });
  });
  return true;
}
