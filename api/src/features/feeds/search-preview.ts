import { and, desc, gte, sql, type SQL } from 'drizzle-orm';
import { PREVIEW_LIMIT, type MediumName, type PreviewRecord } from 'shared/contract';
import { compileQuery, parseQuery } from 'shared/query';
import type { Db } from '../../db/client.js';
import { posts } from '../../db/schema.js';
import { ApiFailure } from '../../http/failure.js';
import { presearchKeys } from '../matching/presearcher.js';

/** The preview looks at this many of the newest archived posts at most, so its cost is bounded whatever the archive holds. */
export const PREVIEW_SCAN_WINDOW = 20_000;
/** Posts read from the database per round while verifying. */
const BATCH = 1_000;

/**
 * Archived posts matching a boolean query, newest first, at most PREVIEW_LIMIT: candidates come from the newest
 * `scanWindow` posts holding one of the query's presearch keys (the GIN index on the posts' stored keys, for
 * English and Chinese alike), and every candidate is verified with the compiled matcher. `total` counts matches
 * up to the limit.
 */
export async function searchPreview(db: Db, query: string, scanWindow = PREVIEW_SCAN_WINDOW): Promise<{ records: PreviewRecord[]; total: number }> {
  const parsed = parseQuery(query);
  if (!parsed.ok) throw new ApiFailure(400, 'invalid_request', parsed.error.message);
  const matcher = compileQuery(parsed.ast);
  // null: the query requires no key (NOT only); []: no keyword of the query can occur in any text.
  const keys = presearchKeys(query);
  if (keys !== null && keys.length === 0) return { records: [], total: 0 };

  const [oldest] = await db
    .select({ at: posts.postedAt })
    .from(posts)
    .orderBy(desc(posts.postedAt))
    .offset(scanWindow - 1)
    .limit(1);
  const filters: SQL[] = [];
  if (oldest) filters.push(gte(posts.postedAt, oldest.at));
  if (keys) filters.push(sql`${posts.matchKeys} && ${sql.param(keys)}::text[]`);

  const records: PreviewRecord[] = [];
  // The cursor keeps posted_at as the database's text, so microseconds survive the round trip.
  let cursor: { at: string; id: string } | null = null;
  for (;;) {
    const page: SQL[] = cursor ? [...filters, sql`(${posts.postedAt}, ${posts.id}) < (${cursor.at}::timestamptz, ${cursor.id})`] : filters;
    const rows = await db
      .select({ post: posts, cursorAt: sql<string>`${posts.postedAt}::text` })
      .from(posts)
      .where(and(...page))
      .orderBy(desc(posts.postedAt), desc(posts.id))
      .limit(BATCH);
    for (const { post: row } of rows) {
      const doc = { title: row.threadTitle, body: row.message, author: row.authorName, site: row.site };
      if (!matcher.matches(doc)) continue;
      records.push({
        hash: row.id,
        author: row.authorName,
        timestamp: row.postedAt.getTime(),
        thread_title: row.threadTitle,
        message: row.message,
        site: row.site,
        medium: row.medium as MediumName,
        matched: matcher.matchedTerms(doc),
      });
      if (records.length === PREVIEW_LIMIT) return { records, total: records.length };
    }
    const last = rows[rows.length - 1];
    if (!last || rows.length < BATCH) return { records, total: records.length };
    cursor = { at: last.cursorAt, id: last.post.id };
  }
}
