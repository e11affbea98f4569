import { foldAndTokeniseInto, REPEATED, type TokenStream } from './tokenise.js';

export interface MatchDocument {
  title?: string;
  body: string;
  author?: string;
  site?: string;
}

export type DocumentField = 'title' | 'body' | 'author' | 'site';

/** The order of the fields in a DocumentIndex: title and body, searched together by default, are neighbours. */
export const FIELD_ORDER = ['title', 'body', 'author', 'site'] as const satisfies readonly DocumentField[];
export const FIELD_SLOT = { title: 0, body: 1, author: 2, site: 3 } as const satisfies Record<DocumentField, number>;

/**
 * A document folded and tokenised, all fields in one stream in FIELD_ORDER: the tokens of field slot f are
 * bounds[f] to bounds[f + 1] (exclusive); the first token of a field is never JOINED, and a token met before
 * in the document is flagged REPEATED. next[i] is the next position of token i's token (-1 after the last), and
 * `table` finds a token's first position (see firstPosition), so positions are walked in ascending order and a
 * lookup allocates nothing.
 */
export interface DocumentIndex extends TokenStream {
  /** The texts indexed, in FIELD_ORDER. */
  texts: string[];
  bounds: number[];
  next: Int32Array;
  /**
   * Open addressing on the tokens' hashes (tokenHash): first position + 1 of a distinct token, 0 for a free
   * slot; twice the tokens in size, a power of two. Cheaper to build than a Map, which would hash every token's
   * characters again, and a query's term looks its tokens up with hashes computed when it was compiled.
   */
  table: Int32Array;
}

export function indexDocument(doc: MatchDocument): DocumentIndex {
  const texts = FIELD_ORDER.map((name) => doc[name] ?? '');
  const stream: TokenStream = { tokens: [], flags: [], hashes: [] };
  const bounds = [0];
  for (const text of texts) {
    foldAndTokeniseInto(text, stream);
    bounds.push(stream.tokens.length);
  }
  const { tokens, flags, hashes } = stream;
  const next = new Int32Array(tokens.length);
  const table = new Int32Array(2 ** Math.ceil(Math.log2(2 * tokens.length + 2)));
  const mask = table.length - 1;
  // Backwards, so each token's slot ends at its first position with the chain running forwards.
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i] as string;
    let slot = (hashes[i] as number) & mask;
    let later = (table[slot] as number) - 1;
    while (later >= 0 && (hashes[later] !== hashes[i] || tokens[later] !== token)) {
      slot = (slot + 1) & mask;
      later = (table[slot] as number) - 1;
    }
    next[i] = later;
    if (later >= 0) flags[later] = (flags[later] as number) | REPEATED;
    table[slot] = i + 1;
  }
  return { tokens, flags, hashes, texts, bounds, next, table };
}

/** The first position of the token (whose tokenHash is `hash`) in the document, -1 when it does not occur. */
export function firstPosition(index: DocumentIndex, token: string, hash: number): number {
  const { table, tokens, hashes } = index;
  const mask = table.length - 1;
  for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
    const p = (table[slot] as number) - 1;
    // Hashes first: the query's token is likely cold in the CPU caches, the document's hashes are not.
    if (p < 0 || (hashes[p] === hash && tokens[p] === token)) return p;
  }
}

/** The field slot of token position p. */
export function slotOf(index: DocumentIndex, p: number): number {
  let f = 0;
  while (p >= (index.bounds[f + 1] as number)) f++;
  return f;
}

function changed(index: DocumentIndex, doc: MatchDocument): boolean {
  for (let f = 0; f < FIELD_ORDER.length; f++) if ((doc[FIELD_ORDER[f]!] ?? '') !== index.texts[f]) return true;
  return false;
}

const indexes = new WeakMap<MatchDocument, DocumentIndex>();

/**
 * The index of a document object, kept per object: every post is matched against many feeds, and each compiled
 * query looks at the same object. Indexed again when a field's text changed.
 */
export function documentIndex(doc: MatchDocument): DocumentIndex {
  let index = indexes.get(doc);
  if (!index || changed(index, doc)) {
    index = indexDocument(doc);
    indexes.set(doc, index);
  }
  return index;
}
