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

const UNKNOWN = -2;
/** Per UTF-16 code unit: the code point it folds to alone, NO_FOLD, or UNKNOWN until first met. */
const FOLDED = new Int32Array(0x10000).fill(UNKNOWN);
/** Returned by foldCode for a code unit whose fold depends on its neighbours. */
export const NO_FOLD = -1;

const MARK = /^\p{M}$/u;
// Conjoining and compatibility Hangul jamo compose with their neighbours under NFKC even though they are letters.
const JAMO = /^[\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\ud7b0-\ud7ff\uffa0-\uffdc]$/;
// Variation selectors are marks that never compose or reorder, and follow every other emoji (❤️).
const VARIATION_SELECTOR = /^[\ufe00-\ufe0f]$/;

/**
 * The code point a UTF-16 code unit folds to on its own, as foldText would fold it inside any text (嗰 folds to
 * 𠮶, above U+FFFF), or NO_FOLD when that can depend on its neighbours or is not one code point: surrogates,
 * combining marks and jamo (NFKC composes or reorders them with their neighbours), capital sigma (lower case
 * depends on the end of the word), and characters that fold to several (ﬁ → fi, ㍿). Lets a text made only of
 * such units be folded one unit at a time, in one pass with tokenising; any other text goes through foldText whole.
 */
export function foldCode(code: number): number {
  let folded = FOLDED[code] as number;
  if (folded === UNKNOWN) {
    folded = learnFold(code);
    FOLDED[code] = folded;
  }
  return folded;
}

function learnFold(code: number): number {
  if (code >= 0xd800 && code <= 0xdfff) return NO_FOLD;
  const char = String.fromCharCode(code);
  if ((MARK.test(char) && !VARIATION_SELECTOR.test(char)) || JAMO.test(char)) return NO_FOLD;
  const folded = foldText(char);
  const codePoint = folded.codePointAt(0);
  if (codePoint === undefined || String.fromCodePoint(codePoint) !== folded) return NO_FOLD;
  // The same inside a word at either side, which rules out context-dependent folds such as final sigma.
  if (foldText(`a${char}`) !== `a${folded}` || foldText(`${char}a`) !== `${folded}a`) return NO_FOLD;
  return codePoint;
}

/** Per code point above U+FFFF: 0 until first met, then KEPT or CHANGED; allocated on the first such code point. */
let astral: Uint8Array | null = null;
const KEPT = 1;
const CHANGED = 2;

/**
 * Whether foldText leaves a code point above U+FFFF (emoji, rare Han characters) as it is wherever it stands;
 * the others (mathematical letters, compatibility ideographs, marks) need foldText on the whole text.
 */
export function astralKept(codePoint: number): boolean {
  astral ??= new Uint8Array(0x100000);
  let state = astral[codePoint - 0x10000] as number;
  if (state === 0) {
    const char = String.fromCodePoint(codePoint);
    state = !MARK.test(char) && foldText(char) === char && foldText(`a${char}a`) === `a${char}a` ? KEPT : CHANGED;
    astral[codePoint - 0x10000] = state;
  }
  return state === KEPT;
}
