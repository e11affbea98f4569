import { foldText } from 'shared/query';

const HAN = /\p{Script=Han}/u;

/** Each Han character's fold, learnt on first sight: folding a post character by character must stay cheap. */
const hanFolds = new Map<string, string>();

function foldHan(char: string): string {
  let folded = hanFolds.get(char);
  if (folded === undefined) {
    folded = foldText(char);
    hanFolds.set(char, folded);
  }
  return folded;
}

/**
 * How each term (folded, as wordCloudTerms gives it) is written in the text it came from, in the terms' order, so a
 * word cloud can show 港鐵 rather than its fold 港铁. Han characters fold one to one, so a Chinese term's surface is
 * the slice of the text, as many characters long, whose characters fold to the term's; the first slice written
 * differently from the term wins. Latin terms, and any term not found so, show as the term.
 */
export function termSurfaces(text: string, terms: readonly string[]): string[] {
  const byFirstChar = new Map<string, string[][]>();
  for (const term of terms) {
    if (!HAN.test(term)) continue;
    const chars = Array.from(term);
    const list = byFirstChar.get(chars[0]!) ?? [];
    list.push(chars);
    byFirstChar.set(chars[0]!, list);
  }
  if (byFirstChar.size === 0) return [...terms];

  const original = Array.from(text);
  const folded = original.map((c) => (HAN.test(c) ? foldHan(c) : c));
  const surfaces = new Map<string, string>();
  for (let i = 0; i < folded.length; i += 1) {
    for (const chars of byFirstChar.get(folded[i]!) ?? []) {
      if (!chars.every((c, k) => folded[i + k] === c)) continue;
      const term = chars.join('');
      const surface = original.slice(i, i + chars.length).join('');
      if (surface !== term && !surfaces.has(term)) surfaces.set(term, surface);
    }
  }
  return terms.map((term) => surfaces.get(term) ?? term);
}
