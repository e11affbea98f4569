import { eq } from 'drizzle-orm';
import { ingestPost, type SourceKind } from 'shared/contract';
import type { Db } from '../../db/client.js';
import { sources } from '../../db/schema.js';
import type { CollectedPost } from '../collection/collected-post.js';
import { nextPollDelay } from '../collection/http/backoff.js';
import { toCollectedPost } from '../collection/import/to-collected.js';
import { PollError, pollSource, type PollContext, type PollState } from '../collection/pollers/poll-source.js';
import type { RealtimeMatcher } from '../matching/realtime-matcher.js';
import { recordStoredTermDisplays } from '../overview-terms/term-display.js';
import { refreshTopicCaches } from '../overview-terms/trending-topics.js';
import { catchUpFeeds, refillFeed } from './feed-fill.js';
import { nextCatchUpAt } from './frequencies.js';
import { enqueue, finishJob, type Job, type JobPayloads } from './queue.js';
import { demoStreamOf } from './demo-source.js';
import { preparePosts, writePosts, type BatchSource } from './store-posts.js';

type SourceRow = typeof sources.$inferSelect;

/** Stored posts a 'term-displays' job reads at once. */
const TERM_DISPLAY_BATCH = 1000;

export interface HandlerContext {
  db: Db;
  now: Date;
  realtime: RealtimeMatcher;
  /** How polls fetch (user agent, timeouts, a test's fetch). */
  poll: Omit<PollContext, 'now'>;
}

/** Stores a batch for a source and finishes its job in one transaction; answers the posts stored for the first time. */
async function storeBatch(ctx: HandlerContext, job: Job, source: SourceRow | null, batch: CollectedPost[], sourceUpdate: Partial<SourceRow> = {}): Promise<number> {
  const batchSource: BatchSource = { id: source?.id ?? null, labelId: source?.labelId ?? null, demo: source?.kind === 'demo' };
  const prepared = preparePosts(batchSource, batch, await ctx.realtime.current(ctx.db));
  return ctx.db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const result = await writePosts(tx, batchSource.id, prepared, ctx.now);
    if (source) {
      await tx
        .update(sources)
        .set({ lastSuccessAt: ctx.now, failures: 0, ...sourceUpdate })
        .where(eq(sources.id, source.id));
    }
    await finishJob(tx, job.id);
    return result.inserted;
  });
}

async function finishOnly(db: Db, job: Job): Promise<undefined> {
  await db.transaction(async (tx) => finishJob(tx as unknown as Db, job.id));
  return undefined;
}

async function sourceRow(db: Db, id: number): Promise<SourceRow | null> {
  const [row] = await db.select().from(sources).where(eq(sources.id, id));
  return row ?? null;
}

const afterInterval = (source: SourceRow, now: Date) => new Date(now.getTime() + source.pollIntervalS * 1000);

/** What a job reports for the log: a line when it stored or changed something worth telling. */
type JobReport = string | undefined;

const storedLine = (source: SourceRow, inserted: number): JobReport => (inserted > 0 ? `Stored ${inserted} new posts from source '${source.name}'` : undefined);

async function handlePoll(ctx: HandlerContext, job: Job<'poll'>): Promise<JobReport> {
  const source = await sourceRow(ctx.db, job.payload.sourceId);
  if (!source || !source.enabled) return finishOnly(ctx.db, job);

  if (source.kind === 'demo') {
    // The demo source's live tail: the simulated posts published since the last poll.
    const until = Number(source.cursor.untilMs ?? ctx.now.getTime());
    const to = ctx.now.getTime();
    const batch = to > until ? demoStreamOf().next(until, to) : [];
    return storedLine(source, await storeBatch(ctx, job, source, batch, { cursor: { untilMs: Math.max(until, to) }, nextPollAt: afterInterval(source, ctx.now) }));
  }

  const state: PollState = { etag: source.etag, lastModified: source.lastModified, cursor: source.cursor };
  const target = { kind: source.kind as SourceKind, target: source.target, site: source.site, medium: source.medium, allowPrivate: source.allowPrivate };
  let outcome;
  try {
    outcome = await pollSource(target, state, { ...ctx.poll, now: ctx.now.getTime() });
  } catch (error) {
    // A failing source backs off on its own schedule; the job itself is done.
    const failures = source.failures + 1;
    const message = error instanceof PollError ? error.message : `Unexpected error: ${(error as Error).message}`;
    const retryAfterMs = error instanceof PollError ? error.retryAfterMs : null;
    const delay = nextPollDelay(failures, source.pollIntervalS * 1000, retryAfterMs === null ? {} : { retryAfterMs });
    await ctx.db.transaction(async (txDb) => {
      const tx = txDb as unknown as Db;
      await tx
        .update(sources)
        .set({ failures, lastError: message.slice(0, 1000), lastErrorAt: ctx.now, nextPollAt: new Date(ctx.now.getTime() + delay) })
        .where(eq(sources.id, source.id));
      await finishJob(tx, job.id);
    });
    return `Source '${source.name}' failed (${failures} in a row): ${message}`;
  }
  const stateUpdate = { etag: outcome.state.etag, lastModified: outcome.state.lastModified, cursor: outcome.state.cursor, nextPollAt: afterInterval(source, ctx.now) };
  return storedLine(source, await storeBatch(ctx, job, source, outcome.kind === 'posts' ? outcome.posts : [], stateUpdate));
}

