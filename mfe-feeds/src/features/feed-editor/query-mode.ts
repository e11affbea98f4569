import type { FeedKeywords } from 'shared/contract';
import { guidedToQuery, parseQuery } from 'shared/query';

/** The parse error of an advanced query (its message says where), or null when the text parses or is empty. */
export function queryProblem(text: string): string | null {
  if (text.trim() === '') return null;
  const parsed = parseQuery(text);
  return parsed.ok ? null : parsed.error.message;
}

/** A stored query opens in advanced mode when its text is not just the guided groups written out. */
export function opensInAdvanced(keywords: Pick<FeedKeywords, 'guided' | 'advanced'>): boolean {
  const text = keywords.advanced.trim();
  return text !== '' && text !== guidedToQuery(keywords.guided).trim();
}
