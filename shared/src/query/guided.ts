import type { GuidedQuery, QueryGroup } from '../contract/index.js';
import { normaliseGuided } from './keywords.js';
import { keywordText } from './print.js';

/**
 * The boolean text of a guided query (spec doc 1 §3), after normaliseGuided. Each group is its alternatives joined
 * by OR inside parentheses, followed, when it has exclusions, by AND NOT and its exclusions joined by OR inside
 * parentheses; groups are joined by AND. An alternative of several keywords is those keywords joined by AND inside
 * parentheses. Keywords that hold spaces, parentheses or quotes, or spell an operator, are quoted.
 *
 *   [{in:[[MTR],[港鐵]], ex:[[Disneyland]]}, {in:[[delay],[延誤]], ex:[]}]
 *   → (MTR OR 港鐵) AND NOT (Disneyland) AND (delay OR 延誤)
 *   [{in:[[MTR, delay],[港鐵]], ex:[[a],[b]]}]
 *   → ((MTR AND delay) OR 港鐵) AND NOT (a OR b)
 *
 * Everything at the top level is joined by AND, so a group's exclusions bind to the whole chain and never to one
 * alternative. A group with exclusions only prints as its NOT part. An empty query prints as ''.
 */
export function guidedToQuery(q: GuidedQuery): string {
  return normaliseGuided(q).map(groupText).join(' AND ');
}

function groupText(group: QueryGroup): string {
  const parts: string[] = [];
  if (group.in.length > 0) parts.push(alternativesText(group.in));
  if (group.ex.length > 0) parts.push(`NOT ${alternativesText(group.ex)}`);
  return parts.join(' AND ');
}

function alternativesText(alternatives: string[][]): string {
  return `(${alternatives.map(alternativeText).join(' OR ')})`;
}

function alternativeText(keywords: string[]): string {
  const texts = keywords.map(keywordText);
  return texts.length === 1 ? (texts[0] as string) : `(${texts.join(' AND ')})`;
}
