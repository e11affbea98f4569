import type { Db } from '../db/client.js';
import { InputError } from '../errors.js';
import { formatImportError, importFile } from '../features/collection/import/import-posts.js';
import { enqueue } from '../features/ingestion/queue.js';
import { getSource } from '../features/sources/registry.js';
import { ApiFailure } from '../http/failure.js';
import type { Options } from './args.js';

export const IMPORT_HELP = `  import-posts --source ID --file F.csv|F.jsonl
      Queues the file's posts for the collector, which stores, enriches and matches them (the server or a
      worker must be running, or start next). Bad rows are listed by line and skipped; good rows are kept.`;

/** Errors listed in full before the rest are only counted. */
const SHOWN_ERRORS = 20;

/** Reads an import file in batches and queues each as an ingest job of the source. */
export async function importPostsCommand(db: Db, opts: Options, now: Date): Promise<string> {
  const sourceId = opts.id('source');
  const file = opts.required('file');
  opts.done();
  try {
    await getSource(db, sourceId);
  } catch (error) {
    if (error instanceof ApiFailure) throw new InputError(error.message);
    throw error;
  }
  let queued = 0;
  let jobs = 0;
  let errors: { line: number; message: string }[] = [];
  let stopped = false;
  try {
    for await (const batch of importFile(file)) {
      if (batch.posts.length > 0) {
        await enqueue(db, 'ingest', { sourceId, posts: batch.posts }, { runAt: now });
        queued += batch.posts.length;
        jobs += 1;
      }
      // Each batch carries every error found so far.
      errors = batch.errors;
      stopped = batch.stopped;
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new InputError(`There is no file ${file}`);
    if (error instanceof Error && !code) throw new InputError(error.message);
    throw error;
  }
  const lines = [`Queued ${queued} posts in ${jobs} batches for source ${sourceId}.`];
  if (errors.length > 0) {
    lines.push(`${errors.length} rows were skipped${stopped ? ' and reading stopped early' : ''}:`);
    lines.push(...errors.slice(0, SHOWN_ERRORS).map((e) => `  ${formatImportError(e)}`));
    if (errors.length > SHOWN_ERRORS) lines.push(`  ... and ${errors.length - SHOWN_ERRORS} more`);
  }
  return lines.join('\n');
}
