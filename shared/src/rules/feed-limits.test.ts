import { feedTypeRemaining, modificationsRemaining } from './feed-limits.js';

describe('modificationsRemaining', () => {
  it('subtracts the used count from the limit, never below zero', () => {
    expect(modificationsRemaining({ used: 1, limit: 3 })).toBe(2);
    expect(modificationsRemaining({ used: 3, limit: 3 })).toBe(0);
    expect(modificationsRemaining({ used: 5, limit: 3 })).toBe(0);
  });

  it('is unlimited for a null limit', () => {
    expect(modificationsRemaining({ used: 9, limit: null })).toBeNull();
  });

  it('blocks when the count is missing', () => {
    expect(modificationsRemaining(null)).toBe(0);
    expect(modificationsRemaining(undefined)).toBe(0);
  });
});

describe('feedTypeRemaining', () => {
  const counts = { live: 1, adhoc: 3 };
  it('counts per type', () => {
    expect(feedTypeRemaining(0, counts, { live: 3, adhoc: 3 })).toBe(2);
    expect(feedTypeRemaining(1, counts, { live: 3, adhoc: 3 })).toBe(0);
    expect(feedTypeRemaining(1, counts, { live: 3, adhoc: 2 })).toBe(0);
  });

  it('is unlimited for a null limit', () => {
    expect(feedTypeRemaining(0, counts, { live: null, adhoc: 0 })).toBeNull();
    expect(feedTypeRemaining(1, counts, { live: null, adhoc: 0 })).toBe(0);
  });
});
