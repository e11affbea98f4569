import { sql, type SQL } from 'drizzle-orm';
import { UNASSIGNED_SENTIMENT, type FeedPost, type PostSearch, type PostSort } from 'shared/contract';
import { compileQuery, parseQuery, type CompiledQuery } from 'shared/query';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { ApiFailure } from '../../http/failure.js';
import { presearchKeys } from '../matching/presearcher.js';
import { selectFeedPosts, type FeedView } from './feed-post-rows.js';
import { keywordCondition } from './search-keywords.js';

/** Candidates read per round while a query is verified. */
const VERIFY_BATCH = 2000;

/** Each sort's column and its SQL type (for the keyset cursor); every sort is descending. */
const SORTS: Record<PostSort, { column: SQL; type: SQL }> = {
  unix_timestamp: { column: sql`fp.posted_at`, type: sql`timestamptz` },
  reaction_count: { column: sql`fp.reaction_count`, type: sql`integer` },
  comment_count: { column: sql`fp.comment_count`, type: sql`integer` },
  share_count: { column: sql`fp.share_count`, type: sql`integer` },
  view_count: { column: sql`fp.view_count`, type: sql`integer` },
};

/** Ties fall back to the newest, then to the id, so paging is stable. */
const orderOf = (sort: PostSort) => sql`${SORTS[sort].column} desc, fp.posted_at desc, fp.post_id desc`;

/**
 * The search's filters, all on the feed's links (fp), which carry copies of what they read of the post, so a
 * search runs on the feed's own indexes: (task_id, spam, posted_at) for the period, and one per count sort.
 */
function filtersOf(search: PostSearch): SQL[] {
  const where = [
    sql`fp.task_id = ${search.task_id}`,
    sql`fp.posted_at >= ${new Date(search.from).toISOString()}::timestamptz`,
    sql`fp.posted_at <= ${new Date(search.to).toISOString()}::timestamptz`,
    search.spam ? sql`fp.spam <> 0` : sql`fp.spam = 0`,
  ];
  if (search.is_comment !== null) where.push(sql`fp.is_comment = ${search.is_comment}`);
  if (search.sites !== null) where.push(sql`fp.site = any(${sql.param(search.sites)}::text[])`);
  if (search.mediums !== null) where.push(sql`fp.medium = any(${sql.param(search.mediums)}::text[])`);
  const wanted = new Set(search.sentiment);
  if (wanted.size > 0 && wanted.size < 4) {
    const values = [...wanted].filter((v) => v !== UNASSIGNED_SENTIMENT);
    const anyOf = [
      ...(values.length > 0 ? [sql`fp.effective_sentiment = any(${sql.param(values)}::int[])`] : []),
      ...(wanted.has(UNASSIGNED_SENTIMENT) ? [sql`fp.effective_sentiment is null`] : []),
    ];
    where.push(sql`(${sql.join(anyOf, sql` or `)})`);
  }
  return where;
}

/**
 * A page of a feed's posts and the exact total. Without a query, or with one that the links' title and body keys
 * decide (keywordCondition): one query for the page (limit/offset in SQL) and one count. Links stored before those
 * keys were kept are verified by their text, and join the condition by id. Any other query: the database narrows
 * the feed's posts in the window to those holding one of the query's presearch keys (GIN index on
 * posts.match_keys), every candidate's text is verified with the compiled matcher in sort order, and the page is cut
 * from the verified ids, so total and paging stay exact; the cost grows with the candidates in the window (their
 * text is read once per search, in batches, keeping only ids in memory).
 */
export async function searchFeedPosts(db: Db, view: FeedView, search: PostSearch): Promise<{ posts: FeedPost[]; total: number }> {
  const where = filtersOf(search);
  if (search.query.trim() === '') return pageOf(db, view, search, where);

  const parsed = parseQuery(search.query);
  if (!parsed.ok) throw new ApiFailure(400, 'invalid_request', parsed.error.message);
  // null: the query requires no key (NOT only), so every post of the window is a candidate; []: nothing can match.
  const keys = presearchKeys(search.query);
  if (keys !== null && keys.length === 0) return { posts: [], total: 0 };
  const candidates = keys === null ? where : [...where, sql`p.match_keys && ${sql.param(keys)}::text[]`];
  const matcher = compileQuery(parsed.ast);

  const decided = keywordCondition(parsed.ast);
  if (decided !== null) {
    const unkeyed = await verifiedIds(db, [...candidates, sql`fp.text_keys is null`], search.sort, matcher);
    const matching =
      unkeyed.length === 0
        ? sql`(fp.text_keys is not null and ${decided})`
        : sql`((fp.text_keys is not null and ${decided}) or fp.post_id = any(${sql.param(unkeyed)}::text[]))`;
    return pageOf(db, view, search, [...where, matching]);
  }

  const matching = await verifiedIds(db, candidates, search.sort, matcher);
  const pageIds = matching.slice(search.offset, search.offset + search.size);
  const posts =
    pageIds.length === 0
      ? []
      : await selectFeedPosts(db, view, 'feed', sql`fp.task_id = ${search.task_id} and fp.post_id = any(${sql.param(pageIds)}::text[])`, orderOf(search.sort));
  return { posts, total: matching.length };
}

/** The page and the total of the links the conditions select, both in SQL. */
async function pageOf(db: Db, view: FeedView, search: PostSearch, where: SQL[]): Promise<{ posts: FeedPost[]; total: number }> {
  const condition = sql.join(where, sql` and `);
  const [posts, [counted]] = await Promise.all([
    selectFeedPosts(db, view, 'feed', condition, orderOf(search.sort), { limit: search.size, offset: search.offset }),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from feed_posts fp where ${condition}`),
  ]);
  return { posts, total: counted?.n ?? 0 };
}

/** Ids of the candidates the matcher accepts, in the search's order, read in keyset batches. */
async function verifiedIds(db: Db, where: SQL[], sort: PostSort, matcher: CompiledQuery): Promise<string[]> {
  const { column, type } = SORTS[sort];
  const ids: string[] = [];
  // The cursor keeps the sort values as the database's text, so timestamps keep their microseconds.
  let cursor: { sortKey: string; at: string; id: string } | null = null;
  for (;;) {
    const page = cursor
      ? [...where, sql`(${column}, fp.posted_at, fp.post_id) < (${cursor.sortKey}::${type}, ${cursor.at}::timestamptz, ${cursor.id})`]
      : where;
    const rows: { id: string; title: string; body: string; author: string; site: string; sort_key: string; at: string }[] = await queryRows(
      db,
      sql`
        select fp.post_id as id, p.thread_title as title, p.message as body, p.author_name as author, p.site,
          ${column}::text as sort_key, fp.posted_at::text as at
        from feed_posts fp join posts p on p.id = fp.post_id
        where ${sql.join(page, sql` and `)}
        order by ${orderOf(sort)}
        limit ${VERIFY_BATCH}`,
    );
    for (const row of rows) if (matcher.matches(row)) ids.push(row.id);
    const last = rows[rows.length - 1];
    if (!last || rows.length < VERIFY_BATCH) return ids;
    cursor = { sortKey: last.sort_key, at: last.at, id: last.id };
  }
}
