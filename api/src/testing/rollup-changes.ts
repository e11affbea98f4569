import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { feedPosts, tasks } from '../db/schema.js';
import { prepareDatabase } from '../db/setup.js';
import { findUser } from '../features/accounts/accounts.js';
import { markIrrelevant, restorePosts } from '../features/posts/irrelevant-posts.js';
import { fixtureHash } from '../features/posts/post-fixtures.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/**
 * What the per-day rollup tests share (feed_term_days, feed_day_counts): a demo database with one feed, windows with
 * awkward edges, and the changes to a feed's links each rollup's triggers must follow.
 */
export const HOUR = 3_600_000;
/** Hong Kong midnight starting 10 November 2026. */
export const MIDNIGHT = Date.parse('2026-11-10T00:00:00+08:00');
export const NOW = new Date('2026-11-20T04:00:00Z');

/** Windows with both ends on and off Hong Kong midnight, within one day, across several, and over nothing. */
export const ROLLUP_WINDOWS: [number, number][] = [
  [MIDNIGHT, MIDNIGHT + 24 * HOUR],
  [MIDNIGHT - 24 * HOUR, MIDNIGHT + 48 * HOUR],
  [MIDNIGHT - 2 * HOUR, MIDNIGHT + 26 * HOUR + 1],
  [MIDNIGHT - 30 * HOUR, MIDNIGHT + 100 * HOUR],
  [MIDNIGHT + 3 * HOUR, MIDNIGHT + 9 * HOUR],
  [MIDNIGHT - 1, MIDNIGHT + 1],
  [MIDNIGHT + 200 * HOUR, MIDNIGHT + 300 * HOUR],
];

/** A demo database and its 'MTR service disruptions' feed. */
export async function rollupDatabase(): Promise<{ t: TestDatabase; feed: number }> {
  const t = await createTestDatabase();
  await prepareDatabase(t.database, { seedDemo: true, demoStream: false, now: NOW });
  const [row] = await t.database.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.name, 'MTR service disruptions'));
  return { t, feed: row!.id };
}

/** Fixture posts (by label) marked irrelevant: the first by hand, the rest at once as the smart feed would. */
export async function markSomeIrrelevant(db: Db, feed: number, [byHand, ...atOnce]: string[]): Promise<void> {
  const ada = (await findUser(db, 'analyst'))!;
  await markIrrelevant(db, { taskId: feed, userId: ada.id }, fixtureHash(byHand!), NOW);
  await db
    .update(feedPosts)
    .set({ spam: 2, spamAt: NOW })
    .where(and(eq(feedPosts.taskId, feed), inArray(feedPosts.postId, atOnce.map(fixtureHash))));
}

/** Fixture posts (by label) restored, removed and kept ones alike. */
export const restoreSome = (db: Db, feed: number, labels: string[]) => restorePosts(db, feed, labels.map(fixtureHash));

/** Fixture posts' (by label) links deleted. */
export async function deleteSome(db: Db, feed: number, labels: string[]): Promise<void> {
  await db.delete(feedPosts).where(and(eq(feedPosts.taskId, feed), inArray(feedPosts.postId, labels.map(fixtureHash))));
}
