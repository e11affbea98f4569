import { firstPosition, slotOf, type DocumentIndex } from './document-index.js';
import { foldAndTokenise, JOINED, joinedCjk, tokenHash } from './tokenise.js';

/** A keyword or phrase as the matcher looks for it: its tokens at consecutive positions. */
export interface CompiledTerm {
  tokens: string[];
  /** Token k must directly follow token k-1 with nothing between: both are CJK characters written together. */
  mustJoin: boolean[];
}

/*
 * Inside a term, CJK characters written together must be written together in the document (香港 does not match
 * "香。港"); every other boundary inside a term (a space, punctuation, a change of script or between letters and
 * digits) may be any separator, as in a phrase: "MTR站" matches "MTR站" and "MTR 站", "milk tea" matches "milk-tea".
 */
export function compileTerm(value: string): CompiledTerm {
  const { tokens, flags } = foldAndTokenise(value);
  return { tokens, mustJoin: tokens.map((_, k) => joinedCjk(flags, k)) };
}

/**
 * Where a term is searched: the field slots from..to (exclusive) of a DocumentIndex; title and body, the default,
 * are neighbours.
 */
export interface SlotRange {
  from: number;
  to: number;
}

/**
 * A term as a compiled query stores it, inline in one flat array so checking it reads few places in memory:
 * `from`, `to` (see SlotRange), the token count n, the first token's tokenHash, then the tokens, each after the
 * first preceded by 1 when it must join the one before (CJK characters written together), else 0.
 */
export type Code = (number | string | ((index: DocumentIndex) => boolean))[];

export function encodeTerm(term: CompiledTerm, slots: SlotRange, code: Code): void {
  code.push(slots.from, slots.to, term.tokens.length, term.tokens.length > 0 ? tokenHash(term.tokens[0]!) : 0);
  term.tokens.forEach((token, k) => {
    if (k > 0) code.push(term.mustJoin[k] ? 1 : 0);
    code.push(token);
  });
}

/** Whether the term encoded at `at` occurs at p inside one field (a phrase never runs from the title into the body). */
function termAt(code: Code, at: number, index: DocumentIndex, p: number): boolean {
  const n = code[at + 2] as number;
  if (n > 1 && p + n > (index.bounds[slotOf(index, p) + 1] as number)) return false;
  const { tokens, flags } = index;
  for (let k = 1, c = at + 5; k < n; k++, c += 2) {
    if (tokens[p + k] !== code[c + 1] || (code[c] === 1 && !((flags[p + k] as number) & JOINED))) return false;
  }
  return true;
}

/** Whether the term encoded at `at` occurs in its slots. A term with no token never matches. */
export function hasTerm(code: Code, at: number, index: DocumentIndex): boolean {
  if (code[at + 2] === 0) return false;
  let p = firstPosition(index, code[at + 4] as string, code[at + 3] as number);
  if (p < 0) return false;
  const from = index.bounds[code[at] as number] as number;
  const to = index.bounds[code[at + 1] as number] as number;
  while (p < from) if ((p = index.next[p] as number) < 0) return false;
  for (; p >= 0 && p < to; p = index.next[p] as number) if (termAt(code, at, index, p)) return true;
  return false;
}

/** Start positions of the term encoded at `at` in its slots, ascending. */
export function findTerm(code: Code, at: number, index: DocumentIndex): number[] {
  const found: number[] = [];
  if (code[at + 2] === 0) return found;
  const from = index.bounds[code[at] as number] as number;
  const to = index.bounds[code[at + 1] as number] as number;
  for (let p = firstPosition(index, code[at + 4] as string, code[at + 3] as number); p >= 0 && p < to; p = index.next[p] as number) {
    if (p >= from && termAt(code, at, index, p)) found.push(p);
  }
  return found;
}

/**
 * Keys a document must contain for the term to match, comparable with documentTokens: its Latin and digit tokens,
 * and for CJK characters written together each pair of neighbours (a lone CJK character is its own key).
 */
export function termKeys(term: CompiledTerm): string[] {
  const keys: string[] = [];
  term.tokens.forEach((token, k) => {
    const joinedBefore = term.mustJoin[k] === true;
    const joinedAfter = term.mustJoin[k + 1] === true;
    if (joinedBefore) keys.push(`${term.tokens[k - 1]}${token}`);
    else if (!joinedAfter) keys.push(token);
  });
  return [...new Set(keys)];
}
