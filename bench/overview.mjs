// Latency of every call the feed overview page makes, for a live feed holding 100,000 posts over 30 days, on
// PostgreSQL (needs DATABASE_URL; a scratch database is created and dropped). The calls go through the whole API
// (routing, session check, validation, reply serialisation) by in-process injection. Per call: p50/p95 one at a
// time; the page: all of its calls at once, as the browser sends them. Baseline in the same run: GET /api/users/config
// (session check and one small query), the least an authenticated call costs.
// The archive is the demo stream's 30 days stored through the real pipeline (enriched, matched), then copied in SQL
// with new ids, times spread over the last 30 days, and some more authors, every copy linked to one bench feed.
//   cd api && npx tsx --conditions=source ../bench/overview.mjs [--posts 100000] [--runs 40]
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from '../api/node_modules/drizzle-orm/index.js';
import { buildApp } from '../api/src/app.js';
import { loadConfig } from '../api/src/config.js';
import { openDatabase } from '../api/src/db/client.js';
import { prepareDatabase } from '../api/src/db/setup.js';
import { createDemoStream } from '../api/src/features/demo-stream/demo-stream.js';
import { preparePosts, writePosts } from '../api/src/features/ingestion/store-posts.js';
import { RealtimeMatcher } from '../api/src/features/matching/realtime-matcher.js';
import { scratchDatabases } from './scratch-databases.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const POSTS = arg('posts', 100_000);
const RUNS = arg('runs', 40);
const NOW = new Date('2026-11-21T04:00:00Z');
const DAY = 86_400_000;
const BENCH_FEED = 'Bench: whole archive';

async function fill(database) {
  const { db } = database;
  await prepareDatabase(database, { seedDemo: true, demoStream: false, now: NOW });
  const stream = createDemoStream({ seed: 2026, now: NOW.getTime() }).history(30);
  const matcher = await new RealtimeMatcher().current(db);
  for (let i = 0; i < stream.length; i += 500) {
    const prepared = preparePosts({ id: null, labelId: null, demo: true }, stream.slice(i, i + 500), matcher);
    await db.transaction((tx) => writePosts(tx, null, prepared, NOW));
  }
  const [{ id: taskId }] = (
    await db.execute(sql`
      insert into tasks (account_id, name, task_type, lang_abbr, cron, adhoc_from, query_string)
      select account_id, ${BENCH_FEED}, 0, 'zh-HK', 0, ${new Date(NOW.getTime() - 30 * DAY).toISOString()}::timestamptz, 'bench'
      from tasks where name = 'MTR service disruptions'
      returning id`)
  ).rows;
  await db.execute(sql`
    insert into feed_access (user_id, task_id, readable, writable)
    select user_id, ${taskId}, true, true from feed_access fa join tasks t on t.id = fa.task_id where t.name = 'MTR service disruptions'`);
  await db.execute(sql`create table bench_originals as select id from posts`);
  const base = stream.length;
  for (let copy = 1; (copy - 1) * base < POSTS; copy++) {
    const take = Math.min(base, POSTS - (copy - 1) * base);
    await db.execute(sql`
      insert into posts (id, source, source_id, thread_id, medium, site, thread_title, thread_link, post_link, message,
        author_name, author_id, channel, posted_at, is_comment, comment_count, share_count, view_count, reaction_count, lang,
        ai_sentiment, label_id, terms, match_keys, demo, collected_at)
      select md5(id || ${copy}::text), source, source_id || ':' || ${copy}::text, md5(thread_id || ${copy}::text), medium, site,
        thread_title, thread_link || '#' || ${copy}::text, post_link || '#' || ${copy}::text, message,
        author_name, author_id || ':' || (${copy}::int % 7)::text, channel,
        ${NOW.toISOString()}::timestamptz - ((abs(hashtext(id || ${copy}::text)) % 2592000) * interval '1 second'),
        is_comment, comment_count, share_count, view_count, reaction_count, lang, ai_sentiment, label_id, terms, match_keys, demo, collected_at
      from posts where id in (select id from bench_originals order by id limit ${take})`);
    await db.execute(sql`
      insert into feed_posts (task_id, post_id, posted_at, is_comment, matched_at, site, medium, effective_sentiment,
        reaction_count, comment_count, share_count, view_count, author_key, channel)
      select ${taskId}, c.id, c.posted_at, c.is_comment, c.posted_at, c.site, c.medium, c.ai_sentiment,
        c.reaction_count, c.comment_count, c.share_count, c.view_count, author_key(c.site, c.author_id, c.author_name), coalesce(c.channel, '')
      from posts c where c.id in (select md5(id || ${copy}::text) from bench_originals order by id limit ${take})`);
  }
  await db.execute(sql`drop table bench_originals`);
  // As autovacuum would after such a load: statistics, and the visibility map for index-only scans.
  await db.execute(sql`vacuum analyze`);
  const [{ n }] = (await db.execute(sql`select count(*)::int as n from feed_posts where task_id = ${taskId}`)).rows;
  return { taskId, links: n };
}

