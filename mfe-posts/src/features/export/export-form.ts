import { EXPORT_COLUMNS, type ExportColumn, type ExportRequest, type TaskSettings } from 'shared/contract';
import { exportHeaders, exportPeriod, formatMediumDate, toDayInput } from 'shared/rules';

const DAY_MS = 86_400_000;
/** A live feed's export covers the last 7 days by default (spec doc 2 §4). */
const LIVE_DEFAULT_DAYS = 7;

export const DATE_RANGE_EMPTY = 'Date range cannot be empty';
export const COLUMNS_EMPTY = 'Columns cannot be empty';

/** What the Export Options form holds; dates are <input type="date"> values ('YYYY-MM-DD', '' when cleared). */
export interface ExportForm {
  from: string;
  to: string;
  columns: ExportColumn[];
  excludeComments: boolean;
  excludeThreads: boolean;
}

/** The days a user may pick ('' for no lower bound). */
export interface DayBounds {
  min: string;
  max: string;
}

/** A date input value as that day's UTC midnight, as the picker's valueAsNumber gives it (what `exportPeriod` takes). */
function dayValue(input: string): number | null {
  const ms = input ? Date.parse(input) : Number.NaN;
  return Number.isNaN(ms) ? null : ms;
}

/** A column's label in the form: the header(s) it writes, e.g. 'Date & Time' for the post timestamp. */
export function columnLabel(column: ExportColumn): string {
  return exportHeaders([column]).slice(1).join(' & ');
}

/** Exports cover the feed's period and never the future (spec doc 2 §5). Without the feed's settings, only the future is out. */
export function exportBounds(settings: Pick<TaskSettings, 'adhoc_from' | 'adhoc_to'> | null, now: number): DayBounds {
  const today = toDayInput(now);
  const end = settings?.adhoc_to ? toDayInput(settings.adhoc_to) : today;
  return { min: settings?.adhoc_from ? toDayInput(settings.adhoc_from) : '', max: end < today ? end : today };
}

/** An ad-hoc feed exports its whole period by default, a live feed its last 7 days; both kept inside the bounds. */
export function initialExportForm(taskType: 0 | 1, settings: Pick<TaskSettings, 'adhoc_from' | 'adhoc_to'> | null, now: number): ExportForm {
  const bounds = exportBounds(settings, now);
  const adhocPeriod = taskType === 1 && settings?.adhoc_from ? toDayInput(settings.adhoc_from) : null;
  const from = adhocPeriod ?? toDayInput(now - LIVE_DEFAULT_DAYS * DAY_MS);
  return {
    from: bounds.min && from < bounds.min ? bounds.min : from,
    to: bounds.max,
    columns: [...EXPORT_COLUMNS],
    excludeComments: false,
    excludeThreads: false,
  };
}

/** Ticking one exclusion un-ticks the other: threads and comments cannot both be left out (spec doc 2 §5). */
export function withExclusion(form: ExportForm, which: 'comments' | 'threads', excluded: boolean): ExportForm {
  if (which === 'comments') return { ...form, excludeComments: excluded, excludeThreads: excluded ? false : form.excludeThreads };
  return { ...form, excludeThreads: excluded, excludeComments: excluded ? false : form.excludeComments };
}

/** Ticks or un-ticks a column, keeping the columns in the export's own order. */
export function withColumn(form: ExportForm, column: ExportColumn, checked: boolean): ExportForm {
  const chosen = new Set(form.columns);
  if (checked) chosen.add(column);
  else chosen.delete(column);
  return { ...form, columns: EXPORT_COLUMNS.filter((c) => chosen.has(c)) };
}

/** The message that stops the export, or null (spec doc 2 §5, §8); a reversed range is an empty one. */
export function exportFormError(form: ExportForm, bounds: DayBounds): string | null {
  if (!form.from || !form.to || form.from > form.to) return DATE_RANGE_EMPTY;
  if (form.columns.length === 0) return COLUMNS_EMPTY;
  if ((bounds.min && form.from < bounds.min) || form.to > bounds.max) return outOfBoundsMessage(bounds);
  return null;
}

/** Says which days can be picked (the spec leaves this message open). */
export function outOfBoundsMessage(bounds: DayBounds): string {
  // A day's UTC midnight is 08:00 of the same day in Hong Kong, so it formats as that day.
  const day = (input: string) => formatMediumDate(dayValue(input) ?? 0);
  return bounds.min ? `Pick dates between ${day(bounds.min)} and ${day(bounds.max)}` : `Pick dates up to ${day(bounds.max)}`;
}

/** The export call's body for a valid form: the picked days as Hong Kong day bounds. */
export function exportRequestOf(taskId: number, form: ExportForm): ExportRequest {
  const startDay = dayValue(form.from);
  const endDay = dayValue(form.to);
  if (startDay === null || endDay === null) throw new Error(DATE_RANGE_EMPTY);
  return {
    task_id: taskId,
    columns: form.columns,
    ...exportPeriod(startDay, endDay),
    comments: !form.excludeComments,
    thread: !form.excludeThreads,
  };
}
