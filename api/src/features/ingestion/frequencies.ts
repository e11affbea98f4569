import { hkDayStart } from 'shared/rules';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * When feeds updated 'Every hour' (1) or 'Every day' (2) next take their new posts: at the top of the next hour,
 * or at the next Hong Kong midnight. Real-time feeds (0) take posts as they are stored; 'On request' feeds (3)
 * when they are saved or refreshed.
 */
export function nextCatchUpAt(frequency: 1 | 2, now: Date): Date {
  const ms = now.getTime();
  if (frequency === 1) return new Date(Math.floor(ms / HOUR) * HOUR + HOUR);
  return new Date(hkDayStart(ms) + DAY);
}
