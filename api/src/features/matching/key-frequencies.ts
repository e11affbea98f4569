import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { staticCommonness, type KeyCommonness } from './presearcher.js';

/** Newest posts whose keys are counted; enough to rank keys, cheap to read. */
const SAMPLE_POSTS = 2000;
/** Below this many posts the counts say little, and the static estimate is used. */
const MIN_SAMPLE = 200;

/**
 * How common each presearch key is among the newest posts (document frequency), so the presearcher files each
 * feed under the clause whose keys are rarest in what is actually collected (bench/feed-matching.mjs measures
 * this choice against the static estimate).
 */
export async function sampledCommonness(db: Db): Promise<KeyCommonness> {
  const rows = await queryRows<{ key: string; n: string | number; sample: string | number }>(
    db,
    sql`with recent as (select match_keys from posts order by seq desc limit ${SAMPLE_POSTS})
        select key, count(*) as n, (select count(*) from recent) as sample
        from recent, unnest(match_keys) as key group by key`,
  );
  const sample = Number(rows[0]?.sample ?? 0);
  if (sample < MIN_SAMPLE) return staticCommonness;
  const counts = new Map(rows.map((r) => [r.key, Number(r.n)]));
  return (key) => ((counts.get(key) ?? 0) + 0.5) / sample;
}
