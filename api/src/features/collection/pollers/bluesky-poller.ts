import { z } from 'zod';
import { mapBluesky } from '../connectors/bluesky/bluesky.js';
import { parsePayload } from '../connectors/source-settings.js';
import { cursorNumber, cursorStrings } from './cursor.js';
import { fetchConditional, parseJson, readPayload } from './fetch-payload.js';
import type { Poller } from './poll-types.js';
import { badTarget, targetUrl } from './targets.js';

const EXPECTED = 'a profile URL such as https://bsky.app/profile/example.bsky.social, or search:<words>';
// Bluesky's public AppView answers these calls without an account.
const API = 'https://public.api.bsky.app/xrpc';
const LIMIT = 50;
const SEARCH_PREFIX = 'search:';
// A handle (a domain name) or a DID.
const ACTOR = /^(?:[A-Za-z0-9-]+\.)+[A-Za-z0-9-]+$|^did:[a-z]+:[A-Za-z0-9._:-]+$/;

// Only the fields that place an entry in time are checked; the others are kept for the connector to read.
const timedPost = z.looseObject({ uri: z.string(), indexedAt: z.iso.datetime({ offset: true }) });
const feedItem = z.looseObject({ post: timedPost, reason: z.looseObject({ indexedAt: z.iso.datetime({ offset: true }).optional() }).nullish() });
const entries = z.union([z.object({ feed: z.array(feedItem) }), z.object({ posts: z.array(timedPost) })]);

interface Entry {
  uri: string;
  at: number;
}

/**
 * An author's feed (their posts and reposts) or a search for the newest posts with some words. Both answer the newest
 * entries every time; the cursor (the newest indexing time read, and the entries read at that very time) keeps only
 * the entries not read before.
 */
export const pollBluesky: Poller = async (target, state, context) => {
  const url = requestUrl(target.target);
  const fetched = await fetchConditional(url, target, context, state);
  if (fetched === null) return { kind: 'not_modified', state };
  const read = readPayload(url, () => parsePayload(entries, parseJson(fetched.body, url), 'Bluesky'));
  const seen = { at: cursorNumber(state.cursor, 'indexedAt') ?? Number.NEGATIVE_INFINITY, uris: new Set(cursorStrings(state.cursor, 'uris')) };
  const isNew = (e: Entry) => e.at > seen.at || (e.at === seen.at && !seen.uris.has(e.uri));

  let fresh: { feed: z.infer<typeof feedItem>[] } | { posts: z.infer<typeof timedPost>[] };
  let all: Entry[];
  if ('feed' in read) {
    // A repost enters the feed when it is reposted, not when the original was written.
    const entryOf = (item: z.infer<typeof feedItem>) => ({ uri: item.post.uri, at: Date.parse(item.reason?.indexedAt ?? item.post.indexedAt) });
    fresh = { feed: read.feed.filter((item) => isNew(entryOf(item))) };
    all = read.feed.map(entryOf);
  } else {
    const entryOf = (post: z.infer<typeof timedPost>) => ({ uri: post.uri, at: Date.parse(post.indexedAt) });
    fresh = { posts: read.posts.filter((post) => isNew(entryOf(post))) };
    all = read.posts.map(entryOf);
  }
  const posts = readPayload(url, () => mapBluesky(fresh, { site: target.site, medium: target.medium }));
  return { kind: 'posts', posts, state: { etag: fetched.etag, lastModified: fetched.lastModified, cursor: advance(seen, all) } };
};

/** The newest indexing time among what was seen and read, with every entry read at exactly that time. */
function advance(seen: { at: number; uris: ReadonlySet<string> }, read: readonly Entry[]): Record<string, unknown> {
  const at = Math.max(seen.at, ...read.map((e) => e.at));
  if (at === Number.NEGATIVE_INFINITY) return {};
  const uris = new Set(at === seen.at ? seen.uris : []);
  for (const e of read) if (e.at === at) uris.add(e.uri);
  return { indexedAt: at, uris: [...uris] };
}

function requestUrl(target: string): string {
  const trimmed = target.trim();
  if (trimmed.startsWith(SEARCH_PREFIX)) {
    const words = trimmed.slice(SEARCH_PREFIX.length).trim();
    if (words === '') throw badTarget(target, EXPECTED);
    return `${API}/app.bsky.feed.searchPosts?${new URLSearchParams({ q: words, sort: 'latest', limit: String(LIMIT) })}`;
  }
  const url = targetUrl(trimmed, EXPECTED);
  const actor = /^\/profile\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  if (url.hostname !== 'bsky.app' || actor === undefined || !ACTOR.test(actor)) throw badTarget(target, EXPECTED);
  return `${API}/app.bsky.feed.getAuthorFeed?${new URLSearchParams({ actor, limit: String(LIMIT) })}`;
}
