import { readFileSync } from 'node:fs';
import type { LexiconEntry } from './chinese-lexicon.js';
import { seededRandom, type Sentiment } from './softmax.js';

export interface TrainingText {
  text: string;
  label: Sentiment;
  lang: 'en' | 'yue';
}

/**
 * VADER ICWSM-2014 tweets: the mean of 20+ human ratings on -4..4. A mean within ±0.5 (half a scale step of
 * the raters' average) counts as neutral; the band was fixed before any evaluation.
 */
export function loadVaderTweets(file: string): TrainingText[] {
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((line) => line.split('\t'))
    .filter((cols) => cols.length >= 3)
    .map(([, mean, ...text]) => {
      const m = Number(mean);
      return { text: text.join('\t'), label: (m > 0.5 ? 1 : m < -0.5 ? -1 : 0) as Sentiment, lang: 'en' as const };
    });
}

/** Tab-separated `label<TAB>text` with label -1, 0 or 1; `#` lines are comments. */
export function loadSeedSet(file: string): TrainingText[] {
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [label, text] = line.split('\t');
      const value = Number(label);
      if (!text || ![-1, 0, 1].includes(value)) throw new Error(`seed set: bad line "${line}"`);
      return { text, label: value as Sentiment, lang: 'yue' as const };
    });
}

/** Tab-separated `term<TAB>valence` (-5..5); `#` lines are comments. */
export function loadLexiconFile(file: string): LexiconEntry[] {
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [term, valence] = line.split('\t');
      const value = Number(valence);
      if (!term || !Number.isFinite(value)) throw new Error(`lexicon: bad line "${line}"`);
      return [term, value] as const;
    });
}


/**
 * Review-length texts composed from the short seed phrases, because posts and reviews are paragraphs while
 * the seed set is phrases. A positive review is mostly positive phrases with neutral narration; a neutral
 * one mixes praise and complaint (as an "ok" rating usually does) or is plain narration.
 */
export function composeReviews(seed: readonly TrainingText[], count: number, randomSeed: number): TrainingText[] {
  const random = seededRandom(randomSeed);
  const of = (label: Sentiment) => seed.filter((t) => t.label === label).map((t) => t.text);
  const pools = { [-1]: of(-1), 0: of(0), 1: of(1) } as Record<Sentiment, string[]>;
  const pick = (label: Sentiment) => {
    const pool = pools[label];
    return pool[Math.floor(random() * pool.length)] as string;
  };
  const recipes: Record<Sentiment, Sentiment[][]> = {
    1: [[0, 1, 1], [1, 0, 1, 1], [0, 1, 0, 1], [1, 1, -1, 1, 0]],
    0: [[0, 1, -1], [1, 0, -1, 0], [0, 0, 1, -1, 0], [-1, 0, 1], [0, 0, 0]],
    [-1]: [[0, -1, -1], [-1, 0, -1, -1], [0, -1, 0, -1], [-1, 1, -1, -1, 0]],
  } as Record<Sentiment, Sentiment[][]>;
  const out: TrainingText[] = [];
  for (let i = 0; i < count; i += 1) {
    const label = ([-1, 0, 1] as const)[i % 3] as Sentiment;
    const options = recipes[label];
    const recipe = options[Math.floor(random() * options.length)] as Sentiment[];
    out.push({ text: recipe.map(pick).join(random() < 0.5 ? '，' : '。'), label, lang: 'yue' });
  }
  return out;
}
