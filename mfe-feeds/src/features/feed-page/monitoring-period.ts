import type { TaskSettings } from 'shared/contract';
import { PERIOD_NOT_DEFINED, formatMediumDate } from 'shared/rules';

/**
 * The two ends of 'Monitoring period: {start} - {end}' (spec doc 1 §2.5): the start reads 'not defined'
 * when the feed has none (or its settings could not be read); the end defaults to today, as a live feed has none.
 */
export function monitoringPeriod(settings: Pick<TaskSettings, 'adhoc_from' | 'adhoc_to'> | null, now: number): { start: string; end: string } {
  const from = settings?.adhoc_from ?? null;
  const to = settings?.adhoc_to ?? null;
  return {
    start: from === null ? PERIOD_NOT_DEFINED : formatMediumDate(from),
    end: formatMediumDate(to ?? now),
  };
}
