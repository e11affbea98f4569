import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GuidedQuery, GuidedView } from 'shared/contract';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A customer of the provider, with its plan (spec doc 1 §3 "account level"). Null limits mean unlimited. */
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  liveLimit: integer('live_limit'),
  adhocLimit: integer('adhoc_limit'),
  exportPm: integer('export_pm').notNull().default(0),
  kwPt: integer('kw_pt'),
  liveQryMod: integer('live_qry_mod'),
  smartFeed: boolean('smart_feed').notNull().default(false),
  alert: boolean('alert').notNull().default(false),
  keywordLimit: integer('keyword_limit'),
  dateFrom: timestamptz('date_from'),
  /** Industry label id → allowed Trend Explorer time-frame values; empty means no trend access. */
  trendAccess: jsonb('trend_access').$type<Record<string, string[]>>().notNull().default({}),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    username: text('username').notNull(),
    displayName: text('display_name').notNull(),
    email: text('email').notNull(),
    /** argon2id, PHC string. */
    passwordHash: text('password_hash').notNull(),
    font: text('font').notNull().default('default'),
    loader: smallint('loader').notNull().default(4),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`), index('users_account_idx').on(t.accountId)],
);

/** One login; only the SHA-256 of the token is kept, so a leaked table grants nothing. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    ip: text('ip').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Login attempts, kept for the length of the rate-limit window (API processes hold no state). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased as typed, whether or not such a user exists. */
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: timestamptz('attempted_at').notNull(),
  },
  (t) => [index('login_attempts_username_idx').on(t.username, t.attemptedAt), index('login_attempts_ip_idx').on(t.ip, t.attemptedAt)],
);

/** Feeds (the spec also calls them tasks). */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    /** 0 live, 1 ad-hoc. */
    taskType: smallint('task_type').notNull(),
    /** 0 when no industry was chosen. */
    indusId: integer('indus_id').notNull().default(0),
    queryLayer: jsonb('query_layer').$type<GuidedQuery>().notNull().default([]),
    /** The guided builder's view flags, kept so the editor reopens as it was left. */
    guidedView: jsonb('guided_view').$type<GuidedView>().notNull().default({ NoExOnly: false, ExcludeOnly: false }),
    /** The boolean query the feed matches with (derived from the guided query when no advanced one was given). */
    queryString: text('query_string').notNull().default(''),
    langAbbr: text('lang_abbr').notNull(),
    /** Medium names; null means every medium. */
    listMedium: jsonb('list_medium').$type<string[] | null>(),
    /** Start of collection for both types (live feeds have no end). */
    adhocFrom: timestamptz('adhoc_from'),
    adhocTo: timestamptz('adhoc_to'),
    /** 0 real time, 1 every hour, 2 every day, 3 on request. */
    cron: smallint('cron').notNull(),
    /** 1 collecting, 0 paused. */
    status: smallint('status').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id),
    lastEditUser: integer('last_edit_user').references(() => users.id),
    lastEditTime: timestamptz('last_edit_time'),
    /** The last successful save; the 60-second save throttle counts from it. */
    lastSavedAt: timestamptz('last_saved_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('tasks_account_idx').on(t.accountId)],
);

/** One row per successful save of a feed; counted per Hong Kong calendar month against the plan's live_qry_mod. */
export const taskModifications = pgTable(
  'task_modifications',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamptz('at').notNull(),
  },
  (t) => [index('task_modifications_task_at_idx').on(t.taskId, t.at)],
);

/** Per user and feed preferences; a missing row means the defaults. */
export const feedUserSettings = pgTable(
  'feed_user_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    displaySmartTrainPrompt: boolean('display_smart_train_prompt').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taskId] }), index('feed_user_settings_task_idx').on(t.taskId)],
);

export const feedAccess = pgTable(
  'feed_access',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    readable: boolean('readable').notNull().default(true),
    writable: boolean('writable').notNull().default(false),
  },
  (t) => [uniqueIndex('feed_access_user_task_idx').on(t.userId, t.taskId), index('feed_access_task_idx').on(t.taskId)],
);

export const industries = pgTable('industries', {
  id: integer('id').primaryKey(),
  industry: text('industry').notNull(),
});

export const languages = pgTable('languages', {
  langAbbr: text('lang_abbr').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

export const mediums = pgTable('mediums', {
  medium: text('medium').primaryKey(),
  section: text('section').notNull(),
  position: integer('position').notNull(),
});

export const sites = pgTable(
  'sites',
  {
    site: text('site').primaryKey(),
    medium: text('medium')
      .notNull()
      .references(() => mediums.medium),
    displayName: text('display_name').notNull(),
    displayNameZh: text('display_name_zh').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('sites_medium_idx').on(t.medium)],
);

export const indLabels = pgTable('ind_labels', {
  labelId: integer('label_id').primaryKey(),
  labelName: text('label_name').notNull(),
});

/**
 * The collected archive. Each post is stored once, keyed by a stable hash of its source and source id;
 * what is per feed lives in link tables. No foreign key to feeds, so the table can be distributed by id (Citus).
 */
export const posts = pgTable(
  'posts',
  {
    id: text('id').primaryKey(),
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    medium: text('medium')
      .notNull()
      .references(() => mediums.medium),
    site: text('site').notNull(),
    threadTitle: text('thread_title').notNull().default(''),
    threadLink: text('thread_link').notNull().default(''),
    postLink: text('post_link').notNull().default(''),
    message: text('message').notNull(),
    authorName: text('author_name').notNull().default(''),
    authorId: text('author_id').notNull().default(''),
    postedAt: timestamptz('posted_at').notNull(),
    /** A comment within a thread, as opposed to the thread's opening post. */
    isComment: boolean('is_comment').notNull().default(false),
    /** Detected language code; '' until detected. */
    lang: text('lang').notNull().default(''),
  },
  (t) => [index('posts_posted_at_idx').on(t.postedAt)],
);

/** One-off data steps already applied (the demo seed runs on the first start only). */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamptz('applied_at').notNull().defaultNow(),
});
