import { z } from 'zod';

/** Epoch milliseconds. */
export const epochMs = z.number().int();

/** A feed named in the path as :id. */
export const taskIdParams = z.object({ id: z.coerce.number().int().positive() });

/** The plan of an account, with the server's field names (spec doc 1 §3). A null limit means unlimited. */
export const accountLevel = z.object({
  live_limit: z.number().int().nonnegative().nullable(),
  adhoc_limit: z.number().int().nonnegative().nullable(),
  /** Exports per month per feed; 0 means exporting is not in the plan. */
  export_pm: z.number().int().nonnegative(),
  /** Keywords per feed. */
  kw_pt: z.number().int().nonnegative().nullable(),
  /** Query modifications per month per feed. */
  live_qry_mod: z.number().int().nonnegative().nullable(),
  smart_feed: z.boolean(),
  alert: z.boolean(),
  /** Keywords across the whole account. */
  keyword_limit: z.number().int().nonnegative().nullable(),
  /** Earliest allowed feed start, epoch ms; null means no limit beyond the product's own. */
  date_from: epochMs.nullable(),
  /** Trend Explorer access, by industry label id: the time-frame values allowed. Empty means no trend access. */
  trend_access: z.record(z.string(), z.array(z.string())),
});
export type AccountLevel = z.infer<typeof accountLevel>;

/** The user part of a login or refresh reply. */
export const loginUser = z.object({
  user_id: z.number().int(),
  username: z.string(),
  display_name: z.string(),
  email: z.string(),
  ac_id: z.number().int(),
  acc_level: accountLevel,
});
export type LoginUser = z.infer<typeof loginUser>;

/**
 * A guided query (spec doc 1 §3): groups joined by AND. In each group `in` holds the alternatives
 * (joined by OR) and `ex` the exclusions (wrapped in NOT); every entry is a list of keywords.
 */
export const keywordList = z.array(z.string());
export const queryGroup = z.object({ in: z.array(keywordList), ex: z.array(keywordList) });
export type QueryGroup = z.infer<typeof queryGroup>;
export const guidedQuery = z.array(queryGroup);
export type GuidedQuery = z.infer<typeof guidedQuery>;

/** Trend Explorer time-frame values (spec doc 3 §9), in the order the picker lists them. */
export const TREND_FREQUENCIES = ['Latest', 'Daily', 'Weekly', 'BiWeekly', 'Monthly', 'ThreeMonths', 'HalfYearly', 'Yearly', 'custom'] as const;
export type TrendFrequency = (typeof TREND_FREQUENCIES)[number];

export const FEED_TYPES = { live: 0, adhoc: 1 } as const;
export const feedType = z.union([z.literal(0), z.literal(1)]);
export type FeedType = z.infer<typeof feedType>;

const statFigure = z.object({ total: z.number(), prev_avg: z.number() });

/** One entry of the live access list (spec doc 1 §3). */
export const accessEntry = z.object({
  task_id: z.number().int(),
  account_name: z.string(),
  task_name: z.string(),
  readable: z.boolean(),
  writable: z.boolean(),
  task_type: feedType,
  /** 1 collecting, 0 paused. */
  status: z.number().int(),
  last_edit_user: z.string().nullable(),
  last_edit_time: epochMs.nullable(),
  total_threads: z.number().int().nonnegative(),
  /** Last 24 hours against the daily average of the 7 days before. */
  stat: z.object({
    author_count: statFigure,
    eng_count: statFigure,
    post_count: statFigure,
    thread_count: statFigure,
    view_count: statFigure,
  }),
  /** Threads per day over the last 7 days, oldest first; delta is the change of the last day against the average, in percent. */
  line: z.object({
    delta: z.number(),
    points: z.array(z.object({ ts: epochMs, count: z.number().int().nonnegative() })),
  }),
});
export type AccessEntry = z.infer<typeof accessEntry>;

export const industry = z.object({ id: z.number().int(), industry: z.string() });
export type Industry = z.infer<typeof industry>;

export const language = z.object({ lang_abbr: z.string(), name: z.string() });
export type Language = z.infer<typeof language>;

/** The media the product collects from. */
export const MEDIUMS = ['Facebook', 'Instagram', 'Social', 'Forum', 'News', 'Blog', 'Video', 'Telegram'] as const;
export const mediumName = z.enum(MEDIUMS);
export type MediumName = z.infer<typeof mediumName>;

export const medium = z.object({
  medium: mediumName,
  /** Which section of the sources step holds it. */
  section: z.enum(['social', 'other']),
});
export type Medium = z.infer<typeof medium>;

/** Where each medium sits on the editor's sources step (spec doc 1 §2.6: Social is Facebook, Instagram and other socials). */
export const MEDIUM_CATALOGUE: readonly Medium[] = MEDIUMS.map((name) => ({
  medium: name,
  section: name === 'Facebook' || name === 'Instagram' || name === 'Social' ? 'social' : 'other',
}));

export const site = z.object({
  site: z.string(),
  medium: mediumName,
  display_name: z.string(),
  /** The Chinese display name (the spec's name translation table). */
  display_name_zh: z.string(),
  url: z.string(),
});
export type Site = z.infer<typeof site>;

export const mediumSites = z.object({ medium: mediumName, sites: z.array(z.string()) });
export type MediumSites = z.infer<typeof mediumSites>;

export const industryLabel = z.object({ label_id: z.number().int(), label_name: z.string() });
export type IndustryLabel = z.infer<typeof industryLabel>;

/** Where analysts ask for an upgrade; comes from the server's configuration. */
export const contact = z.object({ phone: z.string(), email: z.string() });
export type Contact = z.infer<typeof contact>;
