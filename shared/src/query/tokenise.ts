/** Positions of one text: token i starts right where token i-1 ended when joined[i] is true. */
export interface TokenStream {
  tokens: string[];
  joined: boolean[];
  /** Token i is a single Han, Hiragana or Katakana character. */
  cjk: boolean[];
}

/*
 * Tokens of folded text (see foldText), the unit of both matching and NEAR distances:
 * - each Han, Hiragana or Katakana character is a token of its own, since those scripts are written without
 *   spaces: a Chinese term then matches inside a longer run (香港 in 香港人) as a run of consecutive characters;
 * - other letters (with their combining marks) form runs, and digits form runs, so Latin terms match whole words
 *   only ('art' is not in 'party'); apostrophes and other punctuation split ("art's" holds the token 'art');
 * - a change between letters and digits splits too, so iPhone matches "iPhone15" and iPhone15 matches
 *   "iPhone 15" (the term's tokens iphone, 15 are consecutive either way).
 */
const TOKEN =
  /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc])|(\p{N}+)|((?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc\p{N}])[\p{L}\p{M}])+)/gu;

export function tokenise(folded: string): TokenStream {
  const stream: TokenStream = { tokens: [], joined: [], cjk: [] };
  let end = -1;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(folded); m !== null; m = TOKEN.exec(folded)) {
    stream.tokens.push(m[0]);
    stream.joined.push(m.index === end);
    stream.cjk.push(m[1] !== undefined);
    end = m.index + m[0].length;
  }
  return stream;
}
