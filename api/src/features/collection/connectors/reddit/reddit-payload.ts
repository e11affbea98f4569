import { z } from 'zod';

const thingFields = {
  name: z.string(),
  author: z.string(),
  author_fullname: z.string().nullish(),
  subreddit: z.string(),
  subreddit_name_prefixed: z.string().nullish(),
  created_utc: z.number(),
  score: z.number().default(0),
  ups: z.number().nullish(),
  downs: z.number().nullish(),
  permalink: z.string().nullish(),
};

export const redditSubmission = z.object({
  ...thingFields,
  title: z.string(),
  selftext: z.string().default(''),
  url: z.string().nullish(),
  num_comments: z.number().default(0),
});
export type RedditSubmission = z.infer<typeof redditSubmission>;

/** A comment; `replies` is '' when it has none, else a Listing of comments and "more" stubs. */
export interface RedditComment extends z.infer<typeof commentFields> {
  replies: RedditListing | '';
}
const commentFields = z.object({
  ...thingFields,
  body: z.string(),
  link_id: z.string(),
  link_title: z.string().nullish(),
});

export interface RedditListing {
  kind: 'Listing';
  data: { children: RedditThing[] };
}
export type RedditThing =
  | { kind: 't3'; data: RedditSubmission }
  | { kind: 't1'; data: RedditComment }
  | { kind: 'more'; data: unknown };

const listingSchema: z.ZodType<RedditListing> = z.lazy(() =>
  z.object({ kind: z.literal('Listing'), data: z.object({ children: z.array(thingSchema) }) }),
);
const thingSchema: z.ZodType<RedditThing> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('t3'), data: redditSubmission }),
    z.object({ kind: z.literal('t1'), data: commentFields.extend({ replies: z.union([z.literal(''), listingSchema]) }) }),
    z.object({ kind: z.literal('more'), data: z.unknown() }),
  ]),
);

/** A Listing (hot, new, search, comments) or a thread: [Listing of the submission, Listing of its comment tree]. */
export const redditPayload = z.union([listingSchema, z.tuple([listingSchema, listingSchema])]);
