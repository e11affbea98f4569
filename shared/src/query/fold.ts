import { FOLD_PAIRS } from './fold-table.js';

const FOLD = buildFold(FOLD_PAIRS);

function buildFold(pairs: string): Map<string, string> {
  const chars = Array.from(pairs);
  const map = new Map<string, string>();
  for (let i = 0; i + 1 < chars.length; i += 2) map.set(chars[i] as string, chars[i + 1] as string);
  return map;
}

const HAN = /\p{Script=Han}/gu;

/**
 * The form every comparison in query matching uses: NFKC (full-width Ｍ → M, compatibility ideographs),
 * lower case, and Traditional (and Hong Kong / Taiwan variant) characters folded to Simplified, one character to
 * one character, so 港鐵, 港铁 and ＭＴＲ/mtr compare equal. Simplified is the direction because the OpenCC table
 * maps many Traditional forms onto one Simplified form (發, 髮 → 发), which a fold needs.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(HAN, (c) => FOLD.get(c) ?? c);
}
