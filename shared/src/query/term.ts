import type { IndexedField } from './document-index.js';
import { foldText } from './fold.js';
import { tokenise } from './tokenise.js';

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
  const stream = tokenise(foldText(value));
  const mustJoin = stream.tokens.map((_, k) => k > 0 && stream.joined[k] === true && stream.cjk[k] === true && stream.cjk[k - 1] === true);
  return { tokens: stream.tokens, mustJoin };
}

/** Start positions of the term in the field: all of them, or only the first when `all` is false. A term with no token never matches. */
export function findTerm(term: CompiledTerm, field: IndexedField, all: boolean): number[] {
  const starts = term.tokens[0] === undefined ? undefined : field.positions.get(term.tokens[0]);
  if (!starts) return [];
  const { tokens, joined } = field.stream;
  const found: number[] = [];
  for (const p of starts) {
    let k = 1;
    while (k < term.tokens.length && tokens[p + k] === term.tokens[k] && (!term.mustJoin[k] || joined[p + k])) k++;
    if (k < term.tokens.length) continue;
    found.push(p);
    if (!all) break;
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
