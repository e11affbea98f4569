// Latency of the posts screen's search (POST /api/task/search, `searchFeedPosts`) for the common filter
// combinations, p50 and p95, on a large archive: 1,000,000 posts in PostgreSQL (needs DATABASE_URL; a scratch
// database is created and dropped) and 200,000 in embedded PGlite. Baseline in the same run on the same data:
// a bare `select count(*)` of the feed's links in the window, the least any search must do.
// The archive is the demo stream's 30 days stored through the real pipeline (enriched, matched), then copied in
// SQL with new ids and times spread over 90 days, links included, until it holds the target number of posts.
//   cd api && npx tsx --conditions=source ../bench/post-search.mjs [--posts-pg 1000000] [--posts-pglite 200000] [--runs 40]
import { cpus, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
// The API's own copy of drizzle-orm (bench/ is no package), so its SQL objects are the ones the API's code knows.
import { sql } from '../api/node_modules/drizzle-orm/index.js';
import { openDatabase } from '../api/src/db/client.js';
import { prepareDatabase } from '../api/src/db/setup.js';
import { tasks } from '../api/src/db/schema.js';
import { createDemoStream } from '../api/src/features/demo-stream/demo-stream.js';
import { refillFeed } from '../api/src/features/ingestion/feed-fill.js';
import { preparePosts, writePosts } from '../api/src/features/ingestion/store-posts.js';
import { RealtimeMatcher } from '../api/src/features/matching/realtime-matcher.js';
import { searchFeedPosts } from '../api/src/features/posts/post-search.js';
import { postSearch } from '../shared/src/contract/posts.js';
import { scratchDatabases } from './scratch-databases.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const POSTS_PG = arg('posts-pg', 1_000_000);
const POSTS_PGLITE = arg('posts-pglite', 200_000);
const RUNS = arg('runs', 40);
const NOW = new Date('2026-11-21T04:00:00Z');
const DAY = 86_400_000;

async function fill(database, target) {
  const { db } = database;
  await prepareDatabase(database, { seedDemo: true, demoStream: false, now: NOW });
  const stream = createDemoStream({ seed: 2026, now: NOW.getTime() }).history(30);
  const matcher = await new RealtimeMatcher().current(db);
  for (let i = 0; i < stream.length; i += 500) {
    const prepared = preparePosts({ id: null, labelId: null, demo: true }, stream.slice(i, i + 500), matcher);
    await db.transaction((tx) => writePosts(tx, null, prepared, NOW));
  }
  for (const { id } of await db.select({ id: tasks.id }).from(tasks)) await refillFeed(db, id, NOW, async () => {});
  // Copies of the demo archive with fresh ids, spread over 90 days, each with the feed links of its original.
  await db.execute(sql`create table bench_originals as select id from posts`);
  const base = stream.length;
  for (let copy = 1; (copy + 1) * base <= target; copy++) {
    await db.execute(sql`
      insert into posts (id, source, source_id, thread_id, medium, site, thread_title, thread_link, post_link, message,
        author_name, author_id, posted_at, is_comment, comment_count, share_count, view_count, reaction_count, lang,
        ai_sentiment, label_id, terms, match_keys, demo, collected_at)
      select md5(id || ${copy}::text), source, source_id || ':' || ${copy}::text, md5(thread_id || ${copy}::text), medium, site,
        thread_title, thread_link, post_link, message, author_name, author_id,
        ${NOW.toISOString()}::timestamptz - (((abs(hashtext(id || ${copy}::text)) % 7776000)) * interval '1 second'),
        is_comment, comment_count, share_count, view_count, reaction_count, lang, ai_sentiment, label_id, terms, match_keys, demo, collected_at
      from posts where id in (select id from bench_originals)`);
    await db.execute(sql`
      insert into feed_posts (task_id, post_id, posted_at, is_comment, matched_at, site, medium, effective_sentiment,
        reaction_count, comment_count, share_count, view_count, text_keys)
      select fp.task_id, md5(fp.post_id || ${copy}::text), c.posted_at, fp.is_comment, fp.matched_at, fp.site, fp.medium,
        fp.effective_sentiment, fp.reaction_count, fp.comment_count, fp.share_count, fp.view_count, fp.text_keys
      from feed_posts fp join posts c on c.id = md5(fp.post_id || ${copy}::text)
      where fp.post_id in (select id from bench_originals)`);
  }
  await db.execute(sql`drop table bench_originals`);
  // As autovacuum would after such a load: statistics, and the visibility map that lets a count read only an index.
  await db.execute(sql`vacuum analyze`);
  const [{ n }] = (await db.execute(sql`select count(*)::int as n from posts`)).rows;
  return n;
}

const WEEK = { from: NOW.getTime() - 7 * DAY, to: NOW.getTime() };
const MONTH = { from: NOW.getTime() - 31 * DAY, to: NOW.getTime() };
const CASES = [
  ['default: last 7 days, newest first', WEEK, {}],
  ['last 31 days, page 5', MONTH, { offset: 80 }],
  ['threads only', WEEK, { is_comment: false }],
  ['two sites', WEEK, { sites: ['LIHKG', 'HKGolden'] }],
  ['negative sentiment', WEEK, { sentiment: [-1] }],
  ['sort by reactions, 31 days', MONTH, { sort: 'reaction_count' }],
  ['query 延誤 OR delay, 31 days', MONTH, { query: '延誤 OR delay' }],
  // Four CJK characters: their keys (pairs) do not decide the term, so candidates are verified by their text.
  ['query 信號故障, 31 days', MONTH, { query: '信號故障' }],
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(db, taskId) {
  const results = [];
  const baseline = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await db.execute(sql`select count(*) from feed_posts where task_id = ${taskId} and posted_at >= ${new Date(WEEK.from).toISOString()}::timestamptz`);
    baseline.push(performance.now() - start);
  }
  baseline.sort((a, b) => a - b);
  for (const [label, period, extra] of CASES) {
    const search = postSearch.parse({ task_id: taskId, ...period, ...extra });
    const times = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      total = (await searchFeedPosts(db, { taskId, userId: 1 }, search)).total;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    results.push({ label, total, p50: percentile(times, 50), p95: percentile(times, 95) });
  }
  return { results, baseline: { p50: percentile(baseline, 50), p95: percentile(baseline, 95) } };
}

const fmt = (ms) => `${ms.toFixed(1)} ms`;
console.log(`Post search benchmark, ${new Date().toISOString().slice(0, 10)}: ${RUNS} runs per case`);
console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
for (const { label, kind, target, drop } of await scratchDatabases()) {
  const posts = kind === 'postgres' ? POSTS_PG : POSTS_PGLITE;
  const database = await openDatabase(target);
  try {
    const start = performance.now();
    const stored = await fill(database, posts);
    const [feed] = await database.db.select({ id: tasks.id }).from(tasks).where(sql`name = 'MTR service disruptions'`);
    const [{ n: links }] = (await database.db.execute(sql`select count(*)::int as n from feed_posts where task_id = ${feed.id}`)).rows;
    console.log(`\n${label}: ${stored.toLocaleString('en')} posts (filled in ${Math.round((performance.now() - start) / 1000)} s); feed 'MTR service disruptions' holds ${links.toLocaleString('en')}`);
    const { results, baseline } = await measure(database.db, feed.id);
    console.log(`  baseline count(*) of the week's links: p50 ${fmt(baseline.p50)}, p95 ${fmt(baseline.p95)}`);
    console.log('  | case | total | p50 | p95 | p95 / baseline p95 |');
    for (const r of results) console.log(`  | ${r.label} | ${r.total.toLocaleString('en')} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${(r.p95 / baseline.p95).toFixed(1)}× |`);
  } finally {
    await database.close();
    await drop();
  }
}
