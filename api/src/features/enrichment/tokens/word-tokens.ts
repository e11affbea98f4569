import { foldText } from 'shared/query';
import { CANTONESE_PARTICLES, HONG_KONG_WORDS } from './hong-kong-lexicon.js';

const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u30fc';
/** A letter, mark or digit of an alphabetic script: everything CJK aside. */
const ALNUM = `(?:(?![${CJK}])[\\p{L}\\p{M}\\p{N}])`;

/**
 * The pieces of folded text, in order: a link (kept whole so callers can tell it apart), a run of CJK characters
 * (segmented further), a number with separators (13,000 or 1.5), or a word whose parts are joined by an apostrophe
 * or a hyphen (don't, e-commerce); whatever lies between (spaces, punctuation, emoji) is no token.
 */
const PIECE = new RegExp(
  `((?:https?://|www\\.)\\S+)|([${CJK}]+)|(\\p{N}+(?:[.,]\\p{N}+)+|${ALNUM}+(?:['’-]${ALNUM}+)*)`,
  'gu',
);

/** English possessive or contraction ending: MTR's counts as mtr. */
const POSSESSIVE = /['’]s$/;

/** Lexicon words by their first code unit, longest first, so matching tries only words that can start here. */
const LEXICON = lexiconByFirstUnit([...HONG_KONG_WORDS, ...CANTONESE_PARTICLES].map(foldText));

function lexiconByFirstUnit(words: string[]): Map<string, string[]> {
  const byFirst = new Map<string, string[]>();
  for (const word of new Set(words)) {
    const list = byFirst.get(word[0] as string) ?? [];
    list.push(word);
    byFirst.set(word[0] as string, list);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.length - a.length);
  return byFirst;
}

const SEGMENTER = new Intl.Segmenter('zh', { granularity: 'word' });

/**
 * Word tokens of a text for English and Chinese, in order, folded like query matching (foldText: NFKC, lower
 * case, Traditional to Simplified), so 港鐵 and 港铁 give the same token 港铁. Latin words are whole words;
 * links are single tokens. Runs of Chinese are cut by forward maximum matching over the Hong Kong lexicon first
 * (place names, transport, food, civic and everyday Cantonese words stay whole, Cantonese particles stand alone),
 * and the stretches between lexicon words go to ICU's word segmenter.
 */
export function wordTokens(text: string): string[] {
  const tokens: string[] = [];
  const folded = foldText(text);
  PIECE.lastIndex = 0;
  for (let m = PIECE.exec(folded); m !== null; m = PIECE.exec(folded)) {
    if (m[2] !== undefined) segmentCjk(m[2], tokens);
    else if (m[1] !== undefined) tokens.push(m[1]);
    else tokens.push(m[0].replace(POSSESSIVE, '').replace(/’/g, "'"));
  }
  return tokens;
}

function segmentCjk(run: string, tokens: string[]): void {
  let gapStart = 0;
  let i = 0;
  while (i < run.length) {
    const word = lexiconWordAt(run, i);
    if (word === undefined) {
      i += 1;
      continue;
    }
    if (gapStart < i) segmentGap(run.slice(gapStart, i), tokens);
    tokens.push(word);
    i += word.length;
    gapStart = i;
  }
  if (gapStart < run.length) segmentGap(run.slice(gapStart), tokens);
}

function lexiconWordAt(run: string, at: number): string | undefined {
  const candidates = LEXICON.get(run[at] as string);
  return candidates?.find((word) => run.startsWith(word, at));
}

function segmentGap(gap: string, tokens: string[]): void {
  if (gap.length === 1) {
    tokens.push(gap);
    return;
  }
  for (const { segment } of SEGMENTER.segment(gap)) tokens.push(segment);
}
