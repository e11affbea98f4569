import { MAX_WINDOW_MS } from 'shared/contract';
import {
  DATE_AFTER_TODAY,
  INTERVAL_BY_CODE,
  INTERVAL_OPTIONS,
  OVERVIEW_RANGES,
  START_AFTER_END,
  defaultInterval,
  endFromDayInput,
  hkDayStart,
  intervalStep,
  parseOverviewRange,
  presetWindow,
  startFromDayInput,
  type Interval,
  type IntervalStep,
  type OverviewRange,
  type TimeWindow,
} from 'shared/rules';

/** A custom range as Hong Kong days ('YYYY-MM-DD'), both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** The overview's choices, kept in the URL so reload, back and shared links show the same dashboard. */
export interface OverviewView {
  range: OverviewRange;
  /** A live feed's custom range; wins over `range`. */
  custom: DayRange | null;
  /** The interval picked in a chart; null for the window's default. */
  interval: Interval | null;
}

export const PARAM = { range: 'range', from: 'from', to: 'to', interval: 'interval' } as const;

export const PICK_BOTH_DAYS = 'Pick a start and an end date';
export const WINDOW_TOO_LONG = 'The period may be at most 3 years long';

/** Why a custom range cannot be shown, or null: both days picked, none after today, in order, at most 3 years. */
export function customRangeProblem(range: DayRange, now: number): string | null {
  const from = startFromDayInput(range.from);
  const last = endFromDayInput(range.to);
  if (!from || !last) return PICK_BOTH_DAYS;
  const today = hkDayStart(now);
  if (from > today || hkDayStart(last) > today) return DATE_AFTER_TODAY;
  if (from > last) return START_AFTER_END;
  if (last + 1 - from > MAX_WINDOW_MS) return WINDOW_TOO_LONG;
  return null;
}

/** Reads the view from the URL; anything missing, unknown or invalid takes its default. */
export function readOverviewView(params: URLSearchParams, now: number): OverviewView {
  const custom = { from: params.get(PARAM.from) ?? '', to: params.get(PARAM.to) ?? '' };
  const interval = INTERVAL_BY_CODE.find((i) => i === params.get(PARAM.interval)) ?? null;
  return {
    range: parseOverviewRange(params.get(PARAM.range)),
    custom: customRangeProblem(custom, now) === null ? custom : null,
    interval,
  };
}

/** A preset: any custom range and picked interval go (the new window has its own intervals). */
export function withPreset(params: URLSearchParams, range: OverviewRange): URLSearchParams {
  const next = new URLSearchParams(params);
  [PARAM.from, PARAM.to, PARAM.interval].forEach((p) => next.delete(p));
  next.set(PARAM.range, range);
  return next;
}

export function withCustomRange(params: URLSearchParams, range: DayRange): URLSearchParams {
  const next = new URLSearchParams(params);
  [PARAM.range, PARAM.interval].forEach((p) => next.delete(p));
  next.set(PARAM.from, range.from);
  next.set(PARAM.to, range.to);
  return next;
}

export function withInterval(params: URLSearchParams, interval: Interval): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(PARAM.interval, interval);
  return next;
}

/** A live feed's window: the custom range's days (the last one included), or the preset ending `now`. */
export function liveWindow(view: OverviewView, now: number): TimeWindow {
  if (!view.custom) return presetWindow(view.range, now);
  return { from: startFromDayInput(view.custom.from), to: endFromDayInput(view.custom.to) + 1 };
}

/** The window's interval options and the one shown: the picked one when the window allows it, else its default. */
export function chartInterval(window: TimeWindow, picked: Interval | null): { step: IntervalStep; interval: Interval } {
  const step = intervalStep(window.to - window.from);
  return { step, interval: picked !== null && INTERVAL_OPTIONS[step].includes(picked) ? picked : defaultInterval(step) };
}

/** ' in Last 7 days' after a chart title, for a preset window only (spec doc 3 §2). */
export function presetSuffix(view: OverviewView): string | undefined {
  return view.custom ? undefined : ` in ${OVERVIEW_RANGES.find((r) => r.value === view.range)!.label}`;
}
