import { and, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AccessEntry } from 'shared/contract';
import { hkDayStart, percentDiff } from 'shared/rules';
import type { Db } from '../../db/client.js';
import { feedPosts, posts } from '../../db/schema.js';

/** The recent figures of a feed shown on its card; they come from the posts it has collected. */
export type FeedFigures = Pick<AccessEntry, 'total_threads' | 'stat' | 'line'>;

const DAY_MS = 86_400_000;
/** The stat compares the last 24 hours with the daily average of this many days before them. */
const AVERAGE_DAYS = 7;
/** Hong Kong calendar days on the line, today included. */
const LINE_DAYS = 7;

const isThread = sql`not ${feedPosts.isComment}`;
// An author is an account on a site; posts without an author id are told apart by the name shown.
const author = sql`coalesce(nullif(${posts.authorId}, ''), ${posts.authorName})`;
const authorKey = sql`case when ${author} <> '' then jsonb_build_array(${posts.site}, ${author}) end`;
const engagement = sql`${posts.commentCount} + ${posts.shareCount} + ${posts.reactionCount}`;

const count = (where: SQL) => sql<number>`(count(*) filter (where ${where}))::int`;
const authors = (where: SQL) => sql<number>`(count(distinct ${authorKey}) filter (where ${where}))::int`;
// float8, not bigint, so both drivers answer a number; sums stay exact far beyond any feed's counts.
const total = (value: SQL, where: SQL) => sql<number>`coalesce(sum(${value}) filter (where ${where}), 0)::float8`;
const ints = (items: SQL[]) => sql<number[]>`array[${sql.join(items, sql`, `)}]::int[]`;

/** Posted in (from, to]. */
const postedIn = (from: number, to: number) => and(gt(feedPosts.postedAt, new Date(from)), lte(feedPosts.postedAt, new Date(to)))!;

/**
 * The change of the last point against the average of the points before it, in percent: negative when lower.
 * It is the product's percent difference (shared percentDiff), so no posts before and none now is 0, and posts
 * now after none before is its infinity marker, 99999.
 */
export function lineDelta(counts: readonly number[]): number {
  const last = counts.at(-1) ?? 0;
  const before = counts.slice(0, -1);
  const sum = before.reduce((total, c) => total + c, 0);
  // Compared as last × days against the sum, the same ratio in whole numbers, so no fraction of the average is lost.
  const scaled = last * before.length;
  const percent = percentDiff(scaled, sum);
  return scaled < sum ? -percent : percent;
}

/**
 * The card figures of the given feeds at `now`, from the posts they hold (every requested feed is answered):
 * - stat: the last 24 hours, (now - 24 h, now], against the daily average of the 7 days of 24 hours before
 *   them; post_count counts threads and comments, thread_count opening posts, eng_count comments + shares +
 *   reactions, view_count views; author_count distinct authors, whose average is that of each day's distinct
 *   authors. Averages are not rounded.
 * - line: opening posts per Hong Kong calendar day, the 7 days up to today, oldest first; delta per lineDelta.
 * - total_threads: every opening post the feed holds.
 * Posts dated after `now` count only in total_threads. Two queries for all feeds together.
 */
export async function feedFigures(db: Db, taskIds: readonly number[], now: Date): Promise<Map<number, FeedFigures>> {
  const figures = new Map<number, FeedFigures>();
  if (taskIds.length === 0) return figures;
  const end = now.getTime();
  const dayAgo = end - DAY_MS;
  const earliest = dayAgo - AVERAGE_DAYS * DAY_MS;
  const recent = postedIn(dayAgo, end);
  const before = postedIn(earliest, dayAgo);
  const lineDays = Array.from({ length: LINE_DAYS }, (_, i) => hkDayStart(end) - (LINE_DAYS - 1 - i) * DAY_MS);
  const onDay = (start: number) => and(isThread, gte(feedPosts.postedAt, new Date(start)), lt(feedPosts.postedAt, new Date(start + DAY_MS)))!;

  const [windowRows, totalRows] = await Promise.all([
    db
      .select({
        taskId: feedPosts.taskId,
        posts: count(recent),
        threads: count(and(recent, isThread)!),
        authors: authors(recent),
        engagement: total(engagement, recent),
        views: total(sql`${posts.viewCount}`, recent),
        postsBefore: count(before),
        threadsBefore: count(and(before, isThread)!),
        engagementBefore: total(engagement, before),
        viewsBefore: total(sql`${posts.viewCount}`, before),
        authorsByDayBefore: ints(Array.from({ length: AVERAGE_DAYS }, (_, i) => authors(postedIn(earliest + i * DAY_MS, earliest + (i + 1) * DAY_MS)))),
        line: ints(lineDays.map((start) => count(onDay(start)))),
      })
      .from(feedPosts)
      // A feed's link whose archived post is gone still counts as a post; it only lacks author and engagement.
      .leftJoin(posts, eq(posts.id, feedPosts.postId))
      .where(and(inArray(feedPosts.taskId, [...taskIds]), postedIn(earliest, end)))
      .groupBy(feedPosts.taskId),
    db
      .select({ taskId: feedPosts.taskId, threads: count(isThread) })
      .from(feedPosts)
      .where(inArray(feedPosts.taskId, [...taskIds]))
      .groupBy(feedPosts.taskId),
  ]);

  const windows = new Map(windowRows.map((r) => [r.taskId, r]));
  const totals = new Map(totalRows.map((r) => [r.taskId, r.threads]));
  const average = (sum: number) => sum / AVERAGE_DAYS;
  for (const taskId of taskIds) {
    const w = windows.get(taskId);
    const line = lineDays.map((ts, i) => ({ ts, count: w?.line[i] ?? 0 }));
    figures.set(taskId, {
      total_threads: totals.get(taskId) ?? 0,
      stat: {
        author_count: { total: w?.authors ?? 0, prev_avg: average(w?.authorsByDayBefore.reduce((sum, c) => sum + c, 0) ?? 0) },
        eng_count: { total: w?.engagement ?? 0, prev_avg: average(w?.engagementBefore ?? 0) },
        post_count: { total: w?.posts ?? 0, prev_avg: average(w?.postsBefore ?? 0) },
        thread_count: { total: w?.threads ?? 0, prev_avg: average(w?.threadsBefore ?? 0) },
        view_count: { total: w?.views ?? 0, prev_avg: average(w?.viewsBefore ?? 0) },
      },
      line: { delta: lineDelta(line.map((p) => p.count)), points: line },
    });
  }
  return figures;
}
