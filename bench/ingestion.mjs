// End-to-end ingestion throughput: posts queued as ingest jobs, then stored, enriched (language, terms, industry
// label, sentiment) and matched to the demo feeds by the collector, one transaction per job, as in production.
// Baseline in the same run and on the same database: a plain multi-row INSERT of the same posts, with no queue,
// enrichment, matching or upsert. Runs on embedded PGlite (on disk), and on PostgreSQL too when DATABASE_URL is set
// (a scratch database is created and dropped).
//   cd api && npx tsx --conditions=source ../bench/ingestion.mjs [--days 30] [--batch 500]
import { cpus, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../api/src/db/client.js';
import { prepareDatabase } from '../api/src/db/setup.js';
import { posts, sources } from '../api/src/db/schema.js';
import { createDemoStream } from '../api/src/features/demo-stream/demo-stream.js';
import { Collector } from '../api/src/features/ingestion/collector.js';
import { enqueue } from '../api/src/features/ingestion/queue.js';
import { postHash } from '../api/src/features/ingestion/store-posts.js';
import { scratchDatabases } from './scratch-databases.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const DAYS = arg('days', 30);
const BATCH = arg('batch', 500);
const NOW = Date.parse('2026-11-21T04:00:00Z');

const stream = createDemoStream({ seed: 2026, now: NOW }).history(DAYS);

/** The demo posts as a partner would push them to the ingest endpoint. */
const asIngestPost = (p) => ({
  source_id: p.sourceId,
  thread_source_id: p.threadSourceId,
  is_comment: p.isComment,
  medium: p.medium,
  site: p.site,
  thread_title: p.threadTitle,
  thread_link: p.threadLink,
  post_link: p.postLink,
  post_message: p.message,
  author_name: p.authorName,
  author_id: p.authorId,
  author_image: p.authorImage,
  author_link: p.authorLink,
  channel: p.channel,
  channel_link: p.channelLink,
  unix_timestamp: p.postedAt,
  comment_count: p.commentCount,
  share_count: p.shareCount,
  view_count: p.viewCount,
  reaction_like: p.reactions.like,
  reaction_dislike: p.reactions.dislike,
  reaction_love: p.reactions.love,
  reaction_haha: p.reactions.haha,
  reaction_angry: p.reactions.angry,
  reaction_sad: p.reactions.sad,
  reaction_wow: p.reactions.wow,
  lang: p.lang,
});

/** The baseline: the same posts written with plain multi-row INSERTs (no queue, enrichment, matching or upsert). */
async function plainInsert(db) {
  const rows = stream.map((p) => ({
    id: `plain:${postHash(p.site, p.sourceId)}`,
    source: 'plain',
    sourceId: p.sourceId,
    medium: p.medium,
    site: p.site,
    threadTitle: p.threadTitle,
    message: p.message,
    authorName: p.authorName,
    postedAt: new Date(p.postedAt),
    isComment: p.isComment,
  }));
  const start = performance.now();
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.transaction(async (tx) => {
      for (let j = i; j < Math.min(rows.length, i + BATCH); j += 250) await tx.insert(posts).values(rows.slice(j, Math.min(j + 250, i + BATCH)));
    });
  }
  return performance.now() - start;
}

/** The product's path: ingest jobs in the durable queue, run by the collector until it is idle. */
async function pipeline(db) {
  const [source] = await db.insert(sources).values({ name: 'Bench push', kind: 'ingest', medium: 'Social', site: 'Bench', pollIntervalS: 3600 }).returning();
  const payloads = stream.map(asIngestPost);
  const queueStart = performance.now();
  for (let i = 0; i < payloads.length; i += BATCH) {
    await enqueue(db, 'ingest', { sourceId: source.id, posts: payloads.slice(i, i + BATCH) }, { runAt: new Date(NOW) });
  }
  const queued = performance.now() - queueStart;
  const collector = new Collector({ db, clock: () => new Date(NOW) });
  const start = performance.now();
  while (await collector.runNext());
  return { queued, stored: performance.now() - start };
}

const rate = (n, ms) => Math.round((n * 1000) / ms);
console.log(`Ingestion benchmark, ${new Date().toISOString().slice(0, 10)}: ${stream.length} demo posts (${DAYS} days), jobs of ${BATCH}`);
console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
for (const { label, target, drop } of await scratchDatabases()) {
  const database = await openDatabase(target);
  try {
    // The demo accounts' five feeds are the feeds matched (two of them in real time as posts arrive).
    await prepareDatabase(database, { seedDemo: true, demoStream: false, now: new Date(NOW) });
    const baseline = await plainInsert(database.db);
    const { queued, stored } = await pipeline(database.db);
    console.log(`\n${label}`);
    console.log(`  baseline plain INSERT:           ${rate(stream.length, baseline).toLocaleString('en')} posts/s`);
    console.log(`  queueing the ingest jobs:        ${rate(stream.length, queued).toLocaleString('en')} posts/s`);
    console.log(`  collector (store+enrich+match):  ${rate(stream.length, stored).toLocaleString('en')} posts/s`);
    console.log(`  end to end (queue + collector):  ${rate(stream.length, queued + stored).toLocaleString('en')} posts/s`);
    console.log(`  end to end / baseline:           ${((queued + stored) / baseline).toFixed(1)}× the time`);
  } finally {
    await database.close();
    await drop();
  }
}
