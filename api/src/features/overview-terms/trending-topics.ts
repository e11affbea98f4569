import { and, eq, gt, sql } from 'drizzle-orm';
import type { HideSettings, PresetOrWindow, TrendingTopic } from 'shared/contract';
import { foldText } from 'shared/query';
import { presetWindow, previousWindow, type TimeWindow } from 'shared/rules';
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
const RELATED_SAMPLE = 2000;
const CACHE_MS = 10 * 60_000;
/**
 * The cache keeps spare topics and related words, since hidden topics and keywords are left out when it is read: a
 * topic or keyword hidden meanwhile leaves the lists full.
 */
const CACHED_TOPICS = 2 * TOPIC_LIMIT;
const CACHED_RELATED = 10;

const round2 = (x: number) => Math.round((x + Number.EPSILON) * 100) / 100;

/** The window a top_term call asks for and its cache key: explicit dates win over the preset. */
export function topicWindow(query: PresetOrWindow, now: number): { key: string; window: TimeWindow } {
  if (query.from !== undefined && query.to !== undefined) return { key: `${query.from}-${query.to}`, window: { from: query.from, to: query.to } };
  return { key: query.ide!, window: presetWindow(query.ide!, now) };
}

/**
 * The words co-occurring most with each word, among the newest RELATED_SAMPLE kept posts of the window holding it,
 * most first (ties by term): one pass over the window's posts for all the words, ranking only post ids, then the
 * sampled posts' terms read again by id.
 */
async function relatedTerms(db: Db, taskId: number, window: TimeWindow, words: readonly string[], except: readonly string[]): Promise<Map<string, string[]>> {
  const related = new Map(words.map((w) => [w, [] as string[]]));
  if (words.length === 0) return related;
  const rows = await queryRows<{ word: string; term: string }>(
    db,
    sql`
      with holding as (
        select w.word, fp.post_id, row_number() over (partition by w.word order by fp.posted_at desc, fp.post_id desc) as n
        from feed_posts fp join posts p on p.id = fp.post_id
          cross join lateral unnest(p.terms) as w(word)
        where fp.task_id = ${taskId} and fp.spam = 0
          and fp.posted_at >= ${new Date(window.from).toISOString()}::timestamptz and fp.posted_at < ${new Date(window.to).toISOString()}::timestamptz
          and p.terms && ${sql.param([...words])}::text[] and w.word = any(${sql.param([...words])}::text[])
      ), pairs as (
        select h.word, t.term, count(*) as posts
        from holding h join posts p on p.id = h.post_id cross join lateral unnest(p.terms) as t(term)
        where h.n <= ${RELATED_SAMPLE} and t.term <> h.word
        group by h.word, t.term
      ), ranked as (
        select word, term, row_number() over (partition by word order by posts desc, term collate "C") as r
        from pairs where term <> all(${sql.param([...except])}::text[])
      )
      select word, term from ranked where r <= ${CACHED_RELATED} order by word, r`,
  );
  for (const row of rows) related.get(row.word)!.push(row.term);
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

/**
 * The trending topics a top_term call answers: computed at most once per CACHE_MS for a feed and window key, then
 * the hidden topics (on the word) and hidden keywords (among related words) are left out as the cache is read, so a
 * hide takes effect at once.
 */
export async function trendingTopics(db: Db, taskId: number, query: PresetOrWindow, hide: HideSettings, now: Date): Promise<TrendingTopic[]> {
  const { key, window } = topicWindow(query, now.getTime());
  const [cached] = await db
    .select({ topics: feedTopicCache.topics })
    .from(feedTopicCache)
    .where(and(eq(feedTopicCache.taskId, taskId), eq(feedTopicCache.windowKey, key), gt(feedTopicCache.computedAt, new Date(now.getTime() - CACHE_MS))));
  let topics = cached?.topics as TrendingTopic[] | undefined;
  if (topics === undefined) {
    topics = await computeTopics(db, taskId, window);
    await db
      .insert(feedTopicCache)
      .values({ taskId, windowKey: key, computedAt: now, topics })
      .onConflictDoUpdate({ target: [feedTopicCache.taskId, feedTopicCache.windowKey], set: { computedAt: now, topics } });
  }
  const hiddenTopics = new Set(hide.topics.map(foldText));
  const hiddenKeywords = new Set(hide.keywords.map(foldText));
  return topics
    .filter((t) => !hiddenTopics.has(foldText(t.word)))
    .slice(0, TOPIC_LIMIT)
    .map((t) => ({ ...t, related_word: t.related_word.filter((w) => !hiddenKeywords.has(foldText(w))).slice(0, RELATED_LIMIT) }));
}
