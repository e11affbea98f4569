import { asc, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { posts } from '../../db/schema.js';
import { termSurfaces } from '../enrichment/terms/term-surfaces.js';

/**
 * Records how new posts write their terms, in one statement: a term seen for the first time is stored with its
 * display, and a term stored as itself (its folded form) takes a display written differently, so a Traditional form
 * wins and then stays. Pairs that would change nothing are dropped before the insert, so common terms are not locked
 * by every batch; the rest go in term order, so concurrent batches lock them in the same order.
 */
export async function recordTermDisplays(tx: Db, posts: readonly { terms: readonly string[]; displays: readonly string[] }[]): Promise<void> {
  const displays = new Map<string, string>();
  for (const post of posts) {
    post.terms.forEach((term, i) => {
      const display = post.displays[i] ?? term;
      if (!displays.has(term) || (displays.get(term) === term && display !== term)) displays.set(term, display);
    });
  }
  if (displays.size === 0) return;
  const terms = [...displays.keys()].sort();
  await tx.execute(sql`
    insert into term_display (term, display)
    select u.term, u.display
    from unnest(${sql.param(terms)}::text[], ${sql.param(terms.map((t) => displays.get(t)!))}::text[]) with ordinality as u(term, display, n)
      left join term_display d on d.term = u.term
    where d.term is null or (d.display = d.term and u.display <> u.term)
    order by u.n
    on conflict (term) do update set display = excluded.display
    where term_display.display = term_display.term and excluded.display <> excluded.term`);
}

/** How each term is shown: its recorded display, or the term itself. */
export async function displaysOf(db: Db, terms: readonly string[]): Promise<Map<string, string>> {
  const shown = new Map(terms.map((t) => [t, t]));
  if (terms.length === 0) return shown;
  const rows = await queryRows<{ term: string; display: string }>(
    db,
    sql`select term, display from term_display where term = any(${sql.param([...shown.keys()])}::text[])`,
  );
  for (const row of rows) shown.set(row.term, row.display);
  return shown;
}

/**
 * Records the displays of stored posts after `afterId`, `limit` posts in id order, as enrichment would have (for posts
 * stored before displays were kept); answers the last id read, or null when no post is left.
 */
export async function recordStoredTermDisplays(tx: Db, afterId: string, limit: number): Promise<string | null> {
  const rows = await tx
    .select({ id: posts.id, title: posts.threadTitle, message: posts.message, terms: posts.terms })
    .from(posts)
    .where(gt(posts.id, afterId))
    .orderBy(asc(posts.id))
    .limit(limit);
  await recordTermDisplays(
    tx,
    rows.map((r) => ({ terms: r.terms ?? [], displays: termSurfaces(`${r.title}\n${r.message}`, r.terms ?? []) })),
  );
  return rows.length < limit ? null : rows.at(-1)!.id;
}
