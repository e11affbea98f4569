import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { collectingFeeds, toMatchableFeed } from './feed-rows.js';
import { sampledCommonness } from './key-frequencies.js';
import { FeedMatcher } from './presearcher.js';
import { queryRows } from '../../db/query-rows.js';

const REAL_TIME = 0;
/** Key frequencies drift with the news; the index is rebuilt on them at least this often. */
const REBUILD_EVERY_MS = 3_600_000;

/**
 * The presearcher over the feeds updated in real time, rebuilt when any feed was created, saved, deleted, paused
 * or changed frequency, and hourly, with each feed filed under its rarest keys in the recent posts. A cheap signature of the feeds table is compared before each batch, so API processes and
 * workers in other processes see each other's changes without messaging.
 */
export class RealtimeMatcher {
  private signature: string | null = null;
  private builtAt = 0;
  private matcher = new FeedMatcher();

  async current(db: Db): Promise<FeedMatcher> {
    const rows = await queryRows<{ sig: string | null }>(db, sql`
      select md5(coalesce(string_agg(id || ':' || status || ':' || cron || ':' || coalesce(last_saved_at::text, ''), ',' order by id), '')) as sig
      from tasks`);
    const signature = rows[0]?.sig ?? '';
    if (signature !== this.signature || Date.now() - this.builtAt > REBUILD_EVERY_MS) {
      const matcher = new FeedMatcher(await sampledCommonness(db));
      for (const row of await collectingFeeds(db, REAL_TIME)) {
        try {
          matcher.add(toMatchableFeed(row));
        } catch {
          // A stored query that does not parse matches nothing (saves are validated; see refillFeed).
        }
      }
      this.matcher = matcher;
      this.signature = signature;
      this.builtAt = Date.now();
    }
    return this.matcher;
  }
}
