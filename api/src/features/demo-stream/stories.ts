import { Rng, mixSeed } from '../../random/seeded-rng.js';
import { STORY_TOPICS, type Topic } from './topics.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** One story bursts in each period, so any 30-day history holds about three. */
const STORY_PERIOD = 10 * DAY;
/** Longest a story lasts; beyond it the story adds nothing. */
const STORY_SPAN = 3 * DAY;
const STORY_SALT = 11;

export interface Story {
  topic: Topic;
  start: number;
  /** Extra threads per hour at the peak. */
  peak: number;
  /** Hours for the extra volume to fall by a factor e. */
  decayHours: number;
}

/**
 * The story of a period. Stories hang off absolute time, not off the start time of the app, so the world stays
 * the same across restarts.
 */
export function storyOf(seed: number, period: number): Story {
  const rng = new Rng(mixSeed(seed, STORY_SALT, period));
  return {
    topic: STORY_TOPICS[(period + rng.int(0, STORY_TOPICS.length - 1)) % STORY_TOPICS.length]!,
    start: period * STORY_PERIOD + rng.int(1, 6) * DAY + rng.int(6, 12) * HOUR,
    peak: rng.int(7, 12),
    decayHours: rng.int(10, 24),
  };
}

/** Extra threads per hour a story adds at a time: a two-hour rise, then an exponential decay. */
export function storyRate(story: Story, t: number): number {
  const since = t - story.start;
  if (since < 0 || since > STORY_SPAN) return 0;
  const rise = Math.min(1, since / (2 * HOUR));
  return story.peak * rise * Math.exp(-since / (story.decayHours * HOUR));
}

/** Stories that may add volume at a time: this period's and the previous one's (which may spill over). */
export function storiesAround(seed: number, t: number): Story[] {
  const period = Math.floor(t / STORY_PERIOD);
  return [storyOf(seed, period - 1), storyOf(seed, period)];
}
