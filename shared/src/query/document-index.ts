import { foldText } from './fold.js';
import { tokenise, type TokenStream } from './tokenise.js';

export interface MatchDocument {
  title?: string;
  body: string;
  author?: string;
  site?: string;
}

export type DocumentField = 'title' | 'body' | 'author' | 'site';

/** One field's tokens and where each token occurs. */
export interface IndexedField {
  stream: TokenStream;
  positions: Map<string, number[]>;
}

export function indexText(text: string): IndexedField {
  const stream = tokenise(foldText(text));
  const positions = new Map<string, number[]>();
  stream.tokens.forEach((token, i) => {
    const list = positions.get(token);
    if (list) list.push(i);
    else positions.set(token, [i]);
  });
  return { stream, positions };
}

/**
 * A document's fields, each tokenised on first use. Every post is matched against many feeds, so the index is
 * kept per document object and reused by every compiled query; a field is indexed again if its text changed.
 */
export class DocumentIndex {
  private readonly fields = new Map<DocumentField, { text: string; indexed: IndexedField }>();

  constructor(private readonly doc: MatchDocument) {}

  field(name: DocumentField): IndexedField {
    const text = this.doc[name] ?? '';
    let entry = this.fields.get(name);
    if (entry?.text !== text) {
      entry = { text, indexed: indexText(text) };
      this.fields.set(name, entry);
    }
    return entry.indexed;
  }
}

const indexes = new WeakMap<MatchDocument, DocumentIndex>();

export function documentIndex(doc: MatchDocument): DocumentIndex {
  let index = indexes.get(doc);
  if (!index) {
    index = new DocumentIndex(doc);
    indexes.set(doc, index);
  }
  return index;
}
