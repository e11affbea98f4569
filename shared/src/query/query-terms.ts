import type { QueryField, QueryNode } from './ast.js';

/** A term or phrase outside every NOT, with its field (null: the default title and body). */
export interface PositiveTerm {
  value: string;
  field: QueryField | null;
}

/**
 * Terms outside every NOT in query order, leaving out author: and site: terms: these are the terms that can be
 * found, and so highlighted, in a post's title and message.
 */
export function positiveTerms(node: QueryNode): PositiveTerm[] {
  switch (node.type) {
    case 'term':
    case 'phrase':
      return [{ value: node.value, field: null }];
    case 'field':
      return node.field === 'title' ? [{ value: node.child.value, field: 'title' }] : [];
    case 'and':
    case 'or':
      return node.children.flatMap(positiveTerms);
    case 'near':
      return [...positiveTerms(node.left), ...positiveTerms(node.right)];
    case 'not':
      return [];
  }
}

/** Every positive term and phrase (see positiveTerms), as written, once each: for highlighting and pre-filtering. */
export function queryTerms(ast: QueryNode): string[] {
  return [...new Set(positiveTerms(ast).map((t) => t.value))];
}
