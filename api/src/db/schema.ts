import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, customType, date, index, integer, jsonb, pgTable, primaryKey, real, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GuidedQuery, GuidedView, MediumName, SourceKind } from 'shared/contract';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

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
    /** Provider staff: may manage the source registry through the API. */
    isAdmin: boolean('is_admin').notNull().default(false),
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
    /** Posts up to this collection sequence number (posts.seq) have been matched for the feed. */
    matchedSeq: bigint('matched_seq', { mode: 'number' }).notNull().default(0),
    /** The matching settings (query, mediums, language, period) the feed's links were last filled with. */
    filledWith: text('filled_with'),
    filledAt: timestamptz('filled_at'),
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

/** Where posts come from; managed by the admin CLI and the sources API. */
export const sources = pgTable('sources', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  kind: text('kind').$type<SourceKind>().notNull(),
  /** URL or account, read according to the kind (see SOURCE_KINDS in the contract). */
  target: text('target').notNull().default(''),
  medium: text('medium')
    .$type<MediumName>()
    .notNull()
    .references(() => mediums.medium),
  site: text('site').notNull(),
  labelId: integer('label_id'),
  pollIntervalS: integer('poll_interval_s').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  allowPrivate: boolean('allow_private').notNull().default(false),
  /** SHA-256 of the ingest key; the key itself is shown once. */
  apiKeyHash: text('api_key_hash').unique(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  // What the next conditional request sends, and where paging resumes.
  etag: text('etag'),
  lastModified: text('last_modified'),
  cursor: jsonb('cursor').$type<Record<string, unknown>>().notNull().default({}),
  // Health.
  failures: integer('failures').notNull().default(0),
  nextPollAt: timestamptz('next_poll_at'),
  lastSuccessAt: timestamptz('last_success_at'),
  lastErrorAt: timestamptz('last_error_at'),
  lastError: text('last_error'),
  postsCollected: bigint('posts_collected', { mode: 'number' }).notNull().default(0),
  lagMs: bigint('lag_ms', { mode: 'number' }),
});

/**
 * The collected archive. Each post is stored once, keyed by a stable hash of its source and source id;
 * what is per feed lives in feed_posts. No foreign keys, so the table can be distributed by id (Citus).
 */
