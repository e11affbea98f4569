import { activeFeedTab, feedTabs, parseTaskId } from './feed-tabs';

describe('feed tabs', () => {
  it('offers Compare only for ad-hoc feeds', () => {
    expect(feedTabs(0)).toEqual(['overview', 'posts']);
    expect(feedTabs(1)).toEqual(['overview', 'posts', 'compare']);
  });

  it('reads the active tab from the path, Overview for bare or unknown paths', () => {
    const tabs = feedTabs(1);
    expect(activeFeedTab('/feed/12/posts', tabs)).toBe('posts');
    expect(activeFeedTab('/feed/12/compare/', tabs)).toBe('compare');
    expect(activeFeedTab('/feed/12', tabs)).toBe('overview');
    expect(activeFeedTab('/feed/12/trends', tabs)).toBe('overview');
    expect(activeFeedTab('/feed/12/compare', feedTabs(0))).toBe('overview');
  });

  it('accepts only numeric ids', () => {
    expect(parseTaskId('42')).toBe(42);
    expect(parseTaskId('4a')).toBeNull();
    expect(parseTaskId('-1')).toBeNull();
    expect(parseTaskId('1.5')).toBeNull();
    expect(parseTaskId('')).toBeNull();
    expect(parseTaskId(undefined)).toBeNull();
  });
});
