import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';

/** A post to link to a feed, with the keys of its title and body (postKeys().text). */
export interface NewLink {
  taskId: number;
  postId: string;
  textKeys: string[];
}

const LINK_BATCH = 1000;

/**
 * Links stored posts to feeds (a link already there stays as it is). What the posts screen filters and sorts on
 * is copied from the post as it is stored when the link is written, so a figure refreshed meanwhile is not lost.
 * Answers how many links were added.
 */
export async function linkPosts(tx: Db, links: readonly NewLink[], now: Date): Promise<number> {
  let added = 0;
  for (let i = 0; i < links.length; i += LINK_BATCH) {
    const batch = links.slice(i, i + LINK_BATCH).map((l) => ({ task_id: l.taskId, post_id: l.postId, text_keys: l.textKeys }));
    const rows = await queryRows<{ post_id: string }>(
      tx,
      sql`
        insert into feed_posts (task_id, post_id, posted_at, is_comment, matched_at, site, medium, effective_sentiment,
          reaction_count, comment_count, share_count, view_count, text_keys, author_key, channel)
        select l.task_id, p.id, p.posted_at, p.is_comment, ${now.toISOString()}::timestamptz, p.site, p.medium, p.ai_sentiment,
          p.reaction_count, p.comment_count, p.share_count, p.view_count, l.text_keys,
          author_key(p.site, p.author_id, p.author_name), coalesce(p.channel, '')
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as l(task_id integer, post_id text, text_keys text[])
          join posts p on p.id = l.post_id
        on conflict do nothing
        returning post_id`,
    );
    added += rows.length;
  }
  return added;
}

/**
 * Copies the posts' figures (engagement counts and the model's sentiment, under the feed's correction) to their
 * links in every feed, after they changed in the archive. Only links whose copy differs are written.
 */
export async function refreshLinkedCopies(tx: Db, postIds: readonly string[]): Promise<void> {
  if (postIds.length === 0) return;
  await tx.execute(sql`
    update feed_posts fp
    set reaction_count = p.reaction_count, comment_count = p.comment_count, share_count = p.share_count,
      view_count = p.view_count, effective_sentiment = coalesce(fp.sentiment, p.ai_sentiment)
    from posts p
    where p.id = any(${sql.param([...postIds])}::text[]) and fp.post_id = p.id
      and (fp.reaction_count, fp.comment_count, fp.share_count, fp.view_count, fp.effective_sentiment)
        is distinct from (p.reaction_count, p.comment_count, p.share_count, p.view_count, coalesce(fp.sentiment, p.ai_sentiment))`);
}
