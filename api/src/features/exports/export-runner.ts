import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FeedPost } from 'shared/contract';
import { exportHeaders, exportRow, facebookDuplicateFilter, type ExportSheets } from 'shared/rules';
import XLSX from 'xlsx';
import type { Db } from '../../db/client.js';
import { exports as exportsTable } from '../../db/schema.js';
import { selectFeedPosts } from '../posts/feed-post-rows.js';
import { EXPORT_FAILED_TEXT, failRunningExports } from './export-jobs.js';
import { scopeFilter, type ExportScope } from './export-scope.js';

/** Posts read per round; between rounds the job reports progress and notices a cancel. */
const BATCH = 2000;

export interface RunnableExport {
  id: string;
  userId: number;
  scope: ExportScope;
}

type Outcome = 'done' | 'cancelled' | 'interrupted';

/**
 * Writes exports in the background of the API process that accepted them, one promise per export. A cancel (the
 * row leaves 'running') stops a job at its next round; closing the app stops every job there and marks it
 * interrupted, and a process that died leaves its jobs to the start-up sweep (failRunningExports).
 */
export class ExportRunner {
  private readonly running = new Map<string, Promise<void>>();
  private closing = false;

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(job: RunnableExport): void {
    this.running.set(job.id, this.run(job).finally(() => this.running.delete(job.id)));
  }

  /** Stops every job at its next round and waits for them, so the database can be closed after. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.running.values());
  }

  private async run(job: RunnableExport): Promise<void> {
    try {
      if ((await this.write(job)) === 'interrupted') await failRunningExports(this.db, this.clock(), [job.id]);
    } catch (error) {
      this.log.error({ err: error, exportId: job.id }, 'export failed');
      await this.db
        .update(exportsTable)
        .set({ state: 'failed', error: EXPORT_FAILED_TEXT, finishedAt: this.clock() })
        .where(and(eq(exportsTable.id, job.id), eq(exportsTable.state, 'running')))
        .catch((err: unknown) => this.log.error({ err, exportId: job.id }, 'could not record a failed export'));
    }
  }

  /**
   * Reads the posts oldest first in keyset rounds, leaves Facebook duplicates out and stores the workbook. The
   * rows written replace the count taken at the start as rows_total, since duplicates are only found here.
   */
  private async write({ id, userId, scope }: RunnableExport): Promise<Outcome> {
    const headers = exportHeaders(scope.columns);
    const sheets: ExportSheets = { Threads: [headers], Comments: [[...headers]] };
    const keep = facebookDuplicateFilter();
    let rows = 0;
    let last: FeedPost | undefined;
    for (;;) {
      const where = last ? sql`${scopeFilter(scope)} and ${after(scope.task_id, last)}` : scopeFilter(scope);
      const batch = await selectFeedPosts(this.db, { taskId: scope.task_id, userId }, 'feed', where, sql`fp.posted_at, fp.post_id`, { limit: BATCH, offset: 0 });
      for (const post of batch) {
        if (!keep(post)) continue;
        (post.is_comment ? sheets.Comments : sheets.Threads).push(exportRow(post, scope.columns));
        rows++;
      }
      if (this.closing) return 'interrupted';
      if (!(await this.stillRunning(id, { rowsDone: rows }))) return 'cancelled';
      last = batch.at(-1);
      if (batch.length < BATCH) break;
      // PGlite answers without waiting on I/O; yielding lets the process serve other calls between rounds.
      await nextTurn();
    }
    const file = workbookBytes(sheets);
    const finished = await this.stillRunning(id, { state: 'done', rowsDone: rows, rowsTotal: rows, file, finishedAt: this.clock() });
    return finished ? 'done' : 'cancelled';
  }

  /** Updates the job unless it was cancelled meanwhile; answers whether it was still running. */
  private async stillRunning(id: string, set: Partial<typeof exportsTable.$inferInsert>): Promise<boolean> {
    const updated = await this.db
      .update(exportsTable)
      .set(set)
      .where(and(eq(exportsTable.id, id), eq(exportsTable.state, 'running')))
      .returning({ id: exportsTable.id });
    return updated.length > 0;
  }
}

/**
 * Posts after the last one read, in (posted_at, post_id) order. The cursor's time is read back from the feed's link
 * so it keeps the database's precision; the post's epoch ms stand in should the link have gone meanwhile.
 */
function after(taskId: number, last: FeedPost): SQL {
  const at = sql`coalesce((select c.posted_at from feed_posts c where c.task_id = ${taskId} and c.post_id = ${last.hash}), ${new Date(last.unix_timestamp).toISOString()}::timestamptz)`;
  return sql`(fp.posted_at, fp.post_id) > (${at}, ${last.hash})`;
}

/** The xlsx bytes: both sheets always, each with its header row. Cells are plain values, never formulas. */
function workbookBytes(sheets: ExportSheets): Buffer {
  const book = XLSX.utils.book_new();
  for (const name of ['Threads', 'Comments'] as const) XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(sheets[name]), name);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
