import { parseFeed } from '../connectors/rss/parse-feed.js';
import { fetchConditional } from './fetch-payload.js';
import { PollError, type Poller } from './poll-types.js';
import { badTarget, targetUrl } from './targets.js';

const RSS_EXPECTED = "a feed URL starting with https:// or http://";
const YOUTUBE_EXPECTED = 'a YouTube feed URL such as https://www.youtube.com/feeds/videos.xml?channel_id=UC...';
const YOUTUBE_HOSTS = new Set(['www.youtube.com', 'youtube.com']);
const YOUTUBE_FEED_KEYS = ['channel_id', 'playlist_id', 'user'];

/**
 * RSS, Atom and YouTube channel feeds. A feed lists its recent items every time; the store recognises the ones it
 * has, so the cursor stays empty and the conditional request spares both sides an unchanged feed.
 */
export const pollFeed: Poller = async (target, state, context) => {
  const url = feedUrl(target.kind, target.target);
  const fetched = await fetchConditional(url, target, context, state);
  if (fetched === null) return { kind: 'not_modified', state };
  const { feed, items } = parseFeed(fetched.body, fetched.contentType, { medium: target.medium, site: target.site }, context.now);
  // An HTML page or an error page parses as a feed without title or items: say so instead of reporting "no posts".
  if (items.length === 0 && feed.title === '' && feed.link === null) throw new PollError(`${url} is not an RSS or Atom feed`);
  return { kind: 'posts', posts: items, state: { etag: fetched.etag, lastModified: fetched.lastModified, cursor: {} } };
};

function feedUrl(kind: string, target: string): string {
  // Many news feeds are still served over plain HTTP only.
  if (kind !== 'youtube') return targetUrl(target, RSS_EXPECTED, ['https:', 'http:']).href;
  const url = targetUrl(target, YOUTUBE_EXPECTED);
  const known = YOUTUBE_HOSTS.has(url.hostname) && url.pathname === '/feeds/videos.xml';
  if (!known || !YOUTUBE_FEED_KEYS.some((key) => url.searchParams.has(key))) throw badTarget(target, YOUTUBE_EXPECTED);
  return url.href;
}
