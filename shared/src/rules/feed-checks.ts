import type { FeedDetail, FeedFrequency, FeedKeywords, FeedType, GuidedQuery } from '../contract/index.js';

/** The feed creation checks of spec doc 1 §5, in the table's order. */
export const FEED_CHECK_MESSAGES = {
  noType: 'No feed type selected',
  noName: 'Feed name has not been set yet',
  noKeywords: 'Keywords has not been set yet',
  keywordsExceed: 'Keywords exceed the limit',
  noLanguage: 'No AI Language picked',
  noMedium: 'No medium selected',
  noStart: 'No start date selected',
  noEnd: 'No end date selected',
  noFrequency: 'No update frequency selected',
} as const;

export const EDIT_KEYWORDS_EMPTY = 'Keywords cannot be empty.';
/** Non-exclude keywords an ad-hoc feed may hold, whatever the plan. */
export const ADHOC_KEYWORD_CAP = 100;
export const ADHOC_FREQUENCY_TOOLTIP = 'This feature is only available for live feed';
export const FEED_TYPE_LOCKED = 'Feed type cannot be changed';

/**
 * Keywords exist when the advanced string is non-blank or the guided query includes a keyword: exclusions
 * alone would collect every post that lacks them.
 */
export function hasFeedKeywords(keywords: Pick<FeedKeywords, 'guided' | 'advanced'>): boolean {
  if (keywords.advanced.trim() !== '') return true;
  return keywords.guided.some((g) => g.in.some((list) => list.some((k) => k.trim() !== '')));
}

/**
 * The first failing creation check (spec doc 1 §5), or null. Keyword counting is passed in so the rules
 * stay independent of the query language; callers pass its `countIncludeKeywords`.
 */
export function creationError(detail: FeedDetail, countIncludeKeywords: (q: GuidedQuery) => number): string | null {
  const m = FEED_CHECK_MESSAGES;
  if (detail.type === null) return m.noType;
  if (detail.name.trim() === '') return m.noName;
  if (!hasFeedKeywords(detail.keywords)) return m.noKeywords;
  if (detail.type === 1 && countIncludeKeywords(detail.keywords.guided) > ADHOC_KEYWORD_CAP) return m.keywordsExceed;
  if (detail.lang === '') return m.noLanguage;
  if (detail.mediums !== null && detail.mediums.length === 0) return m.noMedium;
  if (!detail.unix_start) return m.noStart;
  if (detail.type === 1 && !detail.unix_end) return m.noEnd;
  if (detail.frequency === null) return m.noFrequency;
  return null;
}

/** Ad-hoc feeds update on request only; live feeds may choose any frequency (spec doc 1 §5). */
export function frequencyAllowed(type: FeedType | null, frequency: FeedFrequency): boolean {
  return type !== 1 || frequency === 3;
}

export type EditorStep = 'type' | 'name' | 'keywords' | 'sources' | 'settings';

/** When a breadcrumb step counts as complete (spec doc 1 §4). */
export function stepComplete(step: EditorStep, detail: FeedDetail): boolean {
  switch (step) {
    case 'type':
      return detail.type !== null;
    case 'name':
      return detail.name.trim() !== '';
    case 'keywords':
      return hasFeedKeywords(detail.keywords);
    case 'sources':
      return detail.mediums === null || detail.mediums.length > 0;
    case 'settings':
      return detail.unix_start !== 0;
  }
}

/** The settings step's final button (spec doc 1 §5): ad-hoc needs frequency, language, start and end; live all but the end. */
export function settingsComplete(detail: Pick<FeedDetail, 'type' | 'frequency' | 'lang' | 'unix_start' | 'unix_end'>): boolean {
  if (detail.frequency === null || detail.lang === '' || !detail.unix_start) return false;
  return detail.type !== 1 || detail.unix_end !== 0;
}

/** The created notice (spec doc 1 §2.7): the feed name in quotes. */
export function createdMessage(name: string): string {
  return `"${name}" has been created successfully`;
}

/** Database error texts shown to the user lose the driver's prefix and the SQLSTATE suffix (spec doc 1 §8). */
export function cleanServerError(text: string): string {
  return text
    .trim()
    .replace(/^scany: rows final error: ERROR: /, '')
    .replace(/\s*\(?SQLSTATE P0001\)?$/, '')
    .trim();
}
