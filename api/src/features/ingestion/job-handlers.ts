import { eq } from 'drizzle-orm';
import { ingestPost, type SourceKind } from 'shared/contract';
import type { Db } from '../../db/client.js';
import { sources } from '../../db/schema.js';
import type { CollectedPost } from '../collection/collected-post.js';
import { nextPollDelay } from '../collection/http/backoff.js';
import { toCollectedPost } from '../collection/import/to-collected.js';
import { PollError, pollSource, type PollContext, type PollState } from '../collection/pollers/poll-source.js';
import type { RealtimeMatcher } from '../matching/realtime-matcher.js';
import { catchUpFeeds, refillFeed } from './feed-fill.js';
import { nextCatchUpAt } from './frequencies.js';
import { enqueue, finishJob, type Job, type JobPayloads } from './queue.js';
import { demoStreamOf } from './demo-source.js';
import { preparePosts, writePosts, type BatchSource } from './store-posts.js';

type SourceRow = typeof sources.$inferSelect;

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

async function finishOnly(db: Db, job: Job): Promise<void> {
  await db.transaction(async (tx) => finishJob(tx as unknown as Db, job.id));
}

async function sourceRow(db: Db, id: number): Promise<SourceRow | null> {
  const [row] = await db.select().from(sources).where(eq(sources.id, id));
  return row ?? null;
}

const afterInterval = (source: SourceRow, now: Date) => new Date(now.getTime() + source.pollIntervalS * 1000);

async function handlePoll(ctx: HandlerContext, job: Job<'poll'>): Promise<void> {
  const source = await sourceRow(ctx.db, job.payload.sourceId);
  if (!source || !source.enabled) return finishOnly(ctx.db, job);

  if (source.kind === 'demo') {
    // The demo source's live tail: the simulated posts published since the last poll.
    const until = Number(source.cursor.untilMs ?? ctx.now.getTime());
    const to = ctx.now.getTime();
    const batch = to > until ? demoStreamOf().next(until, to) : [];
    await storeBatch(ctx, job, source, batch, { cursor: { untilMs: Math.max(until, to) }, nextPollAt: afterInterval(source, ctx.now) });
    return;
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
    return;
  }
  const stateUpdate = { etag: outcome.state.etag, lastModified: outcome.state.lastModified, cursor: outcome.state.cursor, nextPollAt: afterInterval(source, ctx.now) };
  await storeBatch(ctx, job, source, outcome.kind === 'posts' ? outcome.posts : [], stateUpdate);
}

async function handleIngest(ctx: HandlerContext, job: Job<'ingest'>): Promise<void> {
  const source = await sourceRow(ctx.db, job.payload.sourceId);
  if (!source) return finishOnly(ctx.db, job);
  // The batch was validated when it was queued; parsing again gives the typed posts and guards old queue entries.
  const batch = job.payload.posts.map((raw) => toCollectedPost(ingestPost.parse(raw), { medium: source.medium, site: source.site }));
  await storeBatch(ctx, job, source, batch);
}

async function handleDemo(ctx: HandlerContext, job: Job<'demo'>): Promise<void> {
  const source = await sourceRow(ctx.db, job.payload.sourceId);
  if (!source) return finishOnly(ctx.db, job);
  await storeBatch(ctx, job, source, demoStreamOf().next(job.payload.fromMs, job.payload.toMs));
}

async function handleCatchUp(ctx: HandlerContext, job: Job<'catch-up'>): Promise<void> {
  const { frequency } = job.payload;
  await catchUpFeeds(ctx.db, frequency, ctx.now, async (tx) => {
    await finishJob(tx, job.id);
    await enqueue(tx, 'catch-up', { frequency }, { dedupeKey: `catch-up:${frequency}`, runAt: nextCatchUpAt(frequency, ctx.now) });
  });
}

type Handlers = { [K in keyof JobPayloads]: (ctx: HandlerContext, job: Job<K>) => Promise<void> };

export const JOB_HANDLERS: Handlers = {
  poll: handlePoll,
  ingest: handleIngest,
  demo: handleDemo,
  refill: async (ctx, job) => {
    await refillFeed(ctx.db, job.payload.taskId, ctx.now, (tx) => finishJob(tx, job.id));
  },
  'catch-up': handleCatchUp,
};
