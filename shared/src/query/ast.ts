/** The fields a `field:` operator names; a term without one searches the title and the body. */
export const QUERY_FIELDS = ['title', 'author', 'site'] as const;
export type QueryField = (typeof QUERY_FIELDS)[number];

/** A bare keyword, as written in the query. */
export interface TermNode {
  type: 'term';
  value: string;
}
/** A quoted phrase, unescaped. It matches like a term: its tokens in order, at consecutive positions. */
export interface PhraseNode {
  type: 'phrase';
  value: string;
}
export interface AndNode {
  type: 'and';
  children: QueryNode[];
}
export interface OrNode {
  type: 'or';
  children: QueryNode[];
}
export interface NotNode {
  type: 'not';
  child: QueryNode;
}
/** Both sides in the same field, in either order, with at most `distance` tokens between them. */
export interface NearNode {
  type: 'near';
  distance: number;
  left: QueryNode;
  right: QueryNode;
}
export interface FieldNode {
  type: 'field';
  field: QueryField;
  child: TermNode | PhraseNode;
}

export type QueryNode = TermNode | PhraseNode | AndNode | OrNode | NotNode | NearNode | FieldNode;

/** Nodes that have positions in a text, so NEAR can measure between them. */
export function isPositional(node: QueryNode): boolean {
  switch (node.type) {
    case 'term':
    case 'phrase':
    case 'field':
      return true;
    case 'near':
      return isPositional(node.left) && isPositional(node.right);
    case 'or':
      return node.children.every(isPositional);
    default:
      return false;
  }
}
