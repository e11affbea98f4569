import { sql } from 'drizzle-orm';
import { TOP_SITE_LIMIT, type MediumName, type SiteActivity } from 'shared/contract';
import { siteActivityCount, type TimeWindow } from 'shared/rules';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { keptCountRows } from './day-rollup.js';

interface SiteRow {
  site: string;
  medium: MediumName;
  channel: string;
  threads: number;
  comments: number;
  total: number;
}

/**
 * The window's most active sites and channels by threads, by comments and by both. Counts are scaled by the Facebook
 * rule (siteActivityCount) before sorting, so a scaled site ranks by what the list shows; zeros are dropped.
 */
export async function topSites(
  db: Db,
  taskId: number,
  window: TimeWindow,
  context: { today: boolean; adhoc: boolean },
): Promise<Record<'threads' | 'comments' | 'total', SiteActivity[]>> {
  const rows = await queryRows<SiteRow>(
    db,
    sql`
      select c.site, c.medium, c.channel, sum(c.threads)::int as threads, sum(c.posts - c.threads)::int as comments, sum(c.posts)::int as total
      from (${keptCountRows(taskId, window, null)}) c
      group by c.site, c.medium, c.channel`,
  );
  const listBy = (key: 'threads' | 'comments' | 'total') =>
    rows
      .map((r) => ({ site: r.site, medium: r.medium, channel: r.channel, postCount: siteActivityCount(r.site, r[key], context) }))
      .filter((s) => s.postCount > 0)
      .sort((a, b) => b.postCount - a.postCount || byText(a.site, b.site) || byText(a.channel, b.channel) || byText(a.medium, b.medium))
      .slice(0, TOP_SITE_LIMIT);
  return { threads: listBy('threads'), comments: listBy('comments'), total: listBy('total') };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
