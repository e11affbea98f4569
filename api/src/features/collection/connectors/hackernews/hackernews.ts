import { NO_REACTIONS, type CollectedPost } from '../../collected-post.js';
import { htmlToText } from '../../text.js';
import { parsePayload, type SourceSettings } from '../source-settings.js';
import { hackerNewsItem, hackerNewsMaxItem, hackerNewsUpdates, type HackerNewsItem } from './hackernews-payload.js';

const WHAT = 'Hacker News';
const ORIGIN = 'https://news.ycombinator.com';

/**
 * Posts of one item or an array of items. Stories, Ask HN, jobs and polls are threads; comments are comments. The API
 * gives a comment only its parent, which is the story for a top-level comment but another comment deeper down: the
 * parent stands in as the thread until the fetcher, which walks parents, resolves the root. Deleted and dead items
 * carry no text and are skipped, and so are poll options, whose text is a vote choice the poll's thread already holds.
 */
export function mapHackerNews(payload: unknown, settings: SourceSettings): CollectedPost[] {
  const items = Array.isArray(payload) ? payload : [payload];
  return items
    .map((item) => parsePayload(hackerNewsItem, item, WHAT))
    .filter((item) => !item.deleted && !item.dead && item.type !== 'pollopt')
    .map((item) => toPost(item, settings));
}

function toPost(item: HackerNewsItem, settings: SourceSettings): CollectedPost {
  const isComment = item.type === 'comment';
  const threadId = isComment && item.parent !== undefined ? item.parent : item.id;
  const text = item.text === undefined ? '' : htmlToText(item.text);
  return {
    sourceId: sourceIdOf(item.id),
    threadSourceId: sourceIdOf(threadId),
    isComment,
    medium: settings.medium,
    site: settings.site,
    threadTitle: item.title ?? '',
    threadLink: itemUrl(threadId),
    postLink: itemUrl(item.id),
    message: text || item.url || '',
    authorName: item.by ?? '',
    authorId: item.by ?? '',
    authorImage: null,
    authorLink: item.by === undefined ? null : `${ORIGIN}/user?id=${encodeURIComponent(item.by)}`,
    channel: settings.channel ?? null,
    channelLink: null,
    postedAt: item.time * 1000,
    commentCount: isComment ? item.kids.length : item.descendants,
    shareCount: 0,
    viewCount: 0,
    reactions: { ...NO_REACTIONS, count: item.score, like: item.score },
    lang: null,
  };
}

/** The sourceId of an item: HN ids are only unique within HN. */
export const sourceIdOf = (id: number) => `hn:${id}`;
const itemUrl = (id: number) => `${ORIGIN}/item?id=${id}`;

/** The ids created after `lastSeen`, oldest first, at most `limit` of them (the newest when there are more). */
export function newHackerNewsItemIds(maxItemPayload: unknown, lastSeen: number, limit: number): number[] {
  const maxItem = parsePayload(hackerNewsMaxItem, maxItemPayload, `${WHAT} maxitem`);
  const from = Math.max(lastSeen + 1, maxItem - limit + 1);
  return Array.from({ length: Math.max(0, maxItem - from + 1) }, (_, i) => from + i);
}

/** The ids of items changed recently, to fetch again (scores, comment counts, edits). */
export function updatedHackerNewsItemIds(updatesPayload: unknown): number[] {
  return parsePayload(hackerNewsUpdates, updatesPayload, `${WHAT} updates`).items;
}
