import { NO_REACTIONS, type CollectedPost } from '../../collected-post.js';
import { parsePayload, type SourceSettings } from '../source-settings.js';
import { redditPayload, type RedditComment, type RedditListing, type RedditSubmission } from './reddit-payload.js';

const ORIGIN = 'https://www.reddit.com';
const WHAT = 'Reddit';

// Reddit's placeholders for text its author deleted or a moderator removed: nothing left to read or match.
const GONE = new Set(['[deleted]', '[removed]']);

/**
 * Posts of a Reddit Listing (submissions or comments) or of a thread (the submission and its comment tree, flattened).
 * "more" stubs are left for the fetcher to expand; comments whose body was deleted or removed are skipped while their
 * replies are kept; a submission whose text is gone is kept, its title still says what the thread is about.
 */
export function mapReddit(payload: unknown, settings: SourceSettings): CollectedPost[] {
  const parsed = parsePayload(redditPayload, payload, WHAT);
  const listings = Array.isArray(parsed) ? parsed : [parsed];
  const submissions = listings.flatMap((l) => l.data.children.flatMap((c) => (c.kind === 't3' ? [c.data] : [])));
  const titles = new Map(submissions.map((s) => [s.name, s.title]));
  const posts = submissions.map((s) => fromSubmission(s, settings));
  for (const listing of listings) collectComments(listing, titles, settings, posts);
  return posts;
}

function collectComments(listing: RedditListing, titles: ReadonlyMap<string, string>, settings: SourceSettings, into: CollectedPost[]) {
  for (const child of listing.data.children) {
    if (child.kind !== 't1') continue;
    if (!GONE.has(child.data.body)) into.push(fromComment(child.data, titles, settings));
    if (child.data.replies !== '') collectComments(child.data.replies, titles, settings, into);
  }
}

function fromSubmission(s: RedditSubmission, settings: SourceSettings): CollectedPost {
  const link = s.permalink ? ORIGIN + stripQuery(s.permalink) : threadUrl(s.subreddit, s.name);
  const text = GONE.has(s.selftext) ? '' : s.selftext;
  return {
    ...common(s, settings),
    sourceId: s.name,
    threadSourceId: s.name,
    isComment: false,
    threadTitle: s.title,
    threadLink: link,
    postLink: link,
    message: text || (s.url ?? ''),
    commentCount: s.num_comments,
  };
}

function fromComment(c: RedditComment, titles: ReadonlyMap<string, string>, settings: SourceSettings): CollectedPost {
  const threadLink = threadUrl(c.subreddit, c.link_id);
  return {
    ...common(c, settings),
    sourceId: c.name,
    threadSourceId: c.link_id,
    isComment: true,
    threadTitle: titles.get(c.link_id) ?? c.link_title ?? '',
    threadLink,
    postLink: c.permalink ? ORIGIN + c.permalink : `${threadLink}_/${bareId(c.name)}/`,
    message: c.body,
    commentCount: 0,
  };
}

type Common = Omit<CollectedPost, 'sourceId' | 'threadSourceId' | 'isComment' | 'threadTitle' | 'threadLink' | 'postLink' | 'message' | 'commentCount'>;

function common(thing: RedditSubmission | RedditComment, settings: SourceSettings): Common {
  const channel = settings.channel ?? thing.subreddit_name_prefixed ?? `r/${thing.subreddit}`;
  const authorGone = GONE.has(thing.author);
  const ups = thing.ups ?? Math.max(thing.score, 0);
  const downs = thing.downs ?? 0;
  return {
    medium: settings.medium,
    site: settings.site,
    authorName: thing.author,
    authorId: thing.author_fullname ?? thing.author,
    authorImage: null,
    authorLink: authorGone ? null : `${ORIGIN}/user/${encodeURIComponent(thing.author)}/`,
    channel,
    channelLink: `${ORIGIN}/r/${encodeURIComponent(thing.subreddit)}/`,
    postedAt: thing.created_utc * 1000,
    shareCount: 0,
    viewCount: 0,
    reactions: { ...NO_REACTIONS, count: ups + downs, like: ups, dislike: downs },
    lang: null,
  };
}

// Reddit resolves a thread URL without its title slug.
function threadUrl(subreddit: string, fullname: string): string {
  return `${ORIGIN}/r/${encodeURIComponent(subreddit)}/comments/${bareId(fullname)}/`;
}

const bareId = (fullname: string) => fullname.replace(/^t\d_/, '');

// Search results carry a tracking query (?ref=search_posts) that is not part of the post's address.
const stripQuery = (permalink: string) => permalink.split('?', 1)[0] ?? permalink;
