import { NO_REACTIONS, type CollectedPost } from '../../collected-post.js';
import { isoToMs, parsePayload, titleFromText, type SourceSettings } from '../source-settings.js';
import { blueskyPayload, blueskyPost, type BlueskyPost, type BlueskyThreadNode } from './bluesky-payload.js';

const WHAT = 'Bluesky';

/**
 * Posts of a feed (getAuthorFeed, getFeed: reposts become their original post), a post list (searchPosts, getPosts,
 * getQuotes) or a thread (getPostThread: the post, its parents and its reply tree). Each post is kept once.
 */
export function mapBluesky(payload: unknown, settings: SourceSettings): CollectedPost[] {
  const parsed = parsePayload(blueskyPayload, payload, WHAT);
  const roots = new Map<string, BlueskyPost>();
  let posts: BlueskyPost[];
  if ('feed' in parsed) {
    posts = parsed.feed.map((item) => item.post);
    for (const item of parsed.feed) {
      const root = blueskyPost.safeParse(item.reply?.root);
      if (root.success) roots.set(root.data.uri, root.data);
    }
  } else if ('posts' in parsed) {
    posts = parsed.posts;
  } else {
    posts = threadPosts(parsed.thread);
  }
  const byUri = new Map<string, BlueskyPost>();
  for (const post of posts) if (!byUri.has(post.uri)) byUri.set(post.uri, post);
  for (const [uri, post] of byUri) if (!roots.has(uri)) roots.set(uri, post);
  return [...byUri.values()].map((post) => toPost(post, roots, settings));
}

function threadPosts(node: BlueskyThreadNode): BlueskyPost[] {
  const out: BlueskyPost[] = [];
  for (let parent = node.parent; parent; parent = parent.parent) if (parent.post) out.push(parent.post);
  const walk = (n: BlueskyThreadNode) => {
    if (n.post) out.push(n.post);
    for (const reply of n.replies ?? []) walk(reply);
  };
  walk(node);
  return out;
}

function toPost(post: BlueskyPost, roots: ReadonlyMap<string, BlueskyPost>, settings: SourceSettings): CollectedPost {
  const rootUri = post.record.reply?.root.uri ?? post.uri;
  const root = roots.get(rootUri);
  const handle = post.author.handle;
  return {
    sourceId: post.uri,
    threadSourceId: rootUri,
    isComment: rootUri !== post.uri,
    medium: settings.medium,
    site: settings.site,
    threadTitle: root ? titleFromText(root.record.text) : '',
    // Without the root's view its author's DID stands in for the handle; bsky.app resolves both.
    threadLink: root ? postUrl(root.author.handle, root.uri) : postUrl(didOf(rootUri), rootUri),
    postLink: postUrl(handle, post.uri),
    message: post.record.text,
    authorName: post.author.displayName || handle,
    authorId: post.author.did,
    authorImage: post.author.avatar ?? null,
    authorLink: `https://bsky.app/profile/${handle}`,
    channel: settings.channel ?? null,
    channelLink: null,
    postedAt: isoToMs(post.record.createdAt, WHAT),
    commentCount: post.replyCount,
    shareCount: post.repostCount + post.quoteCount,
    viewCount: 0,
    reactions: { ...NO_REACTIONS, count: post.likeCount, like: post.likeCount },
    lang: post.record.langs?.[0] ?? null,
  };
}

// at://<did>/app.bsky.feed.post/<rkey>
const didOf = (uri: string) => uri.slice('at://'.length).split('/', 1)[0] ?? '';
const postUrl = (actor: string, uri: string) => `https://bsky.app/profile/${actor}/post/${uri.slice(uri.lastIndexOf('/') + 1)}`;
