import { foldText } from 'shared/query';
import { INDUSTRY_KEYWORDS } from './industry-keywords.js';

/** ind_labels 1, the label of posts no other label fits. */
export const ALL_IN_HONG_KONG = 1;

const HAN = /\p{Script=Han}/u;

interface Matcher {
  pattern: RegExp;
  labelOf: Map<string, number>;
}

const MATCHER = buildMatcher(INDUSTRY_KEYWORDS);

/**
 * One pass over the text for all labels: Chinese keywords anywhere (Chinese has no spaces between words),
 * other keywords as whole words with an optional plural ending, longest keyword first where several start at
 * the same place.
 */
function buildMatcher(keywords: Readonly<Record<number, readonly string[]>>): Matcher {
  const labelOf = new Map<string, number>();
  for (const [label, words] of Object.entries(keywords)) {
    for (const word of words) labelOf.set(foldText(word), Number(label));
  }
  const byLength = [...labelOf.keys()].sort((a, b) => b.length - a.length);
  const chinese = byLength.filter((w) => HAN.test(w)).map(escape);
  const latin = byLength.filter((w) => !HAN.test(w)).map((w) => escape(w).replace(/ /g, '\\s+'));
  const pattern = new RegExp(
    `(${chinese.join('|')})|(?<![\\p{L}\\p{N}])(${latin.join('|')})(?:e?s)?(?![\\p{L}\\p{N}])`,
    'gu',
  );
  return { pattern, labelOf };
}

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The industry label (ind_labels) of a post: the source's own label when it has one; otherwise the label whose
 * keywords occur most often in title and message, the lower id on a tie, and All in Hong Kong when none occurs.
 */
export function industryLabel(title: string, message: string, sourceLabelId: number | null): number {
  if (sourceLabelId !== null) return sourceLabelId;
  const text = foldText(`${title}\n${message}`);
  const hits = new Map<number, number>();
  const { pattern, labelOf } = MATCHER;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    const label = labelOf.get((m[1] ?? m[2]) as string) as number;
    hits.set(label, (hits.get(label) ?? 0) + 1);
  }
  let best = ALL_IN_HONG_KONG;
  let most = 0;
  for (const [label, count] of hits) {
    if (count > most || (count === most && label < best)) {
      best = label;
      most = count;
    }
  }
  return best;
}
