import { EXPORT_COLUMNS, XLSX_MEDIA_TYPE, type FeedPost } from 'shared/contract';
import { exportFileName, exportSheets } from 'shared/rules';
import { notifyError } from 'shared/ui';
import { downloadBlob } from './download-blob';

/**
 * The export of the selected posts (spec doc 2 §7): the workbook is built in the page, with every column, and
 * downloaded as 'Task name-yyyyMMddHHmmss.xlsx'; no call is made. SheetJS is loaded only when a user exports,
 * so the Posts page does not carry it.
 */
async function writeSelectedPosts(taskName: string, posts: readonly FeedPost[]): Promise<void> {
  const XLSX = await import('xlsx');
  const sheets = exportSheets(posts, EXPORT_COLUMNS);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(sheets.Threads), 'Threads');
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(sheets.Comments), 'Comments');
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
  downloadBlob(new Blob([bytes], { type: XLSX_MEDIA_TYPE }), exportFileName(taskName, Date.now()));
}

const EXPORT_SELECTED_ERROR = 'Failed to export the selected posts';

/** Starts the export of the selected posts; a failure (e.g. SheetJS failing to load) is toasted. */
export function exportSelectedPosts(taskName: string, posts: FeedPost[]): void {
  writeSelectedPosts(taskName, posts).catch((error: unknown) => notifyError(EXPORT_SELECTED_ERROR, error instanceof Error ? error.message : undefined));
}
