import { sql, type SQL } from 'drizzle-orm';
import { documentTokens, indexDocument, type QueryNode } from 'shared/query';

/**
 * The query as a condition on a feed link's title and body keys (fp.text_keys), when those keys decide it exactly:
 * AND, OR and NOT over keywords (terms or phrases without a field) of one key each, that is one word, one CJK
 * character or two CJK characters written together. Such a keyword matches exactly when the post's title or body
 * holds its key. Null when some part needs the text (NEAR, a field, a keyword of several words or longer CJK).
 */
export function keywordCondition(node: QueryNode): SQL | null {
  switch (node.type) {
    case 'term':
    case 'phrase': {
      const key = decidingKey(node.value);
      if (key === null) return null;
      return key === '' ? sql`false` : sql`fp.text_keys @> ${sql.param([key])}::text[]`;
    }
    case 'and':
    case 'or': {
      const parts = node.children.map(keywordCondition);
      if (parts.some((p) => p === null)) return null;
      return sql`(${sql.join(parts as SQL[], node.type === 'and' ? sql` and ` : sql` or `)})`;
    }
    case 'not': {
      const part = keywordCondition(node.child);
      return part === null ? null : sql`(not ${part})`;
    }
    default:
      return null;
  }
}

/**
 * The key a keyword matches by: its token when it has one, the pair when it is two CJK characters written together
 * (the only two tokens documentTokens joins into a key); '' when it has no token (it never matches); null otherwise.
 * The keyword is tokenised as the matcher tokenises it.
 */
function decidingKey(value: string): string | null {
  const { tokens } = indexDocument({ body: value });
  if (tokens.length === 0) return '';
  if (tokens.length === 1) return tokens[0]!;
  if (tokens.length === 2) {
    const pair = `${tokens[0]}${tokens[1]}`;
    if (documentTokens({ body: value }).has(pair)) return pair;
  }
  return null;
}
