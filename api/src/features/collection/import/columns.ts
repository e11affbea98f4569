import { ingestPost, type IngestPostInput } from 'shared/contract';
import { parseIsoDateTime } from './iso-date.js';

export type Column = keyof IngestPostInput;

/** Every field of an ingested post, in the contract's order; a CSV header names some of them. */
export const COLUMNS = Object.keys(ingestPost.shape) as Column[];
const KNOWN: ReadonlySet<string> = new Set(COLUMNS);
export const isColumn = (name: string): name is Column => KNOWN.has(name);

const INTEGER_COLUMNS: ReadonlySet<Column> = new Set<Column>([
  'unix_timestamp', 'comment_count', 'share_count', 'view_count', 'reaction_like', 'reaction_dislike',
  'reaction_love', 'reaction_haha', 'reaction_angry', 'reaction_sad', 'reaction_wow',
]);
const BOOLEAN_COLUMNS: ReadonlySet<Column> = new Set<Column>(['is_comment']);
/** Integer and boolean columns, for a check that these sets keep up with the contract. */
export const TYPED_COLUMNS = { integer: INTEGER_COLUMNS, boolean: BOOLEAN_COLUMNS };

const INTEGER = /^[+-]?\d+$/;
const BOOLEANS: ReadonlyMap<string, boolean> = new Map([['true', true], ['false', false], ['1', true], ['0', false]]);

type Cell = { value: unknown } | { error: string };

/** The value a CSV cell holds for its column: text as is, integers and booleans converted, dates to epoch ms. */
export function csvCell(column: Column, text: string): Cell {
  const trimmed = text.trim();
  if (BOOLEAN_COLUMNS.has(column)) {
    const value = BOOLEANS.get(trimmed.toLowerCase());
    return value === undefined ? { error: `"${text}" is not true, false, 1 or 0` } : { value };
  }
  if (column === 'unix_timestamp') return timestamp(trimmed);
  if (INTEGER_COLUMNS.has(column)) {
    return INTEGER.test(trimmed) ? { value: Number(trimmed) } : { error: `"${text}" is not a whole number` };
  }
  return { value: text };
}

/** unix_timestamp given as text (a CSV cell or a JSON string): epoch ms in digits, or an ISO 8601 date-time. */
export function timestamp(text: string): Cell {
  if (INTEGER.test(text.trim())) return { value: Number(text) };
  const parsed = parseIsoDateTime(text);
  return 'ms' in parsed ? { value: parsed.ms } : parsed;
}
