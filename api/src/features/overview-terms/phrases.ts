import { sql } from 'drizzle-orm';
import { MODAL_POST_LIMIT, type ModalPost } from 'shared/contract';
import { foldText } from 'shared/query';
import { ENGAGEMENT_SQL, type TimeWindow } from 'shared/rules';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { modalPostColumns, modalPostOf, type ModalPostRow } from '../analytics/modal-post-rows.js';

/**
 * The window's kept posts holding every one of the words as terms (words folded as terms are), most engagement first
 * (then newest), at most MODAL_POST_LIMIT: what a word-cloud word or a trending topic opens.
 */
export async function postsWithTerms(db: Db, taskId: number, window: TimeWindow, words: readonly string[]): Promise<ModalPost[]> {
  const terms = [...new Set(words.map(foldText))];
  const rows = await queryRows<ModalPostRow>(
    db,
    sql`
      select ${sql.raw(modalPostColumns('f.effective_sentiment'))}
      from (
        select post_id, posted_at, effective_sentiment, ${sql.raw(ENGAGEMENT_SQL)} as engagement
        from feed_posts
        where task_id = ${taskId} and spam = 0
          and posted_at >= ${new Date(window.from).toISOString()}::timestamptz and posted_at < ${new Date(window.to).toISOString()}::timestamptz
      ) f join posts p on p.id = f.post_id
      where p.terms @> ${sql.param(terms)}::text[]
      order by f.engagement desc, f.posted_at desc, f.post_id desc
      limit ${MODAL_POST_LIMIT}`,
  );
  return rows.map(modalPostOf);
}