async function handleIngest(ctx: HandlerContext, job: Job<'ingest'>): Promise<JobReport> {
  const source = await sourceRow(ctx.db, job.payload.sourceId);
  if (!source) return finishOnly(ctx.db, job);
  // The batch was validated when it was queued; parsing again gives the typed posts and guards old queue entries.
  const batch = job.payload.posts.map((raw) => toCollectedPost(ingestPost.parse(raw), { medium: source.medium, site: source.site }));
  return storedLine(source, await storeBatch(ctx, job, source, batch));
}

async function handleDemo(ctx: HandlerContext, job: Job<'demo'>): Promise<JobReport> {
  const source = await sourceRow(ctx.db, job.payload.sourceId);
  if (!source) return finishOnly(ctx.db, job);
  const inserted = await storeBatch(ctx, job, source, demoStreamOf().next(job.payload.fromMs, job.payload.toMs));
  return `Demo history: stored ${inserted} posts of ${new Date(job.payload.fromMs).toISOString().slice(0, 10)}`;
}

async function handleCatchUp(ctx: HandlerContext, job: Job<'catch-up'>): Promise<JobReport> {
  const { frequency } = job.payload;
  const { feeds, added } = await catchUpFeeds(ctx.db, frequency, ctx.now, async (tx) => {
    await finishJob(tx, job.id);
    await enqueue(tx, 'catch-up', { frequency }, { dedupeKey: `catch-up:${frequency}`, runAt: nextCatchUpAt(frequency, ctx.now) });
  });
  return feeds > 0 ? `${frequency === 1 ? 'Hourly' : 'Daily'} feeds: ${added} new posts for ${feeds} feeds` : undefined;
}

type Handlers = { [K in keyof JobPayloads]: (ctx: HandlerContext, job: Job<K>) => Promise<JobReport> };

export const JOB_HANDLERS: Handlers = {
  poll: handlePoll,
  ingest: handleIngest,
  demo: handleDemo,
  refill: async (ctx, job) => {
    const { matched, added, removed } = await refillFeed(ctx.db, job.payload.taskId, ctx.now, (tx) => finishJob(tx, job.id));
    return `Feed ${job.payload.taskId} filled from the archive: ${matched} posts (${added} added, ${removed} removed)`;
  },
  'catch-up': handleCatchUp,
  'term-displays': async (ctx, job) => {
    const next = await ctx.db.transaction(async (txDb) => {
      const tx = txDb as unknown as Db;
      const last = await recordStoredTermDisplays(tx, job.payload.afterId, TERM_DISPLAY_BATCH);
      await finishJob(tx, job.id);
      if (last !== null) await enqueue(tx, 'term-displays', { afterId: last }, { dedupeKey: 'term-displays', runAt: ctx.now });
      return last;
    });
    return next === null ? 'Word-cloud displays recorded for every stored post' : undefined;
  },
  topics: async (ctx, job) => {
    const refreshed = await refreshTopicCaches(ctx.db, ctx.now);
    await finishOnly(ctx.db, job);
    return refreshed > 0 ? `Trending topics recomputed for ${refreshed} feed periods` : undefined;
  },
};
