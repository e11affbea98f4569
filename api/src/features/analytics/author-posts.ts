import { sql } from 'drizzle-orm';
import { MODAL_POST_LIMIT, type ModalPost } from 'shared/contract';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { ApiFailure } from '../../http/failure.js';
import { modalPostColumns, modalPostOf, type ModalPostRow } from './modal-post-rows.js';

const BIGINT_MIN = -(2n ** 63n);
const BIGINT_MAX = 2n ** 63n - 1n;

/** An author id of the top-authors lists: feed_posts' author_key, a signed 64-bit integer in decimal. */
export function parseAuthorKey(text: string): string {
  const valid = /^-?\d{1,19}$/.test(text) && BigInt(text) >= BIGINT_MIN && BigInt(text) <= BIGINT_MAX;
  if (!valid) throw new ApiFailure(400, 'invalid_request', `"${text}" is not an author id of the top-authors lists`);
  return BigInt(text).toString();
}

/** An author's kept posts in the feed (from `from`, before `to`, where given), newest first, as the post-details modal lists them. */
export async function authorPosts(db: Db, taskId: number, authorKey: string, window: { from?: number; to?: number }): Promise<ModalPost[]> {
  const where = [sql`fp.task_id = ${taskId}`, sql`fp.spam = 0`, sql`fp.author_key = ${authorKey}::bigint`];
  if (window.from !== undefined) where.push(sql`fp.posted_at >= ${new Date(window.from).toISOString()}::timestamptz`);
  if (window.to !== undefined) where.push(sql`fp.posted_at < ${new Date(window.to).toISOString()}::timestamptz`);
  const rows = await queryRows<ModalPostRow>(
    db,
    sql`
      select ${sql.raw(modalPostColumns('fp.effective_sentiment'))}
      from feed_posts fp join posts p on p.id = fp.post_id
      where ${sql.join(where, sql` and `)}
      order by fp.posted_at desc, fp.post_id
      limit ${MODAL_POST_LIMIT}`,
  );
  return rows.map(modalPostOf);
}
