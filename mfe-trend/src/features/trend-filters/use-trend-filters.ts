import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router';
import { DEFAULT_TREND_FREQUENCY, frequencyForLabel } from 'shared/rules';
import { appStore, sessionAtom } from 'shared/session';

export interface TrendFilters {
  /** Industry label ids the plan gives access to, as the server lists them; empty means no trend access. */
  labelIds: string[];
  label: string | null;
  /** Time-frame values allowed for the chosen label. */
  allowed: string[];
  frequency: string;
  setLabel: (label: string) => void;
  setFrequency: (frequency: string) => void;
}

/**
 * The Trend Explorer filters, kept in the URL as ?label= and ?f= (spec doc 1 §2.1). A label outside the
 * plan falls back to the first allowed one; a time frame the label does not allow to its first allowed one.
 */
export function useTrendFilters(): TrendFilters {
  const session = useAtomValue(sessionAtom, { store: appStore });
  const [params, setParams] = useSearchParams();
  const access = session?.trendAccess ?? {};
  const labelIds = Object.keys(access);
  const requested = params.get('label');
  const label = requested !== null && labelIds.includes(requested) ? requested : (labelIds[0] ?? null);
  const allowed = label === null ? [] : (access[label] ?? []);
  const frequency = frequencyForLabel(params.get('f') ?? DEFAULT_TREND_FREQUENCY, allowed);

  const write = (nextLabel: string | null, nextFrequency: string) => {
    const next = new URLSearchParams(params);
    next.set('f', nextFrequency);
    if (nextLabel !== null) next.set('label', nextLabel);
    setParams(next);
  };

  return {
    labelIds,
    label,
    allowed,
    frequency,
    setLabel: (next) => write(next, frequencyForLabel(frequency, access[next] ?? [])),
    setFrequency: (next) => write(label, next),
  };
}
