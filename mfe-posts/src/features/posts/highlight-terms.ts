import { parseQuery, queryTerms } from 'shared/query';

/** The words a query would find in titles and messages: its positive terms, or its plain words when it does not parse. */
function termsOf(query: string): string[] {
  if (query.trim() === '') return [];
  const parsed = parseQuery(query);
  return parsed.ok ? queryTerms(parsed.ast) : query.split(/\s+/).filter((w) => w !== '');
}

/** What the highlight toggle marks: the feed's keywords and the applied search's terms. */
export function highlightTerms(feedQuery: string, search: string): string[] {
  return [...new Set([...termsOf(feedQuery), ...termsOf(search)])];
}
