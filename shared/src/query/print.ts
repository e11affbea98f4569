import type { QueryNode } from './ast.js';

const OPERATOR_WORD = /^(AND|OR|NOT|NEAR)$|^NEAR\//;
const FIELD_PREFIX = /^(title|author|site):/i;
const SPECIAL = /[\s()"]/;

/** A keyword that cannot stand bare in a query: it holds spaces, parentheses or quotes, or reads as an operator or a field. */
function needsQuotes(keyword: string): boolean {
  return keyword === '' || SPECIAL.test(keyword) || OPERATOR_WORD.test(keyword) || FIELD_PREFIX.test(keyword);
}

function quote(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&')}"`;
}

/** A keyword written so that parseQuery reads it back as that one keyword. */
export function keywordText(keyword: string): string {
  return needsQuotes(keyword) ? quote(keyword) : keyword;
}

/** The query text of an AST, in the layout guidedToQuery uses; parseQuery reads it back to the same AST. */
export function printQuery(node: QueryNode): string {
  switch (node.type) {
    case 'term':
      return keywordText(node.value);
    case 'phrase':
      return quote(node.value);
    case 'field':
      // After the colon the rest of the word is the keyword, even one that spells an operator (title:AND).
      return `${node.field}:${node.child.type === 'term' && node.child.value !== '' && !SPECIAL.test(node.child.value) ? node.child.value : quote(node.child.value)}`;
    case 'and':
      return node.children.map((c) => printGrouped(c, c.type === 'and' || c.type === 'or')).join(' AND ');
    case 'or':
      return node.children.map((c) => printGrouped(c, c.type === 'and' || c.type === 'or')).join(' OR ');
    case 'not':
      return `NOT ${printGrouped(node.child, node.child.type === 'and' || node.child.type === 'or')}`;
    case 'near':
      return `${printGrouped(node.left, node.left.type === 'or')} NEAR/${node.distance} ${printGrouped(node.right, node.right.type === 'or' || node.right.type === 'near')}`;
  }
}

function printGrouped(node: QueryNode, parenthesise: boolean): string {
  return parenthesise ? `(${printQuery(node)})` : printQuery(node);
}
