import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema.js';
import { queryRows } from '../../db/query-rows.js';

/** The kinds of work the collector queues, with what each carries. */
export interface JobPayloads {
  /** Fetch one registry source. */
  poll: { sourceId: number };
  /** Store, enrich and match posts pushed to the ingest endpoint or read from a file. */
  ingest: { sourceId: number; posts: unknown[] };
  /** Fill a feed from the archive for its whole period. */
  refill: { taskId: number };
  /** Match the posts collected since their last run for the feeds updated every hour or every day. */
  'catch-up': { frequency: 1 | 2 };
  /** Lay down one day of the demo stream's history, or its live tail. */
  demo: { sourceId: number; fromMs: number; toMs: number };
  /** Recompute the trending topics overview pages read lately, before their cache entries expire. */
  topics: Record<string, never>;
  /** Record how stored posts write their word-cloud terms, a batch after `afterId` (queued by migration 0007). */
  'term-displays': { afterId: string };
}
export type JobKind = keyof JobPayloads;

export interface Job<K extends JobKind = JobKind> {
  id: number;
  kind: K;
  payload: JobPayloads[K];
  attempts: number;
}

export interface EnqueueOptions {
  /** When set, a job with the same key that is still waiting makes this call a no-op (a claimed job gives its key up). */
  dedupeKey?: string;
  /** When the job becomes due; from the caller's clock, so tests with a fixed clock see their jobs due. */
  runAt: Date;
}

/** Queues a job; answers its id, or null when a waiting job with the same dedupe key already exists. */
export async function enqueue<K extends JobKind>(db: Db, kind: K, payload: JobPayloads[K], options: EnqueueOptions): Promise<number | null> {
  const [row] = await db
    .insert(jobs)
    .values({ kind, payload, dedupeKey: options.dedupeKey ?? null, runAt: options.runAt })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/** How long a claimed job is reserved for its worker; a worker that dies loses its claim after this. */
export const JOB_LEASE_MS = 5 * 60_000;
export const MAX_JOB_ATTEMPTS = 5;

/**
 * Claims the next due job: SKIP LOCKED lets several workers claim at once without taking the same job, and the
 * lease makes a job claimed by a worker that died due again once the lease runs out.
 */
export async function claimJob(db: Db, now: Date, kinds?: readonly JobKind[]): Promise<Job | null> {
  const kindFilter = kinds ? sql`and kind in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})` : sql``;
  const leaseEnd = new Date(now.getTime() + JOB_LEASE_MS);
  const rows = await queryRows<{ id: string | number; kind: JobKind; payload: unknown; attempts: number }>(db, sql`
    update jobs set locked_until = ${leaseEnd.toISOString()}::timestamptz, attempts = attempts + 1, dedupe_key = null
    where id = (
      select id from jobs
      where failed_at is null and run_at <= ${now.toISOString()}::timestamptz
        and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz) ${kindFilter}
      order by run_at, id
      for update skip locked
      limit 1
    )
    returning id, kind, payload, attempts`);
  const row = rows[0];
  if (!row) return null;
  return { id: Number(row.id), kind: row.kind, payload: row.payload as never, attempts: row.attempts };
}

/** Removes a finished job; called inside the transaction that commits the job's effects. */
export async function finishJob(tx: Db, jobId: number): Promise<void> {
  await tx.delete(jobs).where(eq(jobs.id, jobId));
}

/**
 * Records a failed attempt: the job is retried later with a growing delay, and after MAX_JOB_ATTEMPTS it is kept
 * as failed, with its error, for an operator to look at.
 */
export async function failJob(db: Db, job: Job, error: string, now: Date): Promise<void> {
  const giveUp = job.attempts >= MAX_JOB_ATTEMPTS;
  const retryAt = new Date(now.getTime() + 2 ** job.attempts * 15_000);
  await db
    .update(jobs)
    .set({ lastError: error.slice(0, 2000), lockedUntil: null, ...(giveUp ? { failedAt: now } : { runAt: retryAt }) })
    .where(eq(jobs.id, job.id));
}
