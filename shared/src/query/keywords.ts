import type { GuidedQuery, QueryGroup } from '../contract/index.js';
import { foldText } from './fold.js';

export const KEYWORD_CHAR_ERROR = "Characters like '*' and '/' are not allowed as keywords";

/** Spec doc 1 §5: '*' and '/' are refused anywhere in a keyword. */
export function keywordError(keyword: string): string | null {
  return /[*/]/.test(keyword) ? KEYWORD_CHAR_ERROR : null;
}

/**
 * The guided query as it is counted, printed and stored: keywords trimmed, blank keywords, empty alternatives and
 * empty groups dropped, and duplicates removed (the first spelling kept) — duplicate keywords inside an
 * alternative, and duplicate alternatives inside each in/ex list, compared as matching compares them
 * (case-insensitive, Traditional and Simplified folded: MTR/mtr, 港鐵/港铁).
 */
export function normaliseGuided(q: GuidedQuery): GuidedQuery {
  return q.map(normaliseGroup).filter((g) => g.in.length > 0 || g.ex.length > 0);
}

function normaliseGroup(group: QueryGroup): QueryGroup {
  return { in: normaliseAlternatives(group.in), ex: normaliseAlternatives(group.ex) };
}

function normaliseAlternatives(alternatives: string[][]): string[][] {
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const alternative of alternatives) {
    const keywords = uniqueKeywords(alternative);
    // An alternative is a set of keywords that must all appear, so its order does not make it different.
    const key = JSON.stringify(keywords.map(keywordKey).sort());
    if (keywords.length === 0 || seen.has(key)) continue;
    seen.add(key);
    out.push(keywords);
  }
  return out;
}

function uniqueKeywords(keywords: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of keywords) {
    const keyword = raw.trim();
    const key = keywordKey(keyword);
    if (keyword === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(keyword);
  }
  return out;
}

function keywordKey(keyword: string): string {
  return foldText(keyword).replace(/\s+/g, ' ');
}

/** Include (non-exclude) keywords after normalising: what the plan's keyword limits count (spec doc 1 §5, §9). */
export function countIncludeKeywords(q: GuidedQuery): number {
  return normaliseGuided(q).reduce((sum, g) => sum + g.in.reduce((n, alternative) => n + alternative.length, 0), 0);
}

export function hasKeywords(q: GuidedQuery): boolean {
  return countIncludeKeywords(q) > 0;
}
