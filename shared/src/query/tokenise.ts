import { astralKept, foldCode, foldText, NO_FOLD } from './fold.js';

/** Flags of token i in TokenStream.flags. */
export const JOINED = 1;
export const CJK = 2;
/** Set by indexDocument: the token occurred earlier in the document. */
export const REPEATED = 4;

/** Positions of one text: token i starts right where token i-1 ended when flags[i] has JOINED. */
export interface TokenStream {
  tokens: string[];
  /** JOINED and CJK (token i is a single Han, Hiragana or Katakana character) per token. */
  flags: number[];
  /** tokenHash of each token, computed while scanning. */
  hashes: number[];
}

const HASH_SEED = 0x011c9dc5;

/** One step of FNV-1a, kept to 30 bits so hashes stay small integers, which arrays store unboxed. */
function mix(hash: number, codePoint: number): number {
  return Math.imul(hash ^ codePoint, 0x01000193) & 0x3fffffff;
}

/** A hash of a token's code points, the one the tokeniser computes for every token it finds. */
export function tokenHash(token: string): number {
  let hash = HASH_SEED;
  for (let i = 0; i < token.length; i++) {
    const codePoint = token.codePointAt(i) as number;
    hash = mix(hash, codePoint);
    if (codePoint > 0xffff) i++;
  }
  return hash;
}

/*
 * Tokens of folded text (see foldText), the unit of both matching and NEAR distances:
 * - each Han, Hiragana or Katakana character (and ー) is a token of its own, since those scripts are written
 *   without spaces: a Chinese term then matches inside a longer run (香港 in 香港人) as a run of consecutive
 *   characters;
 * - other letters (with their combining marks) form runs, and digits (every \p{N}) form runs, so Latin terms
 *   match whole words only ('art' is not in 'party'); apostrophes and other punctuation split ("art's" holds the
 *   token 'art');
 * - a change between letters and digits splits too, so iPhone matches "iPhone15" and iPhone15 matches
 *   "iPhone 15" (the term's tokens iphone, 15 are consecutive either way). A run of digits goes on through
 *   CJK numerals (1〇); a CJK numeral that starts a token is a CJK token.
 */
export function tokenise(folded: string): TokenStream {
  const stream: TokenStream = { tokens: [], flags: [], hashes: [] };
  scan(folded, false, stream);
  return stream;
}

/** tokenise(foldText(text)), see foldAndTokeniseInto. */
export function foldAndTokenise(text: string): TokenStream {
  const stream: TokenStream = { tokens: [], flags: [], hashes: [] };
  foldAndTokeniseInto(text, stream);
  return stream;
}

/**
 * Appends the tokens of foldText(text) to the stream, in one pass over the text that folds each code unit through
 * a table and builds no folded copy, for the usual text whose every character folds on its own (see foldCode);
 * any other text is folded whole first.
 */
export function foldAndTokeniseInto(text: string, stream: TokenStream): void {
  const count = stream.tokens.length;
  if (scan(text, true, stream)) return;
  stream.tokens.length = count;
  stream.flags.length = count;
  stream.hashes.length = count;
  scan(foldText(text), false, stream);
}

// Character classes, bits of CLASS: a CJK numeral (〇) is both CJK and NUMBER.
const IS_CJK = 1;
const IS_NUMBER = 2;
const IS_LETTER = 4;
const LEARNED = 8;
/** Per UTF-16 code unit (a lone surrogate is no letter): its class bits with LEARNED, or 0 until first met. */
const CLASS = new Uint8Array(0x10000);
/** The same for code points above U+FFFF, allocated on the first one. */
let astralClass: Uint8Array | null = null;

const CJK_CHAR = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc]$/u;
const NUMBER_CHAR = /^\p{N}$/u;
const LETTER_CHAR = /^[\p{L}\p{M}]$/u;

function learnClass(codePoint: number): number {
  const char = String.fromCodePoint(codePoint);
  const cjk = CJK_CHAR.test(char);
  const number = NUMBER_CHAR.test(char);
  return LEARNED | (cjk ? IS_CJK : 0) | (number ? IS_NUMBER : 0) | (!cjk && !number && LETTER_CHAR.test(char) ? IS_LETTER : 0);
}

function classOf(codePoint: number): number {
  if (codePoint < 0x10000) {
    let bits = CLASS[codePoint] as number;
    if (bits === 0) CLASS[codePoint] = bits = learnClass(codePoint);
    return bits;
  }
  astralClass ??= new Uint8Array(0x100000);
  let bits = astralClass[codePoint - 0x10000] as number;
  if (bits === 0) astralClass[codePoint - 0x10000] = bits = learnClass(codePoint);
  return bits;
}