export const posts = pgTable(
  'posts',
  {
    id: text('id').primaryKey(),
    /** The stable source name the hash is made from (the site, lower case). */
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    /** The registry source that delivered the post first. */
    sourceRef: integer('source_ref'),
    /** Hash of the thread's opening post (its own id for an opening post). */
    threadId: text('thread_id').notNull().default(''),
    medium: text('medium').$type<MediumName>().notNull(),
    site: text('site').notNull(),
    threadTitle: text('thread_title').notNull().default(''),
    threadLink: text('thread_link').notNull().default(''),
    postLink: text('post_link').notNull().default(''),
    message: text('message').notNull(),
    authorName: text('author_name').notNull().default(''),
    authorId: text('author_id').notNull().default(''),
    authorImage: text('author_image'),
    authorLink: text('author_link'),
    channel: text('channel'),
    channelLink: text('channel_link'),
    postedAt: timestamptz('posted_at').notNull(),
    /** A comment within a thread, as opposed to the thread's opening post. */
    isComment: boolean('is_comment').notNull().default(false),
    commentCount: integer('comment_count').notNull().default(0),
    shareCount: integer('share_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    reactionCount: integer('reaction_count').notNull().default(0),
    reactionLike: integer('reaction_like').notNull().default(0),
    reactionDislike: integer('reaction_dislike').notNull().default(0),
    reactionLove: integer('reaction_love').notNull().default(0),
    reactionHaha: integer('reaction_haha').notNull().default(0),
    reactionAngry: integer('reaction_angry').notNull().default(0),
    reactionSad: integer('reaction_sad').notNull().default(0),
    reactionWow: integer('reaction_wow').notNull().default(0),
    /** Detected language code ('zh-HK', 'en', 'zh-CN', or another BCP 47 code). */
    lang: text('lang').notNull().default(''),
    /** 1, 0 or -1; null while pending. */
    aiSentiment: smallint('ai_sentiment'),
    aiImpact: real('ai_impact'),
    /** Industry label (ind_labels) of the post. */
    labelId: integer('label_id'),
    /** Terms for word clouds: tokens without stopwords, Traditional and Simplified folded. */
    terms: text('terms').array().notNull().default(sql`'{}'`),
    /** The post's presearch keys (documentTokens), so a feed's archive fill looks up only posts holding its keys. */
    matchKeys: text('match_keys').array().notNull().default(sql`'{}'`),
    /** Simulated by the demo stream, never collected from a real source. */
    demo: boolean('demo').notNull().default(false),
    collectedAt: timestamptz('collected_at').notNull().defaultNow(),
    /** Collection order; feeds updated hourly or daily match everything past their watermark. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('posts_posted_at_idx').on(t.postedAt),
    index('posts_seq_idx').on(t.seq),
    index('posts_thread_idx').on(t.threadId),
    index('posts_match_keys_idx').using('gin', t.matchKeys),
  ],
);

/** Which posts a feed holds, and what is per feed about them. Co-located by task id when distributed. */
export const feedPosts = pgTable(
  'feed_posts',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    postId: text('post_id').notNull(),
    /** Copied from the post so a feed's posts are read by period without touching other feeds. */
    postedAt: timestamptz('posted_at').notNull(),
    isComment: boolean('is_comment').notNull(),
    matchedAt: timestamptz('matched_at').notNull(),
    /** Irrelevant ('spam'): 0 kept, 1 removed manually by spamBy, 2 removed automatically (by a relevancy model). */
    spam: smallint('spam').notNull().default(0),
    spamBy: integer('spam_by').references(() => users.id, { onDelete: 'set null' }),
    spamAt: timestamptz('spam_at'),
    /** The feed's correction of the post's ai_sentiment (1, 0, -1); it wins over the model wherever sentiment is read. */
    sentiment: smallint('sentiment'),
    sentimentBy: integer('sentiment_by').references(() => users.id, { onDelete: 'set null' }),
    sentimentAt: timestamptz('sentiment_at'),
    // Copied from the post (and kept in step with it) so the posts screen filters and sorts on the feed's own rows.
    site: text('site').notNull().default(''),
    medium: text('medium').$type<MediumName>().notNull().default('' as MediumName),
    /** The feed's correction when set, otherwise the post's ai_sentiment: the sentiment the feed shows. */
    effectiveSentiment: smallint('effective_sentiment'),
    reactionCount: integer('reaction_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    shareCount: integer('share_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    /**
     * The post's presearch keys in its title and body (what a keyword without a field searches), so a search
     * decides a keyword of one key on the feed's own rows; null for links stored before it was kept.
     */
    textKeys: text('text_keys').array(),
    // Copied from the post for the overview's aggregations.
    /** The first 64 bits of md5(site, author id or else name): distinct authors are counted on the feed's own rows. */
    authorKey: bigint('author_key', { mode: 'number' }).notNull().default(0),
    channel: text('channel').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.postId] }),
    index('feed_posts_task_posted_idx').on(t.taskId, t.postedAt),
    index('feed_posts_post_idx').on(t.postId),
    index('feed_posts_task_spam_posted_idx').on(t.taskId, t.spam, t.postedAt),
    // Links stored before text_keys was kept, which a keyword search verifies by the post's text.
    index('feed_posts_task_unkeyed_idx').on(t.taskId, t.postedAt).where(sql`text_keys is null`),
    // The posts screen's sorts by a count, over the kept posts (searches of removed posts are few and small).
    index('feed_posts_task_reactions_idx').on(t.taskId, t.reactionCount, t.postedAt).where(sql`spam = 0`),
    index('feed_posts_task_comments_idx').on(t.taskId, t.commentCount, t.postedAt).where(sql`spam = 0`),
    index('feed_posts_task_shares_idx').on(t.taskId, t.shareCount, t.postedAt).where(sql`spam = 0`),
    index('feed_posts_task_views_idx').on(t.taskId, t.viewCount, t.postedAt).where(sql`spam = 0`),
  ],
);

