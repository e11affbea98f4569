import { z } from 'zod';

const strongRef = z.object({ uri: z.string() });

/** app.bsky.feed.defs#postView. */
export const blueskyPost = z.object({
  uri: z.string().startsWith('at://'),
  author: z.object({ did: z.string(), handle: z.string(), displayName: z.string().nullish(), avatar: z.string().nullish() }),
  record: z.object({
    text: z.string().default(''),
    createdAt: z.string(),
    langs: z.array(z.string()).nullish(),
    reply: z.object({ root: strongRef, parent: strongRef }).nullish(),
  }),
  replyCount: z.number().default(0),
  repostCount: z.number().default(0),
  likeCount: z.number().default(0),
  quoteCount: z.number().default(0),
});
export type BlueskyPost = z.infer<typeof blueskyPost>;

// Parents and replies may also be notFoundPost / blockedPost views, which carry no post and are skipped.
export interface BlueskyThreadNode {
  post?: BlueskyPost;
  parent?: BlueskyThreadNode | null;
  replies?: BlueskyThreadNode[];
}
const threadNode: z.ZodType<BlueskyThreadNode> = z.lazy(() =>
  z.object({ post: blueskyPost.optional(), parent: threadNode.nullish(), replies: z.array(threadNode).optional() }),
);

// A feed reply's root is a postView, or a notFound/blocked view that names no author: read only when it is a post.
const feedItem = z.object({ post: blueskyPost, reply: z.object({ root: z.unknown() }).nullish() });

/** getAuthorFeed / getFeed, searchPosts / getPosts / getQuotes, getPostThread. */
export const blueskyPayload = z.union([
  z.object({ feed: z.array(feedItem) }),
  z.object({ posts: z.array(blueskyPost) }),
  z.object({ thread: threadNode }),
]);