/** Strings of CJK tokens, one per code point, shared by every text so equal tokens are one string. */
const SINGLE: (string | undefined)[] = new Array<string | undefined>(0x10000).fill(undefined);
const ASTRAL_SINGLE = new Map<number, string>();

function single(codePoint: number): string {
  if (codePoint < 0x10000) return (SINGLE[codePoint] ??= String.fromCharCode(codePoint));
  let char = ASTRAL_SINGLE.get(codePoint);
  if (char === undefined) ASTRAL_SINGLE.set(codePoint, (char = String.fromCodePoint(codePoint)));
  return char;
}

const NO_RUN = 0;
const LETTER_RUN = 1;
const NUMBER_RUN = 2;
const CJK_TOKEN = 3;
const NO_TOKEN = 4;

/**
 * Appends the tokens of `text` to the stream, folding each code unit with foldCode first when `fold` is set;
 * false, leaving some tokens appended, when a code unit cannot be folded on its own (the caller then folds the
 * text whole).
 */
function scan(text: string, fold: boolean, stream: TokenStream): boolean {
  const length = text.length;
  const { tokens, flags, hashes } = stream;
  let end = -1; // where the last token ended
  let run = NO_RUN;
  let runStart = 0;
  let runHash = HASH_SEED;
  let runJoined = 0;
  let runChanged = false;
  let runAscii = true;
  for (let i = 0; i < length; ) {
    const unit = text.charCodeAt(i);
    let code = unit;
    let width = 1;
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        code = (unit - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
        width = 2;
        if (fold && !astralKept(code)) return false;
      }
    }
    if (fold && width === 1) {
      code = foldCode(unit);
      if (code === NO_FOLD) return false;
    }
    const bits = code < 0x10000 ? (CLASS[code] as number) || classOf(code) : classOf(code);
    const kind =
      bits & IS_NUMBER && (run === NUMBER_RUN || !(bits & IS_CJK)) ? NUMBER_RUN : bits & IS_CJK ? CJK_TOKEN : bits & IS_LETTER ? LETTER_RUN : NO_TOKEN;
    if (run !== NO_RUN && kind !== run) {
      flags.push(runJoined);
      hashes.push(runHash);
      tokens.push(runToken(text, runStart, i, runChanged, runAscii));
      end = i;
      run = NO_RUN;
    }
    if (kind === CJK_TOKEN) {
      flags.push(CJK | (i === end ? JOINED : 0));
      hashes.push(mix(HASH_SEED, code));
      tokens.push(single(code));
      end = i + width;
    } else if (kind !== NO_TOKEN) {
      if (run === NO_RUN) {
        run = kind;
        runStart = i;
        runJoined = i === end ? JOINED : 0;
        runChanged = false;
        runAscii = true;
        runHash = HASH_SEED;
      }
      runHash = mix(runHash, code);
      // Folding keeps a pair of surrogates as it is, so only single units can change.
      if (code !== unit && width === 1) runChanged = true;
      if (unit >= 0x80) runAscii = false;
    }
    i += width;
  }
  if (run !== NO_RUN) {
    flags.push(runJoined);
    hashes.push(runHash);
    tokens.push(runToken(text, runStart, length, runChanged, runAscii));
  }
  return true;
}

/** A run of letters or digits: sliced from the text as it is unless folding changed one of its units. */
function runToken(text: string, start: number, end: number, changed: boolean, ascii: boolean): string {
  if (!changed) return text.slice(start, end);
  return ascii ? text.slice(start, end).toLowerCase() : foldedSlice(text, start, end);
}

const CHUNK = 1024;

/** text[start, end) folded unit by unit; every unit in it folds on its own, surrogate pairs are kept. */
function foldedSlice(text: string, start: number, end: number): string {
  let out = '';
  const codes: number[] = [];
  for (let from = start; from < end; from += CHUNK) {
    const to = Math.min(end, from + CHUNK);
    codes.length = 0;
    for (let i = from; i < to; i++) {
      const unit = text.charCodeAt(i);
      codes.push(unit >= 0xd800 && unit <= 0xdfff ? unit : foldCode(unit));
    }
    out += String.fromCodePoint(...codes);
  }
  return out;
}

/** Whether token i and the token before it are CJK characters written together (a pair key, a joined term). */
export function joinedCjk(flags: readonly number[], i: number): boolean {
  return i > 0 && ((flags[i] as number) & (CJK | JOINED)) === (CJK | JOINED) && ((flags[i - 1] as number) & CJK) !== 0;
}
