import type { CollectedPost } from '../collection/collected-post.js';
import { authorOf, zipfRank, type DemoAuthor } from './authors.js';
import { fill, pickLang, pickSentiment, textsOf } from './compose.js';
import { engagementOf } from './engagement.js';
import { Rng, mixSeed } from '../../random/seeded-rng.js';
import { DEMO_SOURCES, type DemoSource } from './sources.js';
import { storiesAround, storyRate } from './stories.js';
import { TOPICS, type Topic } from './topics.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Comments arrive within two days of their thread, so a window needs the threads of two days before it. */
const MAX_COMMENT_DELAY = 2 * DAY;
const MAX_COMMENTS = 60;

/**
 * Demo links live under a reserved `.invalid` domain (RFC 2606), which never resolves, and demo ids start with
 * `demo:`; a demo post can therefore never be mistaken for, or collide with, a collected one.
 */
export const DEMO_ORIGIN = 'https://demo.harbourpulse.invalid';
export const DEMO_ID_PREFIX = 'demo:';

/** Ordinary threads per hour by Hong Kong hour of day: quiet at night, busy at lunch and in the evening. */
const RHYTHM = [2, 1.2, 0.8, 0.5, 0.4, 0.5, 1, 2.5, 4, 4, 4, 4.5, 7, 6.5, 4, 4, 4, 4.5, 5, 6.5, 7.5, 8, 7, 4];
const HK_OFFSET_HOURS = 8;

export interface DemoStreamOptions {
  seed: number;
  /** Epoch ms; history ends here. */
  now: number;
}

export interface DemoStream {
  /** Posts of the last `days` days before `now`, oldest first. */
  history(days: number): CollectedPost[];
  /** Posts published in [fromMs, toMs), oldest first; consecutive windows never repeat or skip a post. */
  next(fromMs: number, toMs: number): CollectedPost[];
}

const slug = (site: string) => site.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * A simulated source of Hong Kong social posts for the demo. The world is a pure function of the seed and of
 * time: each hour's threads (with their later comments) come from a random stream seeded by (seed, hour), so
 * a restart, a history and a live tail all see the same posts.
 */
export function createDemoStream({ seed, now }: DemoStreamOptions): DemoStream {
  const authors = new Map<number, DemoAuthor>();
  const author = (rank: number) => {
    let a = authors.get(rank);
    if (!a) authors.set(rank, (a = authorOf(seed, rank)));
    return a;
  };

  function hourPosts(hour: number): CollectedPost[] {
    const rng = new Rng(mixSeed(seed, hour));
    const start = hour * HOUR;
    const ordinary = rng.poisson(RHYTHM[(hour + HK_OFFSET_HOURS) % 24]!);
    const posts: CollectedPost[] = [];
    let n = 0;
    for (let i = 0; i < ordinary; i++) {
      posts.push(...thread(rng, hour, n++, start + rng.next() * HOUR, rng.weighted(TOPICS, (t) => t.weight), false));
    }
    for (const story of storiesAround(seed, start + HOUR / 2)) {
      const extra = rng.poisson(storyRate(story, start + HOUR / 2));
      for (let i = 0; i < extra; i++) posts.push(...thread(rng, hour, n++, start + rng.next() * HOUR, story.topic, true));
    }
    return posts;
  }

  function thread(rng: Rng, hour: number, index: number, postedAt: number, topic: Topic, story: boolean): CollectedPost[] {
    const source: DemoSource = rng.weighted(DEMO_SOURCES, (s) => s.weight);
    const lang = pickLang(rng, topic, source.english);
    const texts = textsOf(topic, lang);
    const sentiment = pickSentiment(rng, topic.mood);
    const site = slug(source.site);
    const id = `${DEMO_ID_PREFIX}${site}:${hour}-${index}`;
    const threadLink = `${DEMO_ORIGIN}/${site}/thread/${hour}-${index}`;
    const threadTitle = fill(rng, rng.pick(texts.titles), lang, sentiment);
    const channel = source.channels ? rng.pick(source.channels) : null;
    const opener: DemoAuthor = source.newsroom
      ? { id: `${DEMO_ID_PREFIX}author:${site}-newsroom`, name: source.newsroom }
      : author(zipfRank(rng));
    const commentTotal = Math.min(MAX_COMMENTS, rng.poisson(source.comments * (story ? 1.5 : 1)));
    const base = {
      threadSourceId: id,
      medium: source.medium,
      site: source.site,
      threadTitle,
      threadLink,
      authorImage: null,
      channel,
      channelLink: channel === null ? null : `${DEMO_ORIGIN}/${site}/channel/${encodeURIComponent(channel)}`,
      // Newsrooms and blogs declare their language; social posts and forums do not.
      lang: source.medium === 'News' || source.medium === 'Blog' ? lang : null,
    };
    const posts: CollectedPost[] = [
      {
        ...base,
        sourceId: id,
        isComment: false,
        postLink: threadLink,
        message: fill(rng, rng.pick(texts.bodies), lang, sentiment),
        authorName: opener.name,
        authorId: opener.id,
        authorLink: `${DEMO_ORIGIN}/${site}/user/${encodeURIComponent(opener.id)}`,
        postedAt: Math.floor(postedAt),
        // The thread's final comment count: the comments below, some of which may still lie in the future.
        commentCount: commentTotal,
        ...engagementOf(rng, source.medium, source.reach * (story ? 3 : 1), sentiment),
      },
    ];
    for (let c = 1; c <= commentTotal; c++) {
      const commenter = author(zipfRank(rng));
      const mood = pickSentiment(rng, topic.mood);
      const template = rng.pick(texts.comments);
      const message = fill(rng, rng.chance(0.4) ? `${template} {feel}` : template, lang, mood);
      posts.push({
        ...base,
        sourceId: `${id}:c${c}`,
        isComment: true,
        postLink: `${threadLink}#comment-${c}`,
        message,
        authorName: commenter.name,
        authorId: commenter.id,
        authorLink: `${DEMO_ORIGIN}/${site}/user/${encodeURIComponent(commenter.id)}`,
        postedAt: Math.floor(postedAt + Math.min(MAX_COMMENT_DELAY - MINUTE, 2 * MINUTE + rng.exponential(3 * HOUR))),
        commentCount: 0,
        ...engagementOf(rng, source.medium, source.reach / 200, mood),
      });
    }
    return posts;
  }

  function window(fromMs: number, toMs: number): CollectedPost[] {
    const posts: CollectedPost[] = [];
    const last = Math.floor((toMs - 1) / HOUR);
    for (let hour = Math.floor((fromMs - MAX_COMMENT_DELAY) / HOUR); hour <= last; hour++) {
      for (const post of hourPosts(hour)) if (post.postedAt >= fromMs && post.postedAt < toMs) posts.push(post);
    }
    return posts.sort((a, b) => a.postedAt - b.postedAt || a.sourceId.localeCompare(b.sourceId));
  }

  return {
    history: (days) => window(now - days * DAY, now),
    next: window,
  };
}
