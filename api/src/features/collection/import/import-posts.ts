import { createReadStream } from 'node:fs';
import { extname } from 'node:path';
import { MAX_INGEST_BATCH, type IngestPost } from 'shared/contract';
import { readCsvRecords } from './csv.js';
import type { Column } from './columns.js';
import { isBlankRow, readHeader, readRow } from './csv-rows.js';
import { readJsonLines } from './jsonl.js';
import { jsonPost, validatePost } from './validate.js';

export type ImportFormat = 'csv' | 'jsonl';

/** A problem with one row, at the physical line of the file where the row starts. */
export interface ImportError {
  line: number;
  message: string;
}

export interface ImportBatch {
  /** Valid posts, at most MAX_INGEST_BATCH, ready for the ingest queue. */
  posts: IngestPost[];
  /** Every error found so far in the file, not only since the previous batch; the last batch holds them all. */
  errors: ImportError[];
  /** True when reading stopped at maxErrors (or at an unusable header) before the end of the file. */
  stopped: boolean;
}

export interface ImportOptions {
  /** Reading stops once this many errors are found; the posts read until then are still yielded. Default 100. */
  maxErrors?: number;
}

export const DEFAULT_MAX_ERRORS = 100;

/** A row read from the file: a candidate post object, or why the row could not be read. */
type RawRow = { line: number; value: Record<string, unknown> } | { line: number; error: string; fatal?: boolean };

/** "line 12: post_message: Required", for people reading an import report. */
export const formatImportError = (e: ImportError) => `line ${e.line}: ${e.message}`;

/** The format a file name implies. */
export function formatFromPath(path: string): ImportFormat {
  const ext = extname(path).toLowerCase();
  if (ext === '.csv') return 'csv';
  if (ext === '.jsonl' || ext === '.ndjson') return 'jsonl';
  throw new Error(`Cannot tell the format of "${path}": name it .csv for CSV, or .jsonl or .ndjson for JSON lines`);
}

/**
 * Posts of a CSV or JSON-lines import in batches for the ingest queue. Invalid rows are reported and skipped;
 * every valid row is kept. At least one batch is yielded, so an import with no valid row still reports its errors.
 */
export async function* importPosts(
  input: AsyncIterable<string> | string,
  format: ImportFormat,
  options: ImportOptions = {},
): AsyncGenerator<ImportBatch> {
  const maxErrors = options.maxErrors ?? DEFAULT_MAX_ERRORS;
  const chunks = typeof input === 'string' ? once(input) : input;
  const rows = format === 'csv' ? csvRows(chunks) : jsonRows(chunks);
  const errors: ImportError[] = [];
  let posts: IngestPost[] = [];
  let yielded = false;
  let reported = 0;
  let stopped = false;

  for await (const row of rows) {
    const checked = 'value' in row ? validatePost(row.value) : row;
    if ('post' in checked) posts.push(checked.post);
    else {
      errors.push({ line: row.line, message: checked.error });
      stopped = ('fatal' in checked && checked.fatal === true) || errors.length >= maxErrors;
      if (stopped) break;
    }
    if (posts.length === MAX_INGEST_BATCH) {
      yield { posts, errors: [...errors], stopped: false };
      yielded = true;
      reported = errors.length;
      posts = [];
    }
  }
  // Leaving the loop early closes the row generators, and with them the file.
  if (posts.length > 0 || !yielded || errors.length > reported) yield { posts, errors: [...errors], stopped };
}

/** importPosts over a file on disk, read as a stream so a large file never sits in memory whole. */
export function importFile(path: string, options: ImportOptions = {}): AsyncGenerator<ImportBatch> {
  const format = formatFromPath(path);
  return importPosts(createReadStream(path, { encoding: 'utf8' }) as AsyncIterable<string>, format, options);
}

async function* once(text: string): AsyncGenerator<string> {
  yield text;
}

async function* csvRows(chunks: AsyncIterable<string>): AsyncGenerator<RawRow> {
  let columns: Column[] | undefined;
  for await (const record of readCsvRecords(chunks)) {
    if (record.error !== undefined) {
      yield { line: record.line, error: record.error, fatal: columns === undefined };
    } else if (isBlankRow(record.fields)) {
      continue;
    } else if (columns === undefined) {
      const header = readHeader(record.fields);
      if ('error' in header) {
        yield { line: record.line, error: header.error, fatal: true };
        return;
      }
      columns = header.columns;
    } else {
      yield { line: record.line, ...readRow(columns, record.fields) };
    }
  }
  if (columns === undefined) yield { line: 1, error: 'the file is empty; a CSV import needs a header row naming its columns', fatal: true };
}

async function* jsonRows(chunks: AsyncIterable<string>): AsyncGenerator<RawRow> {
  for await (const entry of readJsonLines(chunks)) {
    yield 'error' in entry ? entry : { line: entry.line, ...jsonPost(entry.value) };
  }
}
