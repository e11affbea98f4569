import { TREND_FREQUENCIES, type AccountLevel } from 'shared/contract';
import { IND_LABELS } from '../../db/seed/reference-data.js';

/** The time frames a full trend subscription opens: the ones the Trend Explorer offers as selectable (spec doc 3 §9). */
export const FULL_TREND_FREQUENCIES = TREND_FREQUENCIES.slice(0, 5);

/** Trend access to every industry label with every offered time frame. */
export function fullTrendAccess(): AccountLevel['trend_access'] {
  return Object.fromEntries(IND_LABELS.map((l) => [String(l.labelId), [...FULL_TREND_FREQUENCIES]]));
}
