import { sql, type SQL } from 'drizzle-orm';
import type { FeedPost, MediumName, SentimentValue, SpamState } from 'shared/contract';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { toLiveSid } from './live-sid.js';

/** Whose view of the posts: the feed's corrections and the caller's bookmarks. */
export interface FeedView {
  taskId: number;
  userId: number;
}

interface FeedPostRow {
  id: string;
  medium: MediumName;
  site: string;
  thread_title: string;
  thread_link: string;
  post_link: string;
  message: string;
  author_name: string;
  author_id: string;
  author_image: string | null;
  author_link: string | null;
  channel: string | null;
  channel_link: string | null;
  posted_at: Date | string;
  comment_count: number;
  share_count: number;
  view_count: number;
  reaction_count: number;
  reaction_like: number;
  reaction_dislike: number;
  reaction_love: number;
  reaction_haha: number;
  reaction_angry: number;
  reaction_sad: number;
  reaction_wow: number;
  sentiment: number | null;
  ai_impact: number | null;
  is_comment: boolean;
  spam: number;
  spam_by: string | null;
  spam_at: Date | string | null;
  demo: boolean;
  bookmarked: boolean;
  bookmarked_by: string[];
}

/** The feed's sentiment of a post: its correction when set, otherwise the model's (aliases fp, p). */
const EFFECTIVE_SENTIMENT = sql`coalesce(fp.sentiment, p.ai_sentiment)`;

/**
 * Where the posts come from: 'feed' reads the feed's links (fp) joined to the archive (p); 'archive' reads archived
 * posts (p) whether or not the feed holds them (a thread's comments), with the feed's link where there is one.
 */
export type PostSource = 'feed' | 'archive';

/**
 * Posts as the feed shows them, one query: the archive's fields, the feed's corrections, who removed the post and
 * who bookmarked it (per row subqueries over the bookmarks key, so only the rows answered pay for them).
 */
export async function selectFeedPosts(
  db: Db,
  view: FeedView,
  source: PostSource,
  where: SQL,
  orderBy: SQL,
  page?: { limit: number; offset: number },
): Promise<FeedPost[]> {
  const from =
    source === 'feed'
      ? sql`feed_posts fp join posts p on p.id = fp.post_id`
      : sql`posts p left join feed_posts fp on fp.task_id = ${view.taskId} and fp.post_id = p.id`;
  const rows = await queryRows<FeedPostRow>(
    db,
    sql`
      select p.id, p.medium, p.site, p.thread_title, p.thread_link, p.post_link, p.message, p.author_name, p.author_id,
        p.author_image, p.author_link, p.channel, p.channel_link, p.posted_at, p.comment_count, p.share_count,
        p.view_count, p.reaction_count, p.reaction_like, p.reaction_dislike, p.reaction_love, p.reaction_haha,
        p.reaction_angry, p.reaction_sad, p.reaction_wow, ${EFFECTIVE_SENTIMENT} as sentiment, p.ai_impact,
        p.is_comment, coalesce(fp.spam, 0) as spam, spammer.display_name as spam_by, fp.spam_at, p.demo,
        exists(select 1 from bookmarks b where b.task_id = ${view.taskId} and b.post_id = p.id and b.user_id = ${view.userId}) as bookmarked,
        array(select u.display_name from bookmarks b join users u on u.id = b.user_id
          where b.task_id = ${view.taskId} and b.post_id = p.id order by b.created_at, u.id) as bookmarked_by
      from ${from} left join users spammer on spammer.id = fp.spam_by
      where ${where}
      order by ${orderBy}
      ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  );
  return rows.map((row) => toFeedPost(view.taskId, row));
}

function toFeedPost(taskId: number, row: FeedPostRow): FeedPost {
  return {
    hash: row.id,
    live_sid: toLiveSid(taskId, row.id),
    medium: row.medium,
    site: row.site,
    thread_title: row.thread_title,
    thread_link: row.thread_link,
    post_link: row.post_link,
    post_message: row.message,
    author_name: row.author_name,
    author_id: row.author_id,
    author_image: row.author_image,
    author_link: row.author_link,
    channel: row.channel,
    channel_link: row.channel_link,
    unix_timestamp: new Date(row.posted_at).getTime(),
    comment_count: row.comment_count,
    share_count: row.share_count,
    view_count: row.view_count,
    reaction_count: row.reaction_count,
    reaction_like: row.reaction_like,
    reaction_dislike: row.reaction_dislike,
    reaction_love: row.reaction_love,
    reaction_haha: row.reaction_haha,
    reaction_angry: row.reaction_angry,
    reaction_sad: row.reaction_sad,
    reaction_wow: row.reaction_wow,
    ai_sentiment: row.sentiment === null ? null : (Number(row.sentiment) as SentimentValue),
    ai_impact: row.ai_impact === null ? null : Number(row.ai_impact),
    is_comment: row.is_comment,
    spam: Number(row.spam) as SpamState,
    spam_by: row.spam_by,
    spam_at: row.spam_at === null ? null : new Date(row.spam_at).getTime(),
    demo: row.demo,
    bookmarked: row.bookmarked,
    bookmarked_by: row.bookmarked_by,
  };
}
