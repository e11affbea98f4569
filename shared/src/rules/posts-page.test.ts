import { DATE_AFTER_TODAY, START_AFTER_END } from './feed-dates.js';
import {
  MULTIPLE_MEDIUM_LABEL,
  POSTS_HISTORY_ERROR,
  POST_TYPES,
  POST_TYPE_REQUIRED,
  customRangeError,
  defaultCustomRange,
  earliestPostsDay,
  feedEndMessage,
  feedStartMessage,
  goToPage,
  isCommentOf,
  mediumFilterLabel,
  pageCount,
  paginationItems,
  presetRange,
  safeHttpUrl,
  sentimentLabel,
  togglePostType,
  truncateText,
} from './posts-page.js';

const DAY = 86_400_000;
/** Noon of a Hong Kong calendar day. */
const hkNoon = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d, 4);

describe('pagination', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });

  it('shows 3 siblings around the current page with the first and last page', () => {
    expect(paginationItems(10, 20)).toEqual([1, 'gap', 7, 8, 9, 10, 11, 12, 13, 'gap', 20]);
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'gap', 17, 18, 19, 20]);
    expect(paginationItems(1, 1)).toEqual([1]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(paginationItems(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(paginationItems(6, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 'gap', 12]);
  });
});

describe('goToPage', () => {
  it('accepts whole numbers from 1 to the page count, or empty', () => {
    expect(goToPage('3', 5)).toEqual({ page: 3 });
    expect(goToPage(' 5 ', 5)).toEqual({ page: 5 });
    expect(goToPage('', 5)).toEqual({ page: null });
  });

  it.each(['0', '6', '2.5', '-1', 'abc', '1e1'])('refuses %p', (text) => {
    expect(goToPage(text, 5)).toEqual({ error: 'Enter a page number from 1 to 5' });
  });
});

describe('mediumFilterLabel', () => {
  it("names the mediums up to 3 sites and says 'Multiple medium' over 3", () => {
    expect(mediumFilterLabel([{ medium: 'Forum', sites: ['LIHKG', 'HKGolden'] }, { medium: 'News', sites: [] }], false)).toBe('Forum');
    expect(mediumFilterLabel([{ medium: 'Forum', sites: ['LIHKG'] }, { medium: 'News', sites: ['RTHK', 'HK01'] }], false)).toBe('Forum, News');
    expect(mediumFilterLabel([{ medium: 'Forum', sites: ['a', 'b', 'c', 'd'] }], false)).toBe(MULTIPLE_MEDIUM_LABEL);
    expect(mediumFilterLabel([{ medium: 'Forum', sites: ['a', 'b', 'c', 'd'] }], true)).toBe('All mediums');
  });
});

describe('truncateText', () => {
  it("cuts at the limit and adds ' ...'", () => {
    expect(truncateText('a'.repeat(100), 100)).toBe('a'.repeat(100));
    expect(truncateText('a'.repeat(101), 100)).toBe(`${'a'.repeat(100)} ...`);
    expect(truncateText('Harbour Festival fireworks tonight', 25)).toBe('Harbour Festival firework ...');
  });

  it('never splits a character made of two code units', () => {
    expect(truncateText('😀😀😀', 2)).toBe('😀😀 ...');
  });
});

describe('timeframe presets', () => {
  const now = hkNoon(2024, 3, 31);
  it('ends every preset now and starts it 1, 7 or 31 days before', () => {
    expect(presetRange(-2, now)).toEqual({ from: now - DAY, to: now });
    expect(presetRange(-3, now)).toEqual({ from: now - 7 * DAY, to: now });
    expect(presetRange(-4, now)).toEqual({ from: now - 31 * DAY, to: now });
  });
});

describe('custom range', () => {
  const now = hkNoon(2024, 5, 31);
  const ctx = { now, feedStart: null, feedEnd: null };

  it('starts at most 3 months back, clamped to the end of a shorter month', () => {
    expect(earliestPostsDay(now)).toBe(hkNoon(2024, 2, 29) - 12 * 3_600_000);
    expect(earliestPostsDay(hkNoon(2024, 5, 15))).toBe(hkNoon(2024, 2, 15) - 12 * 3_600_000);
  });

  it('refuses future days, more than 3 months back, and outside the feed', () => {
    expect(customRangeError({ from: hkNoon(2024, 5, 1), to: hkNoon(2024, 6, 1) }, ctx)).toBe(DATE_AFTER_TODAY);
    expect(customRangeError({ from: hkNoon(2024, 2, 28), to: now }, ctx)).toBe(POSTS_HISTORY_ERROR);
    expect(customRangeError({ from: hkNoon(2024, 2, 29), to: now }, ctx)).toBeNull();
    const feed = { now, feedStart: hkNoon(2024, 4, 1), feedEnd: hkNoon(2024, 4, 30) };
    expect(customRangeError({ from: hkNoon(2024, 3, 31), to: hkNoon(2024, 4, 10) }, feed)).toBe(feedStartMessage(feed.feedStart));
    expect(customRangeError({ from: hkNoon(2024, 4, 2), to: hkNoon(2024, 5, 1) }, feed)).toBe(feedEndMessage(feed.feedEnd));
    expect(customRangeError({ from: hkNoon(2024, 4, 10), to: hkNoon(2024, 4, 2) }, feed)).toBe(START_AFTER_END);
    expect(customRangeError({ from: hkNoon(2024, 4, 10), to: hkNoon(2024, 4, 10) }, feed)).toBeNull();
  });

  it("defaults to the feed's period within what may be shown", () => {
    const range = defaultCustomRange({ now, feedStart: hkNoon(2024, 1, 1), feedEnd: hkNoon(2024, 4, 30) });
    expect(range).toEqual({ from: earliestPostsDay(now), to: hkNoon(2024, 4, 30) + 12 * 3_600_000 - 1 });
    expect(defaultCustomRange({ now, feedStart: hkNoon(2023, 1, 1), feedEnd: hkNoon(2023, 2, 1) })).toBeNull();
  });
});

describe('post types', () => {
  it('keeps at least one type ticked', () => {
    expect(togglePostType(POST_TYPES.all, 'comments')).toEqual({ code: POST_TYPES.threads });
    expect(togglePostType(POST_TYPES.threads, 'threads')).toEqual({ error: POST_TYPE_REQUIRED });
    expect(togglePostType(POST_TYPES.comments, 'threads')).toEqual({ code: POST_TYPES.all });
  });

  it('maps codes to the search body', () => {
    expect(isCommentOf(POST_TYPES.all)).toBeNull();
    expect(isCommentOf(POST_TYPES.comments)).toBe(true);
    expect(isCommentOf(POST_TYPES.threads)).toBe(false);
  });
});

describe('safeHttpUrl', () => {
  it('keeps http(s) links only', () => {
    expect(safeHttpUrl('https://lihkg.com/thread/1')).toBe('https://lihkg.com/thread/1');
    expect(safeHttpUrl('http://example.com')).toBe('http://example.com/');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl(' JavaScript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,<b>x</b>')).toBeNull();
    expect(safeHttpUrl('/relative')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });
});

it('labels a pending sentiment', () => {
  expect(sentimentLabel(null)).toBe('Analyzing Sentiment ...');
  expect(sentimentLabel(-1)).toBe('Negative');
});
