import type { QueryField, QueryNode } from './ast.js';
import { documentIndex, type DocumentField, type DocumentIndex, type MatchDocument } from './document-index.js';
import { positiveTerms } from './query-terms.js';
import { compileTerm, findTerm, type CompiledTerm } from './term.js';

export type { MatchDocument } from './document-index.js';

export interface CompiledQuery {
  matches(doc: MatchDocument): boolean;
  /** The query's positive terms found in the document (as written in the query), for highlighting. */
  matchedTerms(doc: MatchDocument): string[];
}

type Test = (doc: DocumentIndex) => boolean;
/** Where a positional node occurs: token spans, `end` inclusive, within one field. */
type Span = { field: DocumentField; start: number; end: number };
type Locate = (doc: DocumentIndex) => Span[];

/** A term without a field operator searches the title and the body. */
const DEFAULT_FIELDS: readonly DocumentField[] = ['title', 'body'];

function fieldsOf(field: QueryField | null): readonly DocumentField[] {
  return field === null ? DEFAULT_FIELDS : [field];
}

/**
 * The matcher of a parsed query. A document's fields are folded and tokenised once and shared by every compiled
 * query that looks at the same document object (see DocumentIndex); title and body are separate texts, so a phrase
 * or NEAR never spans from one into the other, while AND may find its parts in either.
 */
export function compileQuery(ast: QueryNode): CompiledQuery {
  const test = compileTest(ast);
  const highlights = positiveTerms(ast).map((t) => ({ value: t.value, term: compileTerm(t.value), fields: fieldsOf(t.field) }));
  return {
    matches: (doc) => test(documentIndex(doc)),
    matchedTerms: (doc) => {
      const index = documentIndex(doc);
      const found = highlights.filter((h) => h.fields.some((f) => findTerm(h.term, index.field(f), false).length > 0));
      return [...new Set(found.map((h) => h.value))];
    },
  };
}

function compileTest(node: QueryNode): Test {
  switch (node.type) {
    case 'term':
    case 'phrase':
      return termTest(compileTerm(node.value), DEFAULT_FIELDS);
    case 'field':
      return termTest(compileTerm(node.child.value), fieldsOf(node.field));
    case 'and': {
      const tests = node.children.map(compileTest);
      return (doc) => tests.every((t) => t(doc));
    }
    case 'or': {
      const tests = node.children.map(compileTest);
      return (doc) => tests.some((t) => t(doc));
    }
    case 'not': {
      const test = compileTest(node.child);
      return (doc) => !test(doc);
    }
    case 'near': {
      const locate = compileLocate(node);
      return (doc) => locate(doc).length > 0;
    }
  }
}

function termTest(term: CompiledTerm, fields: readonly DocumentField[]): Test {
  return (doc) => fields.some((f) => findTerm(term, doc.field(f), false).length > 0);
}

function compileLocate(node: QueryNode): Locate {
  switch (node.type) {
    case 'term':
    case 'phrase':
      return termLocate(compileTerm(node.value), DEFAULT_FIELDS);
    case 'field':
      return termLocate(compileTerm(node.child.value), fieldsOf(node.field));
    case 'or': {
      const locates = node.children.map(compileLocate);
      return (doc) => locates.flatMap((l) => l(doc));
    }
    case 'near': {
      const left = compileLocate(node.left);
      const right = compileLocate(node.right);
      return (doc) => near(left(doc), right(doc), node.distance);
    }
    default:
      throw new Error(`NEAR cannot measure a ${node.type.toUpperCase()} operand`);
  }
}

function termLocate(term: CompiledTerm, fields: readonly DocumentField[]): Locate {
  const length = term.tokens.length;
  return (doc) => fields.flatMap((field) => findTerm(term, doc.field(field), true).map((start) => ({ field, start, end: start + length - 1 })));
}

/** Pairs of spans in the same field with at most `distance` tokens between them (overlapping spans have none). */
function near(left: Span[], right: Span[], distance: number): Span[] {
  const out: Span[] = [];
  for (const a of left) {
    for (const b of right) {
      if (a.field !== b.field) continue;
      const between = Math.max(0, b.start - a.end - 1, a.start - b.end - 1);
      if (between <= distance) out.push({ field: a.field, start: Math.min(a.start, b.start), end: Math.max(a.end, b.end) });
    }
  }
  return out;
}
