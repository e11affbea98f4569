import { and, desc, gte, or, sql, type SQL } from 'drizzle-orm';
import { PREVIEW_LIMIT, type MediumName, type PreviewRecord } from 'shared/contract';
import { compileQuery, foldText, parseQuery, requiredTermSets } from 'shared/query';
import type { Db } from '../../db/client.js';
import { posts } from '../../db/schema.js';
import { ApiFailure } from '../../http/failure.js';

/** The preview looks at this many of the newest archived posts at most, so its cost is bounded whatever the archive holds. */
export const PREVIEW_SCAN_WINDOW = 20_000;
/** Posts read from the database per round while verifying. */
const BATCH = 1_000;

/**
 * A LIKE pattern every post holding a presearch key must contain: the key's longest run of ASCII letters or
 * digits. Keys are tokens of the folded post, so any run inside one is a substring of the folded post, and the
 * database folds ASCII the same way (NFKC, then lower case). Han keys have no pattern: the Traditional/Simplified
 * fold is not available in SQL.
 */
function asciiPattern(key: string): string | null {
  const runs = foldText(key).match(/[a-z0-9]+/g) ?? [];
  return runs.reduce<string | null>((best, run) => (best === null || run.length > best.length ? run : best), null);
}

/**
 * The required key set (see requiredTermSets) to pre-filter with: one whose every key has an ASCII pattern,
 * preferring the set whose shortest pattern is longest (longer words are rarer), then fewer patterns.
 */
export function prefilterPatterns(sets: readonly (readonly string[])[]): string[] | null {
  let best: string[] | null = null;
  let bestShortest = 0;
  for (const set of sets) {
    const patterns = set.map(asciiPattern);
    if (patterns.some((p) => p === null)) continue;
    const unique = [...new Set(patterns as string[])];
    const shortest = Math.min(...unique.map((p) => p.length));
    if (best === null || shortest > bestShortest || (shortest === bestShortest && unique.length < best.length)) {
      best = unique;
      bestShortest = shortest;
    }
  }
  return best;
}

const searchable = sql`lower(normalize(concat_ws(' ', ${posts.threadTitle}, ${posts.message}, ${posts.authorName}, ${posts.site}), NFKC))`;

/**
 * Archived posts matching a boolean query, newest first, at most PREVIEW_LIMIT: candidates come from the newest
 * `scanWindow` posts (narrowed in SQL by a required ASCII word when the query has one) and every
 * candidate is verified with the compiled matcher. `total` counts matches up to the limit.
 */
export async function searchPreview(db: Db, query: string, scanWindow = PREVIEW_SCAN_WINDOW): Promise<{ records: PreviewRecord[]; total: number }> {
  const parsed = parseQuery(query);
  if (!parsed.ok) throw new ApiFailure(400, 'invalid_request', parsed.error.message);
  const matcher = compileQuery(parsed.ast);
  const required = requiredTermSets(parsed.ast);
  // An empty required set means no keyword of the query can occur in any text.
  if (required.some((set) => set.length === 0)) return { records: [], total: 0 };
  const patterns = prefilterPatterns(required);

  const [oldest] = await db
    .select({ at: posts.postedAt })
    .from(posts)
    .orderBy(desc(posts.postedAt))
    .offset(scanWindow - 1)
    .limit(1);
  const filters: SQL[] = [];
  if (oldest) filters.push(gte(posts.postedAt, oldest.at));
  if (patterns) filters.push(or(...patterns.map((p) => sql`${searchable} like ${`%${p}%`}`))!);

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
