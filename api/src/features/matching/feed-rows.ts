import { sql } from 'drizzle-orm';
import type { MediumName } from 'shared/contract';
import type { Db } from '../../db/client.js';
import type { MatchableFeed, MatchablePost } from './presearcher.js';
import { queryRows } from '../../db/query-rows.js';

/**
 * Feeds match posts by language family: a Cantonese feed takes posts in Traditional or Simplified Chinese (its
 * query matches both scripts anyway, as Traditional and Simplified are folded), an English feed English posts.
 */
export function languageFamily(code: string | null): string | null {
  if (!code) return null;
  const lower = code.toLowerCase();
  if (lower === 'yue' || lower === 'zh' || lower.startsWith('zh-') || lower.startsWith('yue-')) return 'zh';
  return lower.split('-')[0] ?? lower;
}

/** What matching reads of a feed. */
export interface FeedMatchRow {
  id: number;
  queryString: string;
  listMedium: MediumName[] | null;
  langAbbr: string;
  adhocFrom: Date | null;
  adhocTo: Date | null;
  cron: number;
  taskType: number;
  matchedSeq: number;
}

export function toMatchableFeed(row: FeedMatchRow): MatchableFeed {
  return {
    id: row.id,
    query: row.queryString,
    mediums: row.listMedium,
    lang: languageFamily(row.langAbbr),
    from: row.adhocFrom?.getTime() ?? null,
    to: row.adhocTo?.getTime() ?? null,
  };
}

/** The settings a feed's links depend on; when they change, the feed is filled again. */
export function matchSettingsOf(row: Pick<FeedMatchRow, 'queryString' | 'langAbbr' | 'adhocFrom' | 'adhocTo'> & { listMedium: readonly string[] | null }): string {
  return JSON.stringify([row.queryString, row.listMedium, languageFamily(row.langAbbr), row.adhocFrom?.getTime() ?? null, row.adhocTo?.getTime() ?? null]);
}

/** What matching reads of a post. */
export interface PostMatchFields {
  threadTitle: string;
  message: string;
  authorName: string;
  site: string;
  medium: MediumName;
  lang: string;
  postedAt: number;
}

/** A comment carries its thread's title, so `title:` queries and title words reach the thread's comments too. */
export function toMatchablePost(post: PostMatchFields): MatchablePost {
  return {
    title: post.threadTitle,
    body: post.message,
    author: post.authorName,
    site: post.site,
    medium: post.medium,
    lang: languageFamily(post.lang),
    postedAt: post.postedAt,
  };
}

const FEED_COLUMNS = sql`id, query_string as "queryString", list_medium as "listMedium", lang_abbr as "langAbbr",
  adhoc_from as "adhocFrom", adhoc_to as "adhocTo", cron, task_type as "taskType", matched_seq as "matchedSeq"`;

interface RawFeedRow extends Omit<FeedMatchRow, 'adhocFrom' | 'adhocTo' | 'matchedSeq'> {
  adhocFrom: string | Date | null;
  adhocTo: string | Date | null;
  matchedSeq: string | number;
}

function fromRaw(row: RawFeedRow): FeedMatchRow {
  const date = (v: string | Date | null) => (v === null ? null : new Date(v));
  return { ...row, adhocFrom: date(row.adhocFrom), adhocTo: date(row.adhocTo), matchedSeq: Number(row.matchedSeq) };
}

/** Collecting feeds, optionally only those updated at one frequency (0 real time, 1 hourly, 2 daily, 3 on request). */
export async function collectingFeeds(db: Db, frequency?: number): Promise<FeedMatchRow[]> {
  const filter = frequency === undefined ? sql`` : sql`and cron = ${frequency}`;
  const rows = await queryRows<RawFeedRow>(db, sql`select ${FEED_COLUMNS} from tasks where status = 1 ${filter} order by id`);
  return rows.map(fromRaw);
}

export async function feedMatchRow(db: Db, taskId: number): Promise<FeedMatchRow | null> {
  const rows = await queryRows<RawFeedRow>(db, sql`select ${FEED_COLUMNS} from tasks where id = ${taskId}`);
  const row = rows[0];
  return row ? fromRaw(row) : null;
}
