import { z } from 'zod';

const account = z.object({
  username: z.string(),
  acct: z.string(),
  display_name: z.string(),
  url: z.url(),
  avatar: z.string().nullish(),
});

const statusFields = {
  id: z.string(),
  uri: z.url(),
  url: z.string().nullish(),
  created_at: z.string(),
  in_reply_to_id: z.string().nullish(),
  language: z.string().nullish(),
  spoiler_text: z.string().default(''),
  content: z.string(),
  replies_count: z.number().default(0),
  reblogs_count: z.number().default(0),
  favourites_count: z.number().default(0),
  account,
};

/** A status as the Mastodon REST API returns it; a reblog wraps the original status. */
export const mastodonStatus = z.object({ ...statusFields, reblog: z.object(statusFields).nullish() });
export type MastodonStatus = z.infer<typeof mastodonStatus>;

/** A timeline: public, local or hashtag. */
export const mastodonTimeline = z.array(mastodonStatus);

/** GET /api/v1/statuses/:id/context. */
export const mastodonContext = z.object({ ancestors: z.array(mastodonStatus), descendants: z.array(mastodonStatus) });
