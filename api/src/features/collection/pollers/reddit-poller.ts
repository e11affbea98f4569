import type { CollectedPost } from '../collected-post.js';
import { mapReddit } from '../connectors/reddit/reddit.js';
import { redditPayload } from '../connectors/reddit/reddit-payload.js';
import { parsePayload } from '../connectors/source-settings.js';
import { cursorCounts, updateCounts } from './cursor.js';
import { fetchConditional, fetchJson, parseJson, readPayload } from './fetch-payload.js';
import { PollError, type Poller } from './poll-types.js';
import { badTarget, targetUrl } from './targets.js';

const EXPECTED = 'a subreddit URL such as https://www.reddit.com/r/HongKong';
const HOSTS = new Set(['reddit.com', 'www.reddit.com', 'old.reddit.com', 'new.reddit.com']);
const ORIGIN = 'https://www.reddit.com';
const LISTING_LIMIT = 100;
const COMMENT_LIMIT = 500;
/** Threads whose comments are read in one poll; the others keep their old count and are read in the next polls. */
export const REDDIT_THREADS_PER_POLL = 10;
// Several listings' worth, so a thread still in the listing is never forgotten and re-read.
const REMEMBERED_THREADS = 500;

/**
 * A subreddit's newest threads, then the comments of those whose comment count grew since they were last read.
 * raw_json=1 asks for text without Reddit's legacy HTML escaping.
 */
export const pollReddit: Poller = async (target, state, context) => {
  const subreddit = subredditOf(target.target);
  const listingUrl = `${ORIGIN}/r/${subreddit}/new.json?limit=${LISTING_LIMIT}&raw_json=1`;
  const fetched = await fetchConditional(listingUrl, target, context, state);
  if (fetched === null) return { kind: 'not_modified', state };
  const listing = readPayload(listingUrl, () => parsePayload(redditPayload, parseJson(fetched.body, listingUrl), 'Reddit listing'));
  if (Array.isArray(listing)) throw new PollError(`${listingUrl} answered a thread, not a listing`);

  const settings = { site: target.site, medium: target.medium };
  const posts = new Map<string, CollectedPost>(mapReddit(listing, settings).map((post) => [post.sourceId, post]));
  const known = cursorCounts(state.cursor, 'comments');
  const grown = listing.data.children
    .flatMap((child) => (child.kind === 't3' ? [child.data] : []))
    .filter((thread) => thread.num_comments > (known.get(thread.name) ?? 0))
    .slice(0, REDDIT_THREADS_PER_POLL);
  for (const thread of grown) {
    const url = `${ORIGIN}/comments/${thread.name.replace(/^t3_/, '')}.json?limit=${COMMENT_LIMIT}&sort=new&raw_json=1`;
    const payload = await fetchJson(url, target, context);
    // The thread's own copy of the submission is as fresh as the listing's.
    for (const post of readPayload(url, () => mapReddit(payload, settings))) posts.set(post.sourceId, post);
  }
  const cursor = { comments: updateCounts(known, grown.map((thread) => [thread.name, thread.num_comments]), REMEMBERED_THREADS) };
  return { kind: 'posts', posts: [...posts.values()], state: { etag: fetched.etag, lastModified: fetched.lastModified, cursor } };
};

function subredditOf(target: string): string {
  const url = targetUrl(target, EXPECTED);
  // Names are letters, digits and underscores; '+' joins several subreddits into one listing.
  const name = /^\/r\/([A-Za-z0-9_+]{2,100})\/?$/.exec(url.pathname)?.[1];
  if (!HOSTS.has(url.hostname) || name === undefined) throw badTarget(target, EXPECTED);
  return name;
}
