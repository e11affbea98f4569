/** A post's engagement (spec doc 3 §3 "total engagement"): its reactions, comments and shares; views are apart. */
export function engagementOf(post: { reaction_count: number; comment_count: number; share_count: number }): number {
  return post.reaction_count + post.comment_count + post.share_count;
}

/** The SQL of the same sum over feed_posts' copies, for aggregations (one place with the rule above). */
export const ENGAGEMENT_SQL = '(reaction_count + comment_count + share_count)';

/** Hourly engagement growth (spec doc 3 "roc"): engagement per hour since posting, counting at least one hour. */
export function hourlyGrowth(engagement: number, postedAt: number, now: number): number {
  const hours = Math.max(1, (now - postedAt) / 3_600_000);
  return engagement / hours;
}
