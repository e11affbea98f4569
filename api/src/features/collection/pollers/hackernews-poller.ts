import { z } from 'zod';
import type { CollectedPost } from '../collected-post.js';
import { mapHackerNews } from '../connectors/hackernews/hackernews.js';
import { hackerNewsItem } from '../connectors/hackernews/hackernews-payload.js';
import { parsePayload } from '../connectors/source-settings.js';
import { cursorNumber } from './cursor.js';
import { fetchConditional, fetchJson, parseJson, readPayload } from './fetch-payload.js';
import type { PollContext, Poller, PollTarget } from './poll-types.js';
import { baseOf, targetUrl } from './targets.js';

const EXPECTED = 'the API base URL https://hacker-news.firebaseio.com/v0';
export const HN_STORIES_PER_POLL = 30;
/** Comment items read per poll, over all new stories, breadth first so top-level comments come first. */
export const HN_COMMENTS_PER_POLL = 60;

const storyIds = z.array(z.number().int().positive());

/**
 * New stories (newstories.json lists the newest 500 ids) not read before, with the comments they already have. The
 * cursor is the highest story id read: ids only grow, so a story at or below it was read already.
 */
export const pollHackerNews: Poller = async (target, state, context) => {
  const base = baseOf(targetUrl(target.target, EXPECTED));
  const listUrl = `${base}/newstories.json`;
  const fetched = await fetchConditional(listUrl, target, context, state);
  if (fetched === null) return { kind: 'not_modified', state };
  const ids = readPayload(listUrl, () => parsePayload(storyIds, parseJson(fetched.body, listUrl), 'Hacker News newstories'));
  const lastSeen = cursorNumber(state.cursor, 'maxId');
  const unseen = ids.filter((id) => lastSeen === null || id > lastSeen).sort((a, b) => a - b);
  // A new source starts at the present; a known one catches up oldest first so that no story is skipped.
  const chosen = lastSeen === null ? unseen.slice(-HN_STORIES_PER_POLL) : unseen.slice(0, HN_STORIES_PER_POLL);

  const read = { base, target, context };
  const posts: CollectedPost[] = [];
  const pending: { id: number; story: CollectedPost }[] = [];
  for (const id of chosen) {
    const item = await fetchItem(read, id);
    const story = item?.post;
    if (item === null || story === undefined) continue;
    posts.push(story);
    pending.push(...item.kids.map((kid) => ({ id: kid, story })));
  }
  for (let fetches = 0; fetches < HN_COMMENTS_PER_POLL; fetches += 1) {
    const next = pending.shift();
    if (next === undefined) break;
    const { id, story } = next;
    const item = await fetchItem(read, id);
    if (item === null) continue;
    // The API names only a comment's parent; the story it hangs under is its thread.
    if (item.post !== undefined) posts.push({ ...item.post, threadSourceId: story.sourceId, threadTitle: story.threadTitle, threadLink: story.threadLink });
    pending.push(...item.kids.map((kid) => ({ id: kid, story })));
  }
  const maxId = Math.max(lastSeen ?? 0, ...chosen);
  return { kind: 'posts', posts, state: { etag: fetched.etag, lastModified: fetched.lastModified, cursor: maxId > 0 ? { maxId } : {} } };
};

interface ItemRead {
  base: string;
  target: PollTarget;
  context: PollContext;
}

/** An item's post (none when deleted or dead) and its replies' ids; null when the API has no such item. */
async function fetchItem({ base, target, context }: ItemRead, id: number): Promise<{ post: CollectedPost | undefined; kids: number[] } | null> {
  const url = `${base}/item/${id}.json`;
  const payload = await fetchJson(url, target, context);
  if (payload === null) return null;
  const item = readPayload(url, () => parsePayload(hackerNewsItem, payload, 'Hacker News'));
  const [post] = readPayload(url, () => mapHackerNews(item, { site: target.site, medium: target.medium }));
  return { post, kids: item.kids };
}
