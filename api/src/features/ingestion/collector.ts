import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { POLLED_SOURCE_KINDS } from 'shared/contract';
import type { Db } from '../../db/client.js';
import { sources } from '../../db/schema.js';
import { RealtimeMatcher } from '../matching/realtime-matcher.js';
import { nextCatchUpAt } from './frequencies.js';
import { JOB_HANDLERS, type HandlerContext } from './job-handlers.js';
import { JOB_LEASE_MS, claimJob, enqueue, failJob, type Job } from './queue.js';

export interface CollectorLog {
  info(message: string): void;
  error(message: string): void;
}

export interface CollectorOptions {
  db: Db;
  clock?: () => Date;
  log?: CollectorLog;
  poll?: HandlerContext['poll'];
  /** Pause between looks at the queue when it is empty. */
  idleMs?: number;
}

/** How often the running collector looks for due sources. */
const SCHEDULE_EVERY_MS = 5000;
/** How often trending topics due for recomputing are looked for. */
const TOPICS_EVERY_MS = 60_000;
const SCHEDULED_KINDS = [...POLLED_SOURCE_KINDS, 'demo' as const];

/**
 * Runs the durable job queue: polls due sources, stores pushed and imported batches, fills feeds, keeps the hourly
 * and daily feeds up to date, and recomputes the trending topics pages read. Any number of collectors (in API or
 * worker processes) can share one database.
 */
export class Collector {
  private readonly db: Db;
  private readonly clock: () => Date;
  private readonly log: CollectorLog;
  private readonly realtime = new RealtimeMatcher();
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private lastScheduled = 0;

  constructor(private readonly options: CollectorOptions) {
    this.db = options.db;
    this.clock = options.clock ?? (() => new Date());
    this.log = options.log ?? { info: () => {}, error: () => {} };
  }

  /** Queues a poll for every enabled source that is due, the next hourly and daily catch-ups, and the next topics refresh. */
  async schedule(): Promise<number> {
    const now = this.clock();
    const due = await this.db
      .select({ id: sources.id })
      .from(sources)
      .where(and(eq(sources.enabled, true), inArray(sources.kind, SCHEDULED_KINDS), or(isNull(sources.nextPollAt), lte(sources.nextPollAt, now))));
    for (const { id } of due) {
      await this.db.transaction(async (txDb) => {
        const tx = txDb as unknown as Db;
        await enqueue(tx, 'poll', { sourceId: id }, { dedupeKey: `poll:${id}`, runAt: now });
        // Not due again while its poll waits or runs; the poll sets the real next time.
        await tx
          .update(sources)
          .set({ nextPollAt: new Date(now.getTime() + JOB_LEASE_MS) })
          .where(eq(sources.id, id));
      });
    }
    for (const frequency of [1, 2] as const) {
      await enqueue(this.db, 'catch-up', { frequency }, { dedupeKey: `catch-up:${frequency}`, runAt: nextCatchUpAt(frequency, now) });
    }
    await enqueue(this.db, 'topics', {}, { dedupeKey: 'topics', runAt: new Date(now.getTime() + TOPICS_EVERY_MS) });
    return due.length;
  }

  /** Claims and runs one due job; answers false when none was due. */
  async runNext(): Promise<boolean> {
    const now = this.clock();
    const job = await claimJob(this.db, now);
    if (!job) return false;
    const ctx: HandlerContext = { db: this.db, now, realtime: this.realtime, poll: this.options.poll ?? {} };
    try {
      const report = await (JOB_HANDLERS[job.kind] as (ctx: HandlerContext, job: Job) => Promise<string | undefined>)(ctx, job);
      if (report) this.log.info(report);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.error(`Job ${job.id} (${job.kind}) failed on attempt ${job.attempts}: ${message}`);
      await failJob(this.db, job, message, this.clock());
    }
    return true;
  }

  /** Schedules, then runs jobs until none is due (or `maxJobs` ran); answers how many ran. For tests and tools. */
  async runUntilIdle(maxJobs = Number.POSITIVE_INFINITY): Promise<number> {
    await this.schedule();
    let ran = 0;
    while (ran < maxJobs && (await this.runNext())) ran += 1;
    return ran;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.work();
  }

  /** Lets the job in progress finish, then stops. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  /** Asks an idle collector to look at the queue now (after an API call queued work). */
  nudge(): void {
    this.wake?.();
  }

  private async work(): Promise<void> {
    const idleMs = this.options.idleMs ?? 2000;
    while (this.running) {
      let ran = false;
      try {
        if (Date.now() - this.lastScheduled >= SCHEDULE_EVERY_MS) {
          this.lastScheduled = Date.now();
          await this.schedule();
        }
        ran = await this.runNext();
      } catch (error) {
        this.log.error(`Collector: ${(error as Error).message}`);
      }
      if (!ran && this.running) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, idleMs);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = null;
      }
    }
  }
}
