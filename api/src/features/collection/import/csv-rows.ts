import { COLUMNS, csvCell, isColumn, type Column } from './columns.js';

const REQUIRED: readonly Column[] = ['source_id', 'post_message', 'unix_timestamp'];

/** The columns a header row names, or why the header cannot be used (then no row of the file can be read). */
export function readHeader(fields: string[]): { columns: Column[] } | { error: string } {
  const names = fields.map((f) => f.trim());
  const blank = names.flatMap((n, i) => (n === '' ? [i + 1] : []));
  if (blank.length > 0) return { error: `column ${blank.join(', ')} of the header has no name` };
  const unknown = names.filter((n) => !isColumn(n));
  if (unknown.length > 0) {
    return { error: `unknown column ${unknown.map((n) => `"${n}"`).join(', ')}; columns are named after the post fields: ${COLUMNS.join(', ')}` };
  }
  const repeated = names.filter((n, i) => names.indexOf(n) !== i);
  if (repeated.length > 0) return { error: `column ${[...new Set(repeated)].join(', ')} appears more than once` };
  const missing = REQUIRED.filter((c) => !names.includes(c));
  if (missing.length > 0) return { error: `missing required column ${missing.join(', ')}` };
  return { columns: names as Column[] };
}

/**
 * A data row as a post object to validate. Empty cells are left out so the field's default applies; every cell
 * that cannot be converted is named in the error.
 */
export function readRow(columns: readonly Column[], fields: string[]): { value: Record<string, unknown> } | { error: string } {
  if (fields.length !== columns.length) {
    return { error: `${fields.length} field${fields.length === 1 ? '' : 's'} where the header has ${columns.length}` };
  }
  const value: Record<string, unknown> = {};
  const errors: string[] = [];
  columns.forEach((column, i) => {
    const text = fields[i] ?? '';
    if (text.trim() === '') return;
    const cell = csvCell(column, text);
    if ('error' in cell) errors.push(`${column}: ${cell.error}`);
    else value[column] = cell.value;
  });
  return errors.length > 0 ? { error: errors.join('; ') } : { value };
}

/** A row with a single empty field: a blank line, skipped rather than reported. */
export const isBlankRow = (fields: string[]) => fields.length === 1 && fields[0]?.trim() === '';
