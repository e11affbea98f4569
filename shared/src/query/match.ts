import type { QueryField, QueryNode } from './ast.js';
import { documentIndex, FIELD_SLOT, slotOf, type DocumentIndex, type MatchDocument } from './document-index.js';
import { positiveTerms } from './query-terms.js';
import { compileTerm, encodeTerm, findTerm, hasTerm, type Code, type SlotRange } from './term.js';

export type { MatchDocument } from './document-index.js';

export interface CompiledQuery {
  matches(doc: MatchDocument): boolean;
  /** matches() on a document already indexed (indexDocument), for matching one document against many queries. */
  matchesIndex(index: DocumentIndex): boolean;
  /** The query's positive terms found in the document (as written in the query), for highlighting. */
  matchedTerms(doc: MatchDocument): string[];
}

type Test = (index: DocumentIndex) => boolean;
/** Where a positional node occurs: token spans, `end` inclusive, within one field slot. */
type Span = { slot: number; start: number; end: number };
type Locate = (index: DocumentIndex) => Span[];

/** A term without a field operator searches the title and the body. */
const DEFAULT_SLOTS: SlotRange = { from: FIELD_SLOT.title, to: FIELD_SLOT.body + 1 };

function slotsOf(field: QueryField | null): SlotRange {
  return field === null ? DEFAULT_SLOTS : { from: FIELD_SLOT[field], to: FIELD_SLOT[field] + 1 };
}

/**
 * The matcher of a parsed query. A document is folded and tokenised once and shared by every compiled query that
 * looks at the same document object (see documentIndex); title and body are separate texts, so a phrase or NEAR
 * never spans from one into the other, while AND may find its parts in either.
 *
 * The query is compiled to one flat array (see run) rather than a tree of closures: a presearcher verifies a few
 * of many thousand stored queries per post, each of them cold in the CPU caches, and a flat array is read from a
 * few cache lines where a tree costs a memory access per node.
 */
export function compileQuery(ast: QueryNode): CompiledQuery {
  const code: Code = [];
  compileNode(ast, code);
  return new FlatQuery(
    code,
    positiveTerms(ast).map((t) => ({ value: t.value, code: termCode(t.value, slotsOf(t.field)) })),
  );
}

/** A compiled query; its methods read the flat form through `this` so a call touches no closure. */
class FlatQuery implements CompiledQuery {
  constructor(
    private readonly code: Code,
    private readonly highlights: { value: string; code: Code }[],
  ) {}

  matches(doc: MatchDocument): boolean {
    return run(this.code, 0, documentIndex(doc));
  }

  matchesIndex(index: DocumentIndex): boolean {
    return run(this.code, 0, index);
  }

  matchedTerms(doc: MatchDocument): string[] {
    const index = documentIndex(doc);
    const found = this.highlights.filter((h) => hasTerm(h.code, 0, index));
    return [...new Set(found.map((h) => h.value))];
  }
}

// Operations of the flat form. Every node starts with its operation and the position just past its end, so a
// short-circuit skips it: TERM then the term (encodeTerm); AND, OR, NOT then their children; NEAR then its test.
const TERM = 0;
const AND = 1;
const OR = 2;
const NOT = 3;
const NEAR = 4;

function compileNode(node: QueryNode, code: Code): void {
  const at = code.length;
  code.push(-1, -1);
  switch (node.type) {
    case 'term':
    case 'phrase':
      code[at] = TERM;
      encodeTerm(compileTerm(node.value), DEFAULT_SLOTS, code);
      break;
    case 'field':
      code[at] = TERM;
      encodeTerm(compileTerm(node.child.value), slotsOf(node.field), code);
      break;
    case 'and':
    case 'or':
      code[at] = node.type === 'and' ? AND : OR;
      for (const child of node.children) compileNode(child, code);
      break;
    case 'not':
      code[at] = NOT;
      compileNode(node.child, code);
      break;
    case 'near': {
      code[at] = NEAR;
      const locate = compileLocate(node);
      code.push((index) => locate(index).length > 0);
      break;
    }
  }
  code[at + 1] = code.length;
}

function run(code: Code, at: number, index: DocumentIndex): boolean {
  switch (code[at]) {
    case TERM:
      return hasTerm(code, at + 2, index);
    case AND:
      for (let child = at + 2, end = code[at + 1] as number; child < end; child = code[child + 1] as number) if (!run(code, child, index)) return false;
      return true;
    case OR:
      for (let child = at + 2, end = code[at + 1] as number; child < end; child = code[child + 1] as number) if (run(code, child, index)) return true;
      return false;
    case NOT:
      return !run(code, at + 2, index);
    default: // NEAR
      return (code[at + 2] as Test)(index);
  }
}

function termCode(value: string, slots: SlotRange): Code {
  const code: Code = [];
  encodeTerm(compileTerm(value), slots, code);
  return code;
}

function compileLocate(node: QueryNode): Locate {
  switch (node.type) {
    case 'term':
    case 'phrase':
      return termLocate(node.value, DEFAULT_SLOTS);
    case 'field':
      return termLocate(node.child.value, slotsOf(node.field));
    case 'or': {
      const locates = node.children.map(compileLocate);
      return (index) => locates.flatMap((l) => l(index));
    }
    case 'near': {
      const left = compileLocate(node.left);
      const right = compileLocate(node.right);
      return (index) => near(left(index), right(index), node.distance);
    }
    default:
      throw new Error(`NEAR cannot measure a ${node.type.toUpperCase()} operand`);
  }
}

function termLocate(value: string, slots: SlotRange): Locate {
  const code = termCode(value, slots);
  const length = code[2] as number;
  return (index) => findTerm(code, 0, index).map((start) => ({ slot: slotOf(index, start), start, end: start + length - 1 }));
}

/** Pairs of spans in the same field with at most `distance` tokens between them (overlapping spans have none). */
function near(left: Span[], right: Span[], distance: number): Span[] {
  const out: Span[] = [];
  for (const a of left) {
    for (const b of right) {
      if (a.slot !== b.slot) continue;
      const between = Math.max(0, b.start - a.end - 1, a.start - b.end - 1);
      if (between <= distance) out.push({ slot: a.slot, start: Math.min(a.start, b.start), end: Math.max(a.end, b.end) });
    }
  }
  return out;
}
