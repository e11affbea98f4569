import { and, count, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { exportFilePath, type ExportJob, type ExportState } from 'shared/contract';
import { hkMonthStart } from 'shared/rules';
import type { Db } from '../../db/client.js';
import { exports as exportsTable } from '../../db/schema.js';

/** A finished workbook is kept this long; afterwards its bytes are dropped and the export must be run again. */
export const EXPORT_FILE_DAYS = 7;
const DAY_MS = 86_400_000;

export const EXPORT_NOT_FOUND_TEXT = 'Export not found';
export const INTERRUPTED_TEXT = 'Interrupted by a server restart; please export again';
export const EXPORT_FAILED_TEXT = 'The export could not be written; please export again';

/** The columns of a job as its owner sees it (never the file's bytes). */
const jobColumns = {
  id: exportsTable.id,
  taskId: exportsTable.taskId,
  state: exportsTable.state,
  rowsDone: exportsTable.rowsDone,
  rowsTotal: exportsTable.rowsTotal,
  fileName: exportsTable.fileName,
  error: exportsTable.error,
  createdAt: exportsTable.createdAt,
  hasFile: sql<boolean>`${exportsTable.file} is not null`,
};
type JobRow = Pick<typeof exportsTable.$inferSelect, Exclude<keyof typeof jobColumns, 'hasFile'>> & { hasFile: boolean };

function toExportJob(row: JobRow): ExportJob {
  return {
    id: row.id,
    task_id: row.taskId,
    state: row.state as ExportState,
    rows_done: row.rowsDone,
    rows_total: row.rowsTotal,
    // A workbook older than EXPORT_FILE_DAYS is gone, so it has no address any more.
    url: row.state === 'done' && row.hasFile ? exportFilePath(row.id) : null,
    file_name: row.fileName,
    error: row.error,
    created_at: row.createdAt.getTime(),
  };
}

/** The caller's own export; another user's is answered as missing. */
export async function ownExport(db: Db, userId: number, exportId: string): Promise<ExportJob | null> {
  const [row] = await db
    .select(jobColumns)
    .from(exportsTable)
    .where(and(eq(exportsTable.id, exportId), eq(exportsTable.userId, userId)));
  return row ? toExportJob(row) : null;
}

/** Cancels the caller's export if it is still running; answers the job as it then is (null when not theirs). */
export async function cancelOwnExport(db: Db, userId: number, exportId: string, now: Date): Promise<ExportJob | null> {
  await db
    .update(exportsTable)
    .set({ state: 'cancelled', finishedAt: now })
    .where(and(eq(exportsTable.id, exportId), eq(exportsTable.userId, userId), eq(exportsTable.state, 'running')));
  return ownExport(db, userId, exportId);
}

export interface NewExport {
  id: string;
  userId: number;
  taskId: number;
  request: unknown;
  rowsTotal: number;
  fileName: string;
  createdAt: Date;
}

export async function insertExport(db: Db, job: NewExport): Promise<ExportJob> {
  await db.insert(exportsTable).values({ ...job, state: 'running' });
  return toExportJob({ ...job, state: 'running', rowsDone: 0, error: null, hasFile: false });
}

/**
 * Exports of the feed this Hong Kong calendar month by any user, as the plan's export_pm counts them: finished
 * ones, plus running ones when `withRunning` (so exports started together cannot overrun the quota).
 */
export async function exportsThisMonth(db: Db, taskId: number, now: number, withRunning: boolean): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(exportsTable)
    .where(
      and(
        eq(exportsTable.taskId, taskId),
        gte(exportsTable.createdAt, new Date(hkMonthStart(now))),
        inArray(exportsTable.state, withRunning ? ['done', 'running'] : ['done']),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The feed's export figures of user_info: rows written and exports finished this Hong Kong calendar month. */
export async function exportFigures(db: Db, taskId: number, now: number): Promise<{ exported_rows: number; exports_used: number }> {
  const [row] = await db
    .select({ rows: sql<string | number>`coalesce(sum(${exportsTable.rowsDone}), 0)`, n: count() })
    .from(exportsTable)
    .where(and(eq(exportsTable.taskId, taskId), eq(exportsTable.state, 'done'), gte(exportsTable.createdAt, new Date(hkMonthStart(now)))));
  return { exported_rows: Number(row?.rows ?? 0), exports_used: Number(row?.n ?? 0) };
}

/** Drops the workbooks older than EXPORT_FILE_DAYS; the rows stay, as the month's quota counts them. */
export async function dropOldExportFiles(db: Db, now: number): Promise<void> {
  await db
    .update(exportsTable)
    .set({ file: null })
    .where(and(isNotNull(exportsTable.file), lt(exportsTable.createdAt, new Date(now - EXPORT_FILE_DAYS * DAY_MS))));
}

/**
 * Marks exports still running as failed with `reason`: on start-up those a stopped process left behind (they
 * run in the API process that started them), on shutdown this process's own.
 */
export async function failRunningExports(db: Db, now: Date, ids?: readonly string[]): Promise<void> {
  if (ids && ids.length === 0) return;
  await db
    .update(exportsTable)
    .set({ state: 'failed', error: INTERRUPTED_TEXT, finishedAt: now })
    .where(and(eq(exportsTable.state, 'running'), ...(ids ? [inArray(exportsTable.id, [...ids])] : [])));
}

/** The workbook of the caller's finished export, or null (not theirs, not finished, or dropped after EXPORT_FILE_DAYS). */
export async function ownExportFile(db: Db, userId: number, exportId: string): Promise<{ fileName: string; bytes: Uint8Array } | null> {
  const [row] = await db
    .select({ fileName: exportsTable.fileName, file: exportsTable.file })
    .from(exportsTable)
    .where(and(eq(exportsTable.id, exportId), eq(exportsTable.userId, userId), eq(exportsTable.state, 'done')));
  return row?.file ? { fileName: row.fileName, bytes: row.file } : null;
}
