import type { MediumName } from 'shared/contract';
import { NO_REACTIONS, type Reactions } from '../collection/collected-post.js';
import type { Rng } from '../../random/seeded-rng.js';
import type { Sentiment } from './slots.js';

type Kind = Exclude<keyof Reactions, 'count'>;

/** Reaction kinds each medium offers; the rest stay 0, as the real sources report them. */
const KINDS: Record<MediumName, readonly Kind[]> = {
  Facebook: ['like', 'love', 'haha', 'angry', 'sad', 'wow'],
  Instagram: ['like'],
  Social: ['like'],
  Forum: ['like', 'dislike'],
  News: ['like'],
  Blog: ['like'],
  Video: ['like'],
  Telegram: ['like', 'love', 'haha', 'angry', 'sad', 'wow'],
};

/** How a post's reactions lean with its sentiment. */
const MIX: Record<Sentiment, Partial<Record<Kind, number>>> = {
  positive: { like: 0.55, love: 0.3, haha: 0.08, wow: 0.07 },
  neutral: { like: 0.75, wow: 0.1, haha: 0.1, dislike: 0.05 },
  negative: { like: 0.25, angry: 0.4, sad: 0.2, haha: 0.05, dislike: 0.1 },
};

/** Media that count views; social networks do not expose them. */
const SHOWS_VIEWS: ReadonlySet<MediumName> = new Set(['Forum', 'News', 'Blog', 'Video', 'Telegram']);
const REACTION_RATE: Record<MediumName, number> = {
  Facebook: 0.03, Instagram: 0.05, Social: 0.02, Forum: 0.01, News: 0.003, Blog: 0.02, Video: 0.02, Telegram: 0.01,
};
const SHARE_RATE: Record<MediumName, number> = {
  Facebook: 0.004, Instagram: 0, Social: 0.003, Forum: 0, News: 0.001, Blog: 0.001, Video: 0.001, Telegram: 0.002,
};

export interface Engagement {
  viewCount: number;
  shareCount: number;
  reactions: Reactions;
}

/** Splits a reaction total over the medium's kinds by the sentiment's mix; the parts always sum to the total. */
function splitReactions(rng: Rng, total: number, medium: MediumName, sentiment: Sentiment): Reactions {
  if (total === 0) return NO_REACTIONS;
  const kinds = KINDS[medium];
  const weights = kinds.map((k) => (MIX[sentiment][k] ?? 0.01) * (0.7 + 0.6 * rng.next()));
  const sum = weights.reduce((a, b) => a + b, 0);
  const reactions: Reactions = { ...NO_REACTIONS, count: total };
  let left = total;
  kinds.forEach((kind, i) => {
    const n = i === kinds.length - 1 ? left : Math.min(left, Math.round((total * weights[i]!) / sum));
    reactions[kind] = n;
    left -= n;
  });
  return reactions;
}

/** Engagement of a post with the given audience; reach varies a lot between posts, as real engagement does. */
export function engagementOf(rng: Rng, medium: MediumName, reach: number, sentiment: Sentiment): Engagement {
  const audience = reach * Math.exp((rng.next() - 0.5) * 3);
  return {
    viewCount: SHOWS_VIEWS.has(medium) ? Math.round(audience) : 0,
    shareCount: Math.round(audience * SHARE_RATE[medium]),
    reactions: splitReactions(rng, Math.round(audience * REACTION_RATE[medium]), medium, sentiment),
  };
}
