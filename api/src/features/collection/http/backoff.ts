export const MAX_POLL_DELAY_MS = 6 * 60 * 60 * 1000;

export interface PollDelayOptions {
  /** Delay the source asked for (Retry-After); never polled sooner than that, up to the cap. */
  retryAfterMs?: number;
  maxMs?: number;
  /** Source of randomness in [0, 1); injectable so tests are deterministic. */
  random?: () => number;
}

/**
 * Delay before the next poll of a source after `failures` consecutive failures: the base interval doubled per
 * failure, with "equal jitter" (half fixed, half random) so sources that failed together do not retry together.
 */
export function nextPollDelay(failures: number, baseMs: number, options: PollDelayOptions = {}): number {
  const { retryAfterMs = 0, maxMs = MAX_POLL_DELAY_MS, random = Math.random } = options;
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, failures));
  const jittered = exponential / 2 + (random() * exponential) / 2;
  return Math.round(Math.min(maxMs, Math.max(jittered, retryAfterMs)));
}
