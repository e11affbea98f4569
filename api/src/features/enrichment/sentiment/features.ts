import vader from 'vader-sentiment';
import { foldText } from 'shared/query';
import type { ChineseLexicon } from './chinese-lexicon.js';

/** Hashed sparse features (bucket → value, L2-normalised) and a few dense lexicon features. */
export interface Features {
  sparse: Map<number, number>;
  dense: number[];
}

export const HASH_BITS = 20;
const HASH_MASK = (1 << HASH_BITS) - 1;

/**
 * Dense slots: English lexicon (VADER positive, negative, compound, present), Chinese lexicon (log positive,
 * log negative, log balance, present). Kept apart so each language learns its own weight for its lexicon.
 */
export const DENSE_SIZE = 8;

const HAN_RUN = /\p{Script=Han}+/gu;
const WORD = /[a-z][a-z0-9']*|[.!?]+|[\u{1F300}-\u{1FAFF}\u2600-\u27BF]/gu;
const CLAUSE_END = /^[.!?]+$/;
const ENGLISH_NEGATORS = new Set(['not', 'no', 'never', 'nothing', 'nobody', 'none', 'cannot', 'without', 'nor']);
// Negation scope in English: the next few words, or to the clause end.
const NEGATION_SCOPE = 3;
// A Chinese negator marks the next one and two characters, so 唔好食 yields ¬好 and ¬好食.
const CJK_NEGATORS = new Set(['唔', '不', '冇', '没', '未', '无', '别', '咪']);

/** 32-bit FNV-1a, so buckets are the same in every run and every process. */
function hash(feature: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < feature.length; i += 1) {
    h ^= feature.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & HASH_MASK;
}

/** Language hints collapse to the two families the model knows; anything else adds no prior. */
export function languageFamily(lang: string | null | undefined): 'en' | 'zh' | null {
  if (!lang) return null;
  const l = lang.toLowerCase();
  if (l.startsWith('en')) return 'en';
  if (l.startsWith('zh') || l.startsWith('yue')) return 'zh';
  return null;
}

function latinFeatures(folded: string, add: (f: string) => void): boolean {
  const words = folded.replace(/n't\b/g, ' not').replace(/[,;:]/g, ' . ').match(WORD) ?? [];
  let scope = 0;
  let previous = '<s>';
  let hasWord = false;
  for (const word of words) {
    if (CLAUSE_END.test(word)) {
      scope = 0;
      add(`w:${word[0]}`);
      previous = '<s>';
      continue;
    }
    hasWord = true;
    const marked = scope > 0 ? `¬${word}` : word;
    add(`w:${marked}`);
    add(`b:${previous} ${marked}`);
    previous = marked;
    scope = ENGLISH_NEGATORS.has(word) ? NEGATION_SCOPE : Math.max(0, scope - 1);
  }
  return hasWord;
}

function hanFeatures(folded: string, add: (f: string) => void): boolean {
  let hasHan = false;
  for (const match of folded.matchAll(HAN_RUN)) {
    hasHan = true;
    const run = match[0];
    for (let i = 0; i < run.length; i += 1) {
      add(`c:${run.slice(i, i + 1)}`);
      if (i + 2 <= run.length) add(`c:${run.slice(i, i + 2)}`);
      if (i + 3 <= run.length) add(`c:${run.slice(i, i + 3)}`);
      if (CJK_NEGATORS.has(run[i] as string) && i + 1 < run.length) {
        add(`n:${run.slice(i + 1, i + 2)}`);
        if (i + 2 < run.length) add(`n:${run.slice(i + 1, i + 3)}`);
      }
    }
  }
  return hasHan;
}

const HAN = /\p{Script=Han}/gu;
const LATIN = /[a-z]/gi;

/** Latin letters outnumber Han characters two to one: the text is read as English. */
export function mostlyLatin(text: string): boolean {
  return (text.match(LATIN)?.length ?? 0) > 2 * (text.match(HAN)?.length ?? 0);
}

export function extractFeatures(text: string, lang: string | null | undefined, lexicon: ChineseLexicon): Features {
  const folded = foldText(text);
  const counts = new Map<number, number>();
  const add = (feature: string) => {
    const bucket = hash(feature);
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  };
  const family = languageFamily(lang);
  if (family) add(`lang:${family}`);
  const hasLatin = latinFeatures(folded, add);
  const hasHan = hanFeatures(folded, add);

  // Binary presence, L2-normalised, so a long review and a short phrase weigh alike.
  const norm = Math.sqrt(counts.size) || 1;
  const sparse = new Map<number, number>();
  for (const bucket of counts.keys()) sparse.set(bucket, 1 / norm);

  const dense = new Array<number>(DENSE_SIZE).fill(0);
  // VADER costs about a microsecond per character, so it runs only where English is the main language.
  if (hasLatin && mostlyLatin(text)) {
    const p = vader.SentimentIntensityAnalyzer.polarity_scores(text);
    dense[0] = p.pos;
    dense[1] = p.neg;
    dense[2] = p.compound;
    dense[3] = 1;
  }
  if (hasHan) {
    const s = lexicon.score(folded);
    dense[4] = Math.log1p(s.positive);
    dense[5] = Math.log1p(s.negative);
    dense[6] = Math.log1p(s.positive) - Math.log1p(s.negative);
    dense[7] = 1;
  }
  return { sparse, dense };
}
