import { z } from 'zod';

export const discoursePost = z.object({
  id: z.number().int(),
  post_number: z.number().int(),
  topic_id: z.number().int(),
  topic_slug: z.string().optional(),
  topic_title: z.string().optional(),
  category_id: z.number().nullish(),
  username: z.string(),
  name: z.string().nullish(),
  avatar_template: z.string().nullish(),
  created_at: z.string(),
  cooked: z.string(),
  reply_count: z.number().default(0),
  reads: z.number().default(0),
  like_count: z.number().nullish(),
  actions_summary: z.array(z.object({ id: z.number(), count: z.number().default(0) })).default([]),
  hidden: z.boolean().optional(),
  deleted_at: z.string().nullish(),
});
export type DiscoursePost = z.infer<typeof discoursePost>;

/** /t/<id>.json (with title and slug) or /t/<id>/posts.json (posts only). */
export const discourseTopic = z.object({
  id: z.number().int(),
  title: z.string().optional(),
  slug: z.string().optional(),
  category_id: z.number().nullish(),
  views: z.number().default(0),
  post_stream: z.object({ posts: z.array(discoursePost) }),
});

export const discourseTopicList = z.object({
  topic_list: z.object({
    topics: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        slug: z.string(),
        posts_count: z.number().default(1),
        views: z.number().default(0),
        like_count: z.number().default(0),
        created_at: z.string(),
        category_id: z.number().nullish(),
      }),
    ),
  }),
});

export const discourseLatestPosts = z.object({ latest_posts: z.array(discoursePost) });
