/** Sites whose counts the site activity list scales down (spec doc 3 §9). */
export const SCALED_SITES: readonly string[] = ['Facebook Page', 'Facebook Group'];
export const SCALED_SITE_FACTOR = 0.2;

/**
 * A site's count as Top sites by activity shows it: Facebook Page and Facebook Group counts are multiplied by 0.2
 * and floored, except when the range is Today (Last 24 hours) or the feed is ad-hoc.
 */
export function siteActivityCount(site: string, count: number, context: { today: boolean; adhoc: boolean }): number {
  if (context.today || context.adhoc || !SCALED_SITES.includes(site)) return count;
  return Math.floor(count * SCALED_SITE_FACTOR);
}
