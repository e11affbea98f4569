import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { OVERVIEW_PRESETS, type HideSettings, type PresetOrWindow, type TrendingTopic } from 'shared/contract';
import { foldText } from 'shared/query';
import { bucketStart, HK_OFFSET_MS, hkDay, nextBucket, presetWindow, previousWindow, type OverviewRange, type TimeWindow } from 'shared/rules';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { feedTopicCache } from '../../db/schema.js';
import { allStopwords } from '../enrichment/terms/stopwords.js';
import { displaysOf } from './term-display.js';
import { keptPosts, termCounts } from './term-counts.js';

const TOPIC_LIMIT = 10;
const RELATED_LIMIT = 3;
/** A word needs this many posts in the window to trend. */
const MIN_POSTS = 3;
/** Related words are read from at most this many of the newest posts holding the word. */
const RELATED_SAMPLE = 300;
const CACHE_MS = 10 * 60_000;
/** Preset entries read within KEEP_WARM_MS are recomputed in the background once REFRESH_AFTER_MS old, before they expire. */
const REFRESH_AFTER_MS = 5 * 60_000;
const KEEP_WARM_MS = 24 * 3_600_000;
/** A read marks its entry at most this often. */
const READ_MARK_MS = 60_000;
/**
 * The cache keeps spare topics and related words, since hidden topics and keywords are left out when it is read: a
 * topic or keyword hidden meanwhile leaves the lists full.
 */
const CACHED_TOPICS = 2 * TOPIC_LIMIT;
const CACHED_RELATED = 10;

/** Joins a post's terms for reading (terms are words: no control characters). */
const TERM_SEPARATOR = '\u001f';

const round2 = (x: number) => Math.round((x + Number.EPSILON) * 100) / 100;

/** The window a top_term call asks for and its cache key: explicit dates win over the preset. */
export function topicWindow(query: PresetOrWindow, now: number): { key: string; window: TimeWindow } {
  if (query.from !== undefined && query.to !== undefined) return { key: `${query.from}-${query.to}`, window: { from: query.from, to: query.to } };
  return { key: query.ide!, window: presetWindow(query.ide!, now) };
}

/**
 * The Hong Kong days to read each word's sample from: its newest days (feed_term_days) until they hold RELATED_SAMPLE
 * of its posts, as day starts (epoch ms) per word. A rising word is mostly recent, so its sample lies in a few days.
 */
async function sampleDays(db: Db, taskId: number, window: TimeWindow, words: readonly string[]): Promise<Map<string, number[]>> {
  const rows = await queryRows<{ term: string; day: string; posts: number }>(
    db,
    sql`select term, day::text as day, posts from feed_term_days
      where task_id = ${taskId} and term = any(${sql.param([...words])}::text[]) and posts > 0
        and day >= ${hkDay(window.from)}::date and day <= ${hkDay(window.to - 1)}::date
      order by term, day desc`,
  );
  const days = new Map<string, number[]>();
  const held = new Map<string, number>();
  for (const row of rows) {
    if ((held.get(row.term) ?? 0) >= RELATED_SAMPLE) continue;
    held.set(row.term, (held.get(row.term) ?? 0) + row.posts);
    days.set(row.term, [...(days.get(row.term) ?? []), Date.parse(row.day) - HK_OFFSET_MS]);
  }
  return days;
}

/**
 * The words co-occurring most with each word, among the newest RELATED_SAMPLE kept posts of the window holding it,
 * most first (ties by term). Only the words' sample days are read (sampleDays), one index range per day; the pairs
 * are counted here.
 */
async function relatedTerms(db: Db, taskId: number, window: TimeWindow, words: readonly string[], except: readonly string[]): Promise<Map<string, string[]>> {
  const related = new Map(words.map((w) => [w, [] as string[]]));
  const days = await sampleDays(db, taskId, window, words);
  const starts = [...new Set([...days.values()].flat())];
  if (starts.length === 0) return related;
  const iso = (ms: number) => new Date(ms).toISOString();
  // Each post's terms by a per-row lookup (a subquery the planner cannot turn into a scan of the whole archive), joined
  // by a separator no term holds: one string per post reads several times faster than a text[] in the driver.
  const posts = await queryRows<{ post_id: string; posted_at: Date | string; terms: string }>(
    db,
    sql`
      select fp.post_id, fp.posted_at, (select array_to_string(p.terms, ${TERM_SEPARATOR}) from posts p where p.id = fp.post_id) as terms
      from unnest(${sql.param(starts.map((start) => iso(Math.max(start, window.from))))}::timestamptz[],
        ${sql.param(starts.map((start) => iso(Math.min(nextBucket(start, 'day'), window.to))))}::timestamptz[]) as r(starts, stops)
      cross join lateral (
        select fp.post_id, fp.posted_at from feed_posts fp
        where fp.task_id = ${taskId} and fp.spam = 0 and fp.posted_at >= r.starts and fp.posted_at < r.stops
      ) fp
      order by fp.posted_at desc, fp.post_id desc`,
  );
  const left = new Set(except);
  const pairs = new Map(words.map((w) => [w, new Map<string, number>()]));
  const sampled = new Map<string, number>();
  for (const post of posts) {
    const day = bucketStart(new Date(post.posted_at).getTime(), 'day');
    const terms = post.terms ? [...new Set(post.terms.split(TERM_SEPARATOR))] : [];
    for (const word of terms) {
      const taken = sampled.get(word) ?? 0;
      if (!days.get(word)?.includes(day) || taken >= RELATED_SAMPLE) continue;
      sampled.set(word, taken + 1);
      const counts = pairs.get(word)!;
      for (const term of terms) if (term !== word && !left.has(term)) counts.set(term, (counts.get(term) ?? 0) + 1);
    }
  }
  for (const [word, counts] of pairs) {
    const ranked = [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0));
    related.set(word, ranked.slice(0, CACHED_RELATED).map(([term]) => term));
  }
  return related;
}

