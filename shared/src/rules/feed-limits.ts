import type { FeedType, ModificationCount } from '../contract/index.js';

/** One save per feed per minute (spec doc 1 §4). */
export const SAVE_THROTTLE_MS = 60_000;
export const SAVE_TOO_FREQUENT = 'Please update after 60 seconds';

/**
 * Query changes left this month: null when unlimited; 0 when the used count is missing, because the spec
 * blocks saving when it cannot tell how many were used.
 */
export function modificationsRemaining(mod: ModificationCount | null | undefined): number | null {
  if (!mod) return 0;
  if (mod.limit === null) return null;
  return Math.max(0, mod.limit - mod.used);
}

/** How many more feeds of a type may be created; null when unlimited. */
export function feedTypeRemaining(
  type: FeedType,
  counts: { live: number; adhoc: number },
  limits: { live: number | null; adhoc: number | null },
): number | null {
  const key = type === 0 ? 'live' : 'adhoc';
  const limit = limits[key];
  return limit === null ? null : Math.max(0, limit - counts[key]);
}