/** The overview page's calls for a live feed on 'Last 30 days', as the browser sends them. */
function pageCalls(taskId) {
  const from = NOW.getTime() - 30 * DAY;
  const to = NOW.getTime();
  const window = `from=${from}&to=${to}`;
  return [
    ['stats', { method: 'GET', url: `/api/task/${taskId}/analytics/stats?${window}` }],
    ['linechart (day)', { method: 'GET', url: `/api/task/${taskId}/analytics/linechart?${window}&range=1` }],
    ['sentiment_count (day)', { method: 'GET', url: `/api/task/${taskId}/analytics/sentiment_count?${window}&range=1` }],
    ['top_term (30 days)', { method: 'GET', url: `/api/task/${taskId}/analytics/top_term?ide=month` }],
    ['top_engagement', { method: 'POST', url: `/api/task/${taskId}/analytics/top_engagement`, payload: { from, to } }],
    ['top_growth (30 days)', { method: 'GET', url: `/api/task/${taskId}/analytics/top_growth?ide=month` }],
    ['wordcloud', { method: 'GET', url: `/api/task/${taskId}/wordcloud?${window}` }],
    ['top_authors', { method: 'GET', url: `/api/task/${taskId}/analytics/top_authors?${window}` }],
    ['top_sites (30 days)', { method: 'GET', url: `/api/task/${taskId}/analytics/top_sites?ide=month` }],
    ['overview/hide', { method: 'GET', url: `/api/task/${taskId}/overview/hide` }],
  ];
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

async function timed(app, token, request) {
  const start = performance.now();
  const res = await app.inject({ ...request, headers: { token } });
  const ms = performance.now() - start;
  if (res.statusCode !== 200) throw new Error(`${request.method} ${request.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return ms;
}

async function measure(app, token, db, taskId) {
  const calls = pageCalls(taskId);
  const clearTopics = () => db.execute(sql`delete from feed_topic_cache`);
  // Warm-up: one pass of everything.
  for (const [, request] of calls) await timed(app, token, request);
  const baseline = [];
  for (let i = 0; i < RUNS; i++) baseline.push(await timed(app, token, { method: 'GET', url: '/api/users/config' }));
  const perCall = [];
  for (const [label, request] of calls) {
    const times = [];
    for (let i = 0; i < RUNS; i++) times.push(await timed(app, token, request));
    perCall.push({ label, ...summary(times) });
    if (label.startsWith('top_term')) {
      const cold = [];
      for (let i = 0; i < RUNS; i++) {
        await clearTopics();
        cold.push(await timed(app, token, request));
      }
      perCall.push({ label: `${label}, computed on demand (a custom range, or a first view)`, ...summary(cold) });
    }
  }
  const page = async (cold) => {
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      if (cold) await clearTopics();
      const start = performance.now();
      await Promise.all(calls.map(([, request]) => timed(app, token, request)));
      times.push(performance.now() - start);
    }
    return summary(times);
  };
  return { baseline: summary(baseline), perCall, pageWarm: await page(false), pageCold: await page(true) };
}

const fmt = (ms) => `${ms.toFixed(1)} ms`;
const databases = (await scratchDatabases()).filter((d) => d.kind === 'postgres');
if (databases.length === 0) throw new Error('Set DATABASE_URL to a PostgreSQL server: this benchmark runs on PostgreSQL');
console.log(`Overview benchmark, ${new Date().toISOString().slice(0, 10)}: ${RUNS} runs per call`);
console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
for (const { label, target, drop } of databases) {
  const database = await openDatabase(target);
  const webRoot = mkdtempSync(join(tmpdir(), 'hp-web-'));
  let app;
  try {
    const start = performance.now();
    const { taskId, links } = await fill(database);
    const [{ terms }] = (await database.db.execute(sql`select count(distinct term)::int as terms from feed_term_days where task_id = ${taskId}`)).rows;
    console.log(`\n${label}: bench feed holds ${links.toLocaleString('en')} posts over 30 days, ${terms.toLocaleString('en')} distinct terms (filled in ${Math.round((performance.now() - start) / 1000)} s)`);
    app = await buildApp({ config: loadConfig({ WEB_ROOT: webRoot }, webRoot), db: database.db, clock: () => NOW });
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'analyst', password: 'analyst-demo' } });
    const { token } = login.json();
    const { baseline, perCall, pageWarm, pageCold } = await measure(app, token, database.db, taskId);
    console.log(`  baseline GET /api/users/config: p50 ${fmt(baseline.p50)}, p95 ${fmt(baseline.p95)}`);
    console.log('  | call | p50 | p95 | p95 / baseline p95 |');
    for (const r of perCall) console.log(`  | ${r.label} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${(r.p95 / baseline.p95).toFixed(1)}× |`);
    console.log(`  | whole page, all calls at once (topics kept computed by the collector) | ${fmt(pageWarm.p50)} | ${fmt(pageWarm.p95)} | ${(pageWarm.p95 / baseline.p95).toFixed(1)}× |`);
    console.log(`  | whole page, all calls at once (topics computed on demand) | ${fmt(pageCold.p50)} | ${fmt(pageCold.p95)} | ${(pageCold.p95 / baseline.p95).toFixed(1)}× |`);
  } finally {
    await app?.close();
    await database.close();
    await drop();
    rmSync(webRoot, { recursive: true, force: true });
  }
}
