import { z } from 'zod';

/** An item of the official Firebase API (/v0/item/<id>.json). */
export const hackerNewsItem = z.object({
  id: z.number().int(),
  type: z.enum(['story', 'comment', 'job', 'poll', 'pollopt']),
  by: z.string().optional(),
  time: z.number(),
  text: z.string().optional(),
  url: z.string().optional(),
  title: z.string().optional(),
  parent: z.number().int().optional(),
  score: z.number().default(0),
  descendants: z.number().default(0),
  kids: z.array(z.number()).default([]),
  deleted: z.boolean().optional(),
  dead: z.boolean().optional(),
});
export type HackerNewsItem = z.infer<typeof hackerNewsItem>;

/** /v0/maxitem.json. */
export const hackerNewsMaxItem = z.number().int().nonnegative();

/** /v0/updates.json. */
export const hackerNewsUpdates = z.object({ items: z.array(z.number().int()), profiles: z.array(z.string()) });
