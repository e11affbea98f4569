import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { successReply } from './envelope.js';
import { epochMs } from './entities.js';

/**
 * Columns an export by options can hold (spec doc 2 §7). The ID column always comes first and is not chosen;
 * 'post_timestamp' is written as two columns, Date and Time.
 */
export const EXPORT_COLUMNS = [
  'post_timestamp',
  'medium',
  'site',
  'channel',
  'thread_title',
  'post_message',
  'author_name',
  'post_link',
  'thread_link',
  'sentiment',
  'reaction_count',
  'comment_count',
  'share_count',
  'view_count',
] as const;
export const exportColumn = z.enum(EXPORT_COLUMNS);
export type ExportColumn = z.infer<typeof exportColumn>;

/** The most rows one export by options writes; a wider period must be split. */
export const MAX_EXPORT_ROWS = 100_000;

/** What an export by options writes (spec doc 2 §7). Dates are epoch ms, both inclusive. */
export const exportRequest = z
  .object({
    task_id: z.number().int().positive(),
    columns: z.array(exportColumn).min(1, 'Columns cannot be empty').max(EXPORT_COLUMNS.length),
    unix_start: epochMs,
    unix_end: epochMs,
    /** Include comments (the sheet Comments). */
    comments: z.boolean(),
    /** Include threads, i.e. opening posts (the sheet Threads). */
    thread: z.boolean(),
  })
  .refine((r) => r.unix_start <= r.unix_end, { message: 'Date range cannot be empty', path: ['unix_end'] })
  .refine((r) => r.comments || r.thread, { message: 'Threads and comments cannot both be excluded', path: ['thread'] });
export type ExportRequest = z.infer<typeof exportRequest>;

export const EXPORT_STATES = ['running', 'done', 'failed', 'cancelled'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

/** A background export as its owner sees it. */
export const exportJob = z.object({
  id: z.string(),
  task_id: z.number().int(),
  state: z.enum(EXPORT_STATES),
  /** Rows written so far and rows to write (known once counted; 0 before). */
  rows_done: z.number().int().nonnegative(),
  rows_total: z.number().int().nonnegative(),
  /** Where the owner fetches the file (with the session token), once done; null before. */
  url: z.string().nullable(),
  /** 'TaskName-yyyyMMddHHmmss.xlsx'. */
  file_name: z.string(),
  /** Why it failed; null otherwise. */
  error: z.string().nullable(),
  created_at: epochMs,
});
export type ExportJob = z.infer<typeof exportJob>;

const exportIdParams = z.object({ exportId: z.string().regex(/^[0-9a-f-]{36}$/, 'Not an export id') });

export const startExport = endpoint({
  method: 'POST',
  path: '/api/task/export/posts',
  summary:
    "Starts a background export of the feed's posts to xlsx (writable or readable access; needs the plan's export quota). Answers the job; 'no post to export' when nothing matches",
  tag: 'exports',
  body: exportRequest,
  reply: successReply(exportJob),
});

export const exportStatus = endpoint({
  method: 'GET',
  path: '/api/task/export/:exportId',
  summary: "An export's progress (its owner only)",
  tag: 'exports',
  params: exportIdParams,
  reply: successReply(exportJob),
});

export const cancelExport = endpoint({
  method: 'DELETE',
  path: '/api/task/export/:exportId',
  summary: 'Cancels a running export (its owner only); a cancelled export uses no quota',
  tag: 'exports',
  params: exportIdParams,
  reply: successReply(exportJob),
});

/** Media type of the exported workbook. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Where an export's workbook is fetched: not a JSON call, so outside the endpoint list. It answers the file to the
 * export's owner only (session token header), 404 to anyone else.
 */
export const EXPORT_FILE_PATH = '/api/task/export/:exportId/file';
export const exportFilePath = (exportId: string) => EXPORT_FILE_PATH.replace(':exportId', encodeURIComponent(exportId));
