import { DateTime } from 'luxon';
import type { ExportColumn, FeedPost } from '../contract/index.js';

/** Spreadsheet times are Hong Kong wall-clock times: UTC shifted by 8 hours (spec doc 2 §7). */
const HK_SHIFT_MS = 8 * 60 * 60 * 1000;

/** Excel refuses longer cell texts. */
const MAX_CELL_TEXT = 32_767;

export type ExportCell = string | number;

/** The workbook of an export: sheet name to rows, the first row being the headers. */
export interface ExportSheets {
  Threads: ExportCell[][];
  Comments: ExportCell[][];
}

const SENTIMENT_LABELS: Record<string, string> = { '1': 'Positive', '0': 'Neutral', '-1': 'Negative' };

const text = (value: string | null): string => (value ?? '').slice(0, MAX_CELL_TEXT);
/** Null numbers export as 0 (spec doc 2 §7). */
const numberOf = (value: number | null | undefined): number => value ?? 0;

const shifted = (post: FeedPost) => DateTime.fromMillis(post.unix_timestamp + HK_SHIFT_MS, { zone: 'utc' });

/** Header and cells of each column; post_timestamp is split into a date and a time. */
const COLUMN_CELLS: Record<ExportColumn, { headers: string[]; cells: (post: FeedPost) => ExportCell[] }> = {
  post_timestamp: { headers: ['Date', 'Time'], cells: (p) => [shifted(p).toFormat('yyyy-MM-dd'), shifted(p).toFormat('HH:mm:ss')] },
  medium: { headers: ['Medium'], cells: (p) => [p.medium] },
  site: { headers: ['Site'], cells: (p) => [text(p.site)] },
  channel: { headers: ['Channel'], cells: (p) => [text(p.channel)] },
  thread_title: { headers: ['Thread Title'], cells: (p) => [text(p.thread_title)] },
  post_message: { headers: ['Message'], cells: (p) => [text(p.post_message)] },
  author_name: { headers: ['Author'], cells: (p) => [text(p.author_name)] },
  post_link: { headers: ['Post Link'], cells: (p) => [text(p.post_link)] },
  thread_link: { headers: ['Thread Link'], cells: (p) => [text(p.thread_link)] },
  sentiment: { headers: ['Sentiment'], cells: (p) => [p.ai_sentiment === null ? '' : SENTIMENT_LABELS[String(p.ai_sentiment)]!] },
  reaction_count: { headers: ['Reactions'], cells: (p) => [numberOf(p.reaction_count)] },
  comment_count: { headers: ['Comments'], cells: (p) => [numberOf(p.comment_count)] },
  share_count: { headers: ['Shares'], cells: (p) => [numberOf(p.share_count)] },
  view_count: { headers: ['Views'], cells: (p) => [numberOf(p.view_count)] },
};

/** The headers of an export with these columns, the ID first. */
export function exportHeaders(columns: readonly ExportColumn[]): string[] {
  return ['ID', ...columns.flatMap((c) => COLUMN_CELLS[c].headers)];
}

/** One post's row; the ID is the post's hash. */
export function exportRow(post: FeedPost, columns: readonly ExportColumn[]): ExportCell[] {
  return [post.hash, ...columns.flatMap((c) => COLUMN_CELLS[c].cells(post))];
}

/**
 * Facebook reposts the same message under new ids: a Facebook post whose author, Hong Kong date and message were
 * already seen is left out (spec doc 2 §7). Returns a filter that remembers what it has let through, so it works
 * across batches.
 */
export function facebookDuplicateFilter(): (post: FeedPost) => boolean {
  const seen = new Set<string>();
  return (post) => {
    if (post.medium !== 'Facebook') return true;
    const key = `${post.author_name}\u0000${shifted(post).toFormat('yyyy-MM-dd')}\u0000${post.post_message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
}

/** The whole workbook of a few posts (export of the selected posts): threads and comments apart, duplicates out. */
export function exportSheets(posts: readonly FeedPost[], columns: readonly ExportColumn[]): ExportSheets {
  const headers = exportHeaders(columns);
  const sheets: ExportSheets = { Threads: [headers], Comments: [[...headers]] };
  const keep = facebookDuplicateFilter();
  for (const post of posts) {
    if (!keep(post)) continue;
    (post.is_comment ? sheets.Comments : sheets.Threads).push(exportRow(post, columns));
  }
  return sheets;
}

/** 'Task name-yyyyMMddHHmmss.xlsx' in Hong Kong time; characters no file system takes become '_'. */
export function exportFileName(taskName: string, at: number): string {
  const safe = taskName.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim() || 'feed';
  return `${safe}-${DateTime.fromMillis(at, { zone: 'Asia/Hong_Kong' }).toFormat('yyyyMMddHHmmss')}.xlsx`;
}

/**
 * The period of an export from the days picked (each given as that day's UTC midnight, as the date picker gives
 * them): from Hong Kong midnight of the first day to the last millisecond of the last day (spec doc 2 §9).
 */
export function exportPeriod(startDay: number, endDay: number): { unix_start: number; unix_end: number } {
  return { unix_start: startDay - 28_800_000, unix_end: endDay + 57_600_000 - 1 };
}