/** A post bookmarked in a feed by a user. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    postId: text('post_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.postId, t.userId] })],
);

/**
 * The durable job queue. A worker claims a job with FOR UPDATE SKIP LOCKED and a lease; the job's effects and
 * its deletion commit in one transaction, so a crash leaves either both or neither.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** At most one waiting job per key (e.g. one poll per source). */
    dedupeKey: text('dedupe_key').unique(),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    /** Set when the job ran out of attempts; it stays for inspection and is not run again. */
    failedAt: timestamptz('failed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('jobs_run_at_idx').on(t.runAt)],
);

/** One-off data steps already applied (the demo seed runs on the first start only). */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamptz('applied_at').notNull().defaultNow(),
});

/**
 * Exports by options (spec doc 2 §7): a background job per request, its progress, and the finished workbook, which
 * only its owner may fetch. The finished exports of a month are what the plan's export quota counts.
 */
export const exports = pgTable(
  'exports',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    /** running, done, failed or cancelled. */
    state: text('state').notNull(),
    request: jsonb('request').notNull(),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsTotal: integer('rows_total').notNull().default(0),
    fileName: text('file_name').notNull(),
    file: bytea('file'),
    error: text('error'),
    createdAt: timestamptz('created_at').notNull(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [index('exports_task_created_idx').on(t.taskId, t.createdAt)],
);

/**
 * Posts per term, feed and Hong Kong calendar day, over the feed's kept posts: the word cloud and trending topics sum
 * whole days here and read only the partial days at the window's edges from the posts. Kept by statement triggers on
 * feed_posts (insert, delete, and a change of the irrelevant flag), so every way a link is written keeps it exact.
 */
/**
 * The feed's kept posts per Hong Kong day and site channel: the overview's counts sum these for whole days (kept in
 * step with feed_posts by statement triggers, migration 0007) and count only the partial days at a window's edges.
 */
export const feedDayCounts = pgTable(
  'feed_day_counts',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    site: text('site').notNull(),
    medium: text('medium').notNull(),
    channel: text('channel').notNull(),
    posts: integer('posts').notNull(),
    threads: integer('threads').notNull(),
    positive: integer('positive').notNull(),
    neutral: integer('neutral').notNull(),
    negative: integer('negative').notNull(),
    engagement: bigint('engagement', { mode: 'number' }).notNull(),
    views: bigint('views', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.day, t.site, t.medium, t.channel] })],
);

export const feedTermDays = pgTable(
  'feed_term_days',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    term: text('term').notNull(),
    posts: integer('posts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.day, t.term] })],
);

/** How a folded term is shown: the surface form seen in posts, Traditional Chinese preferred over Simplified. */
export const termDisplay = pgTable('term_display', {
  term: text('term').primaryKey(),
  display: text('display').notNull(),
});

/** A feed's overview hide settings (spec doc 3 §3), shared by everyone who reads the feed. */
export const feedHide = pgTable('feed_hide', {
  taskId: integer('task_id')
    .primaryKey()
    .references(() => tasks.id, { onDelete: 'cascade' }),
  keywords: text('keywords').array().notNull().default(sql`'{}'`),
  topics: text('topics').array().notNull().default(sql`'{}'`),
  sites: text('sites').array().notNull().default(sql`'{}'`),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Trending topics of a feed and window, kept for a few minutes: they compare two windows and cost the most. */
export const feedTopicCache = pgTable(
  'feed_topic_cache',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    /** The preset, or 'from-to' for an explicit window. */
    windowKey: text('window_key').notNull(),
    computedAt: timestamptz('computed_at').notNull(),
    topics: jsonb('topics').notNull(),
    /** Last read by a page: preset entries read lately are recomputed in the background before they expire. */
    readAt: timestamptz('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.windowKey] })],
);
