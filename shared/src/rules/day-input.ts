import { HK_OFFSET_MS, hkDayEnd, hkDayStart } from './feed-dates.js';

/** The Hong Kong day of `ms` as an <input type="date"> value ('YYYY-MM-DD'); '' for unset (0). */
export function toDayInput(ms: number): string {
  return ms ? new Date(ms + HK_OFFSET_MS).toISOString().slice(0, 10) : '';
}

function dayMs(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - HK_OFFSET_MS;
}

/** The stored start of a picked day (its first millisecond, Hong Kong time); 0 when cleared. */
export function startFromDayInput(value: string): number {
  const ms = dayMs(value);
  return ms === null ? 0 : hkDayStart(ms);
}

/** The stored end of a picked day (its last millisecond, Hong Kong time); 0 when cleared. */
export function endFromDayInput(value: string): number {
  const ms = dayMs(value);
  return ms === null ? 0 : hkDayEnd(ms);
}

/** 1 January of a year as a day input value, for the pickers' lower bound. */
export function firstDayOfYear(year: number): string {
  return `${year}-01-01`;
}
