import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MediumName } from 'shared/contract';
import type { Db } from '../../db/client.js';
import { feedPosts, tasks } from '../../db/schema.js';
import { linkPosts, type NewLink } from './feed-links.js';
import { collectingFeeds, feedMatchRow, matchSettingsOf, toMatchableFeed, toMatchablePost } from '../matching/feed-rows.js';
import { FeedMatcher, postKeySets, presearchKeys } from '../matching/presearcher.js';
import { queryRows } from '../../db/query-rows.js';

/** Posts read per archive query while filling. */
const SCAN_PAGE = 2000;

interface ArchivePost {
  id: string;
  seq: number;
  threadTitle: string;
  message: string;
  authorName: string;
  site: string;
  medium: MediumName;
  lang: string;
  postedAt: Date;
}

async function latestSeq(db: Db): Promise<number> {
  const rows = await queryRows<{ seq: string | number | null }>(db, sql`select max(seq) as seq from posts`);
  return Number(rows[0]?.seq ?? 0);
}

/** Archive posts with seq in (afterSeq, upToSeq], in seq order, narrowed by the filters the database can apply. */
async function* scanArchive(
  db: Db,
  range: { afterSeq: number; upToSeq: number },
  narrow: { from?: Date | null; to?: Date | null; keys?: string[] | null; mediums?: MediumName[] | null } = {},
): AsyncGenerator<ArchivePost[]> {
  let after = range.afterSeq;
  for (;;) {
    const filters = [
      sql`seq > ${after}`,
      sql`seq <= ${range.upToSeq}`,
      ...(narrow.from ? [sql`posted_at >= ${narrow.from.toISOString()}::timestamptz`] : []),
      ...(narrow.to ? [sql`posted_at <= ${narrow.to.toISOString()}::timestamptz`] : []),
      // The GIN index on match_keys finds the posts holding one of the feed's presearch keys.
      ...(narrow.keys ? [sql`match_keys && ${sql.param(narrow.keys)}::text[]`] : []),
      ...(narrow.mediums ? [sql`medium = any(${sql.param(narrow.mediums)}::text[])`] : []),
    ];
    const rows = await queryRows<Omit<ArchivePost, 'seq' | 'postedAt'> & { seq: string | number; postedAt: string | Date }>(db, sql`
      select id, seq, thread_title as "threadTitle", message, author_name as "authorName", site, medium, lang,
        posted_at as "postedAt"
      from posts where ${sql.join(filters, sql` and `)}
      order by seq limit ${SCAN_PAGE}`);
    const page = rows.map((r) => ({ ...r, seq: Number(r.seq), postedAt: new Date(r.postedAt) }));
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1]!.seq;
    if (page.length < SCAN_PAGE) return;
  }
}

function matchable(post: ArchivePost) {
  return toMatchablePost({ ...post, postedAt: post.postedAt.getTime() });
}

/** The title and body keys of a matched post, worked out once however many feeds it goes to. */
function textKeysOf(post: ArchivePost, known: Map<string, string[]>): string[] {
  let keys = known.get(post.id);
  if (!keys) known.set(post.id, (keys = postKeySets(matchable(post)).text));
  return keys;
}

export interface FillResult {
  matched: number;
  added: number;
  removed: number;
}

/**
 * Fills a feed from the archive for its whole period, as its current settings say: links to posts that now
 * match are added, links to posts that no longer match are removed. `finish` runs inside the same transaction
 * (it finishes the job), so a crash leaves the feed as it was and the job to run again.
 */
export async function refillFeed(db: Db, taskId: number, now: Date, finish: (tx: Db) => Promise<void>): Promise<FillResult> {
  const feed = await feedMatchRow(db, taskId);
  if (!feed) {
    await db.transaction(async (tx) => finish(tx as unknown as Db));
    return { matched: 0, added: 0, removed: 0 };
  }
  const upToSeq = await latestSeq(db);
  const matcher = new FeedMatcher();
  let keys: string[] | null = [];
  try {
    matcher.add(toMatchableFeed(feed));
    keys = presearchKeys(feed.queryString);
  } catch {
    // A query that does not parse matches nothing; saves are validated, so this is a feed stored before a rule changed.
  }

  const matched: NewLink[] = [];
  if (keys === null || keys.length > 0) {
    for await (const page of scanArchive(db, { afterSeq: 0, upToSeq }, { from: feed.adhocFrom, to: feed.adhocTo, keys, mediums: feed.listMedium })) {
      for (const post of page) {
        if (matcher.match(matchable(post)).length > 0) matched.push({ taskId, postId: post.id, textKeys: postKeySets(matchable(post)).text });
      }
    }
  }

  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const keep = matched.map((l) => l.postId);
    const removed = await tx
      .delete(feedPosts)
      .where(and(eq(feedPosts.taskId, taskId), sql`not (${feedPosts.postId} = any(${sql.param(keep)}::text[]))`))
      .returning({ postId: feedPosts.postId });
    const added = await linkPosts(tx, matched, now);
    await tx.update(tasks).set({ matchedSeq: upToSeq, filledWith: matchSettingsOf(feed), filledAt: now }).where(eq(tasks.id, taskId));
    await finish(tx);
    return { matched: matched.length, added, removed: removed.length };
  });
}

/**
 * Brings the feeds updated at one frequency (hourly or daily) up to date: matches every post collected since each
 * feed's watermark and moves the watermarks to the newest post.
 */
export async function catchUpFeeds(db: Db, frequency: number, now: Date, finish: (tx: Db) => Promise<void>): Promise<{ feeds: number; added: number }> {
  const feeds = await collectingFeeds(db, frequency);
  const upToSeq = await latestSeq(db);
  const due = feeds.filter((f) => f.matchedSeq < upToSeq);
  const links: NewLink[] = [];
  const textKeys = new Map<string, string[]>();
  if (due.length > 0) {
    const matcher = new FeedMatcher();
    const watermark = new Map<number, number>();
    for (const feed of due) {
      try {
        matcher.add(toMatchableFeed(feed));
        watermark.set(feed.id, feed.matchedSeq);
      } catch {
        // See refillFeed: an unparsable stored query matches nothing.
      }
    }
    const afterSeq = Math.min(...due.map((f) => f.matchedSeq));
    for await (const page of scanArchive(db, { afterSeq, upToSeq })) {
      for (const post of page) {
        for (const taskId of matcher.match(matchable(post))) {
          if (post.seq > (watermark.get(taskId) ?? Infinity)) links.push({ taskId, postId: post.id, textKeys: textKeysOf(post, textKeys) });
        }
      }
    }
  }
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const added = await linkPosts(tx, links, now);
    if (due.length > 0) {
      await tx
        .update(tasks)
        .set({ matchedSeq: upToSeq })
        .where(inArray(tasks.id, due.map((f) => f.id)));
    }
    await finish(tx);
    return { feeds: due.length, added };
  });
}
