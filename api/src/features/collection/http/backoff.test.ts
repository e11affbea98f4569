import { MAX_POLL_DELAY_MS, nextPollDelay } from './backoff.js';

const low = () => 0;
const high = () => 1 - 1e-12;

describe('nextPollDelay', () => {
  it('doubles with each failure, jittered between half and the full delay', () => {
    expect(nextPollDelay(0, 60_000, { random: low })).toBe(30_000);
    expect(nextPollDelay(0, 60_000, { random: high })).toBe(60_000);
    expect(nextPollDelay(3, 60_000, { random: low })).toBe(240_000);
    expect(nextPollDelay(3, 60_000, { random: high })).toBe(480_000);
  });

  it('stays within the jitter range with real randomness', () => {
    for (let i = 0; i < 100; i += 1) {
      const delay = nextPollDelay(2, 1000);
      expect(delay).toBeGreaterThanOrEqual(2000);
      expect(delay).toBeLessThanOrEqual(4000);
    }
  });

  it('is capped at six hours however many failures', () => {
    expect(nextPollDelay(50, 60_000, { random: high })).toBe(MAX_POLL_DELAY_MS);
    expect(nextPollDelay(50, 60_000, { random: low })).toBe(MAX_POLL_DELAY_MS / 2);
  });

  it('never polls sooner than Retry-After, up to the cap', () => {
    expect(nextPollDelay(1, 1000, { retryAfterMs: 90_000, random: low })).toBe(90_000);
    expect(nextPollDelay(1, 1000, { retryAfterMs: 10 * MAX_POLL_DELAY_MS })).toBe(MAX_POLL_DELAY_MS);
  });
});
