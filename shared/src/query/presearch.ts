import type { QueryNode } from './ast.js';
import { documentIndex, type DocumentField, type MatchDocument } from './document-index.js';
import { compileTerm, termKeys } from './term.js';

const ALL_FIELDS: readonly DocumentField[] = ['title', 'body', 'author', 'site'];

/**
 * What a presearcher needs of a query: clauses that must all hold for the query to possibly match, each a set of
 * keys of which the document must contain at least one. Keys are folded tokens (CJK written together as pairs of
 * neighbouring characters), to be looked up in documentTokens(doc): for (a OR b) AND c it is [['a','b'],['c']],
 * for 港鐵 [['港铁']]. [] when nothing is required (e.g. a query of NOT only): such a query must be checked
 * against every document. An empty clause means the query can never match (its every keyword lacks letters,
 * digits and CJK characters).
 */
export function requiredTermSets(ast: QueryNode): string[][] {
  const clauses = required(ast);
  if (clauses.some((c) => c.length === 0)) return [[]];
  const seen = new Set<string>();
  return clauses.filter((c) => {
    const key = JSON.stringify([...c].sort());
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function required(node: QueryNode): string[][] {
  switch (node.type) {
    case 'term':
    case 'phrase':
      return termClauses(node.value);
    case 'field':
      return termClauses(node.child.value);
    case 'and':
      return node.children.flatMap(required);
    case 'near':
      return [...required(node.left), ...required(node.right)];
    case 'not':
      return [];
    case 'or': {
      const keys = new Set<string>();
      for (const child of node.children) {
        const clauses = required(child);
        if (clauses.length === 0) return [];
        // A child that can never match adds nothing; of the others, one clause each suffices.
        if (clauses.some((c) => c.length === 0)) continue;
        for (const key of mostSelective(clauses)) keys.add(key);
      }
      return [[...keys]];
    }
  }
}

function termClauses(value: string): string[][] {
  const keys = termKeys(compileTerm(value));
  return keys.length === 0 ? [[]] : keys.map((k) => [k]);
}

/** The clause with the fewest keys, then the longest shortest key: longer keys are rarer in posts. */
function mostSelective(clauses: string[][]): string[] {
  const score = (c: string[]) => [c.length, -Math.min(...c.map((k) => k.length))] as const;
  return clauses.reduce((best, c) => {
    const [n, l] = score(c);
    const [bn, bl] = score(best);
    return n < bn || (n === bn && l < bl) ? c : best;
  });
}

/** The presearch keys of a document (every field), to look up the keys of requiredTermSets in. */
export function documentTokens(doc: MatchDocument): Set<string> {
  const index = documentIndex(doc);
  const keys = new Set<string>();
  for (const name of ALL_FIELDS) {
    const { tokens, joined, cjk } = index.field(name).stream;
    tokens.forEach((token, i) => {
      keys.add(token);
      if (i > 0 && joined[i] && cjk[i] && cjk[i - 1]) keys.add(`${tokens[i - 1]}${token}`);
    });
  }
  return keys;
}
