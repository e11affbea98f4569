import type { FeedDetail, GuidedQuery } from '../contract/index.js';
import {
  ADHOC_KEYWORD_CAP,
  FEED_CHECK_MESSAGES as M,
  cleanServerError,
  createdMessage,
  creationError,
  frequencyAllowed,
  hasFeedKeywords,
  settingsComplete,
  stepComplete,
} from './feed-checks.js';

const countKeywords = (q: GuidedQuery) => q.flatMap((g) => g.in.flat()).filter((k) => k.trim()).length;

function detail(over: Partial<FeedDetail> = {}): FeedDetail {
  return {
    type: 1,
    name: 'Harbour',
    indus_id: 0,
    keywords: { guided: [{ in: [['MTR']], ex: [] }], advanced: '', guidedView: { NoExOnly: false, ExcludeOnly: false } },
    lang: 'en',
    mediums: null,
    unix_start: Date.UTC(2026, 0, 1, 4),
    unix_end: Date.UTC(2026, 0, 31, 4),
    frequency: 3,
    ...over,
  };
}

const withKeywords = (guided: GuidedQuery, advanced = '') => ({ guidedView: { NoExOnly: false, ExcludeOnly: false }, guided, advanced });

describe('creationError', () => {
  it('passes a complete detail', () => {
    expect(creationError(detail(), countKeywords)).toBeNull();
    expect(creationError(detail({ type: 0, unix_end: 0, frequency: 0 }), countKeywords)).toBeNull();
  });

  it.each<[string, Partial<FeedDetail>, string]>([
    ['type null', { type: null }, M.noType],
    ['blank name', { name: '   ' }, M.noName],
    ['no keywords', { keywords: withKeywords([{ in: [[' ']], ex: [] }]) }, M.noKeywords],
    ['no language', { lang: '' }, M.noLanguage],
    ['empty mediums', { mediums: [] }, M.noMedium],
    ['no start', { unix_start: 0 }, M.noStart],
    ['ad-hoc without end', { unix_end: 0 }, M.noEnd],
    ['no frequency', { frequency: null }, M.noFrequency],
  ])('%s', (_, over, message) => {
    expect(creationError(detail(over), countKeywords)).toBe(message);
  });

  it('reports the first failing check in the table order', () => {
    expect(creationError(detail({ type: null, name: '' }), countKeywords)).toBe('No feed type selected');
    expect(creationError(detail({ lang: '', mediums: [], unix_start: 0 }), countKeywords)).toBe('No AI Language picked');
    expect(creationError(detail({ unix_start: 0, unix_end: 0, frequency: null }), countKeywords)).toBe('No start date selected');
  });

  it('caps ad-hoc include keywords at 100, exclusions not counted', () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => [`k${i}`]);
    const at = withKeywords([{ in: words(ADHOC_KEYWORD_CAP), ex: words(20) }]);
    const over = withKeywords([{ in: words(ADHOC_KEYWORD_CAP + 1), ex: [] }]);
    expect(creationError(detail({ keywords: at }), countKeywords)).toBeNull();
    expect(creationError(detail({ keywords: over }), countKeywords)).toBe('Keywords exceed the limit');
    expect(creationError(detail({ type: 0, unix_end: 0, keywords: over }), countKeywords)).toBeNull();
  });

  it('lets a live feed go without an end date', () => {
    expect(creationError(detail({ type: 0, unix_end: 0 }), countKeywords)).toBeNull();
  });

  it('keeps the spec texts', () => {
    expect(M).toEqual({
      noType: 'No feed type selected',
      noName: 'Feed name has not been set yet',
      noKeywords: 'Keywords has not been set yet',
      keywordsExceed: 'Keywords exceed the limit',
      noLanguage: 'No AI Language picked',
      noMedium: 'No medium selected',
      noStart: 'No start date selected',
      noEnd: 'No end date selected',
      noFrequency: 'No update frequency selected',
    });
  });
});

describe('hasFeedKeywords', () => {
  it('accepts an advanced string or an included guided keyword', () => {
    expect(hasFeedKeywords(withKeywords([], 'MTR'))).toBe(true);
    expect(hasFeedKeywords(withKeywords([{ in: [['MTR']], ex: [] }]))).toBe(true);
    expect(hasFeedKeywords(withKeywords([], '  '))).toBe(false);
    expect(hasFeedKeywords(withKeywords([{ in: [[]], ex: [['']] }]))).toBe(false);
  });

  it('does not count exclusions alone as keywords', () => {
    expect(hasFeedKeywords(withKeywords([{ in: [], ex: [['spam']] }]))).toBe(false);
  });
});

describe('frequencyAllowed', () => {
  it('restricts ad-hoc feeds to On request', () => {
    expect(frequencyAllowed(1, 3)).toBe(true);
    for (const f of [0, 1, 2] as const) expect(frequencyAllowed(1, f)).toBe(false);
  });

  it('lets live feeds and an unchosen type pick any', () => {
    for (const f of [0, 1, 2, 3] as const) {
      expect(frequencyAllowed(0, f)).toBe(true);
      expect(frequencyAllowed(null, f)).toBe(true);
    }
  });
});

describe('stepComplete', () => {
  it('follows the completion rules of each step', () => {
    expect(stepComplete('type', detail())).toBe(true);
    expect(stepComplete('type', detail({ type: null }))).toBe(false);
    expect(stepComplete('name', detail({ name: ' ' }))).toBe(false);
    expect(stepComplete('name', detail())).toBe(true);
    expect(stepComplete('keywords', detail())).toBe(true);
    expect(stepComplete('keywords', detail({ keywords: withKeywords([]) }))).toBe(false);
    expect(stepComplete('sources', detail({ mediums: null }))).toBe(true);
    expect(stepComplete('sources', detail({ mediums: ['News'] }))).toBe(true);
    expect(stepComplete('sources', detail({ mediums: [] }))).toBe(false);
    expect(stepComplete('settings', detail())).toBe(true);
    expect(stepComplete('settings', detail({ unix_start: 0 }))).toBe(false);
  });
});

describe('settingsComplete', () => {
  it('needs the end date for ad-hoc feeds only', () => {
    expect(settingsComplete(detail())).toBe(true);
    expect(settingsComplete(detail({ unix_end: 0 }))).toBe(false);
    expect(settingsComplete(detail({ type: 0, unix_end: 0 }))).toBe(true);
    expect(settingsComplete(detail({ type: 0, lang: '' }))).toBe(false);
    expect(settingsComplete(detail({ type: 0, frequency: null }))).toBe(false);
    expect(settingsComplete(detail({ type: 0, unix_start: 0 }))).toBe(false);
  });
});

describe('messages', () => {
  it('quotes the created feed name', () => {
    expect(createdMessage('MTR watch')).toBe('"MTR watch" has been created successfully');
  });

  it('cleans database error texts', () => {
    expect(cleanServerError('scany: rows final error: ERROR: feed limit reached (SQLSTATE P0001)')).toBe('feed limit reached');
    expect(cleanServerError('scany: rows final error: ERROR: name taken SQLSTATE P0001')).toBe('name taken');
    expect(cleanServerError('  Keywords exceed the limit ')).toBe('Keywords exceed the limit');
    expect(cleanServerError('ERROR: kept, no scany prefix')).toBe('ERROR: kept, no scany prefix');
  });
});