/**
 * The feed's rising words of the window against the window before, before anything is hidden: words of at least
 * MIN_POSTS posts, scored (cur - prev) / sqrt(prev + 1), positive scores only, highest first; doc_freq is the share of
 * the window's kept posts holding the word, in percent. Words are shown as posts write them.
 */
export async function computeTopics(db: Db, taskId: number, window: TimeWindow): Promise<TrendingTopic[]> {
  const except = allStopwords();
  const current = await termCounts(db, taskId, window, { minPosts: MIN_POSTS, except });
  const [previous, kept] = await Promise.all([
    current.size > 0 ? termCounts(db, taskId, previousWindow(window), { only: [...current.keys()] }) : new Map<string, number>(),
    keptPosts(db, taskId, window),
  ]);
  const rising = [...current]
    .map(([term, posts]) => {
      const before = previous.get(term) ?? 0;
      return { term, posts, score: round2((posts - before) / Math.sqrt(before + 1)) };
    })
    .filter((t) => t.score > 0)
    .sort((a, b) => b.score - a.score || b.posts - a.posts || (a.term < b.term ? -1 : 1))
    .slice(0, CACHED_TOPICS);
  const related = await relatedTerms(db, taskId, window, rising.map((t) => t.term), except);
  const shown = await displaysOf(db, [...new Set([...rising.map((t) => t.term), ...[...related.values()].flat()])]);
  const display = (term: string) => shown.get(term) ?? term;
  return rising.map((t) => ({
    word: display(t.term),
    related_word: related.get(t.term)!.map(display),
    ai_score: t.score,
    doc_freq: round2((100 * t.posts) / kept),
  }));
}

async function storeTopics(db: Db, taskId: number, windowKey: string, topics: TrendingTopic[], now: Date, read: { readAt?: Date } = {}): Promise<void> {
  await db
    .insert(feedTopicCache)
    .values({ taskId, windowKey, computedAt: now, topics, ...read })
    .onConflictDoUpdate({ target: [feedTopicCache.taskId, feedTopicCache.windowKey], set: { computedAt: now, topics, ...read } });
}

/**
 * Recomputes the preset entries pages read lately once they are REFRESH_AFTER_MS old, so a feed's overview keeps
 * finding its trending topics computed; answers how many were recomputed. Run by the collector's 'topics' job.
 */
export async function refreshTopicCaches(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ taskId: feedTopicCache.taskId, windowKey: feedTopicCache.windowKey })
    .from(feedTopicCache)
    .where(
      and(
        inArray(feedTopicCache.windowKey, [...OVERVIEW_PRESETS]),
        gt(feedTopicCache.readAt, new Date(now.getTime() - KEEP_WARM_MS)),
        lte(feedTopicCache.computedAt, new Date(now.getTime() - REFRESH_AFTER_MS)),
      ),
    );
  for (const { taskId, windowKey } of due) {
    const preset = windowKey as OverviewRange;
    await storeTopics(db, taskId, windowKey, await computeTopics(db, taskId, presetWindow(preset, now.getTime())), now);
  }
  return due.length;
}

/**
 * The trending topics a top_term call answers: computed at most once per CACHE_MS for a feed and window key, then
 * the hidden topics (on the word) and hidden keywords (among related words) are left out as the cache is read, so a
 * hide takes effect at once. `hidden` is each hidden topic's doc_freq when it trends in the window, else 0.
 */
export async function trendingTopics(
  db: Db,
  taskId: number,
  query: PresetOrWindow,
  hide: HideSettings,
  now: Date,
): Promise<{ topics: TrendingTopic[]; hidden: Record<string, number> }> {
  const { key, window } = topicWindow(query, now.getTime());
  const entry = and(eq(feedTopicCache.taskId, taskId), eq(feedTopicCache.windowKey, key));
  const [cached] = await db
    .select({ topics: feedTopicCache.topics, readAt: feedTopicCache.readAt })
    .from(feedTopicCache)
    .where(and(entry, gt(feedTopicCache.computedAt, new Date(now.getTime() - CACHE_MS))));
  let topics = cached?.topics as TrendingTopic[] | undefined;
  if (topics === undefined) {
    topics = await computeTopics(db, taskId, window);
    await storeTopics(db, taskId, key, topics, now, { readAt: now });
  } else if (now.getTime() - cached!.readAt.getTime() >= READ_MARK_MS) {
    await db.update(feedTopicCache).set({ readAt: now }).where(entry);
  }
  const hiddenTopics = new Set(hide.topics.map(foldText));
  const hiddenKeywords = new Set(hide.keywords.map(foldText));
  const shareOf = new Map(topics.map((t) => [foldText(t.word), t.doc_freq]));
  return {
    topics: topics
      .filter((t) => !hiddenTopics.has(foldText(t.word)))
      .slice(0, TOPIC_LIMIT)
      .map((t) => ({ ...t, related_word: t.related_word.filter((w) => !hiddenKeywords.has(foldText(w))).slice(0, RELATED_LIMIT) })),
    hidden: Object.fromEntries(hide.topics.map((word) => [word, shareOf.get(foldText(word)) ?? 0])),
  };
}
