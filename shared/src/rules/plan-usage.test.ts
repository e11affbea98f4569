import { quotaText, quotaUsage } from './plan-usage.js';

describe('quotaUsage', () => {
  it('computes remaining and percent', () => {
    expect(quotaUsage(1, 3)).toEqual({ used: 1, quota: 3, remaining: 2, percent: 33 });
    expect(quotaUsage(3, 3)).toEqual({ used: 3, quota: 3, remaining: 0, percent: 100 });
  });

  it('never goes below zero remaining nor above a full bar', () => {
    expect(quotaUsage(5, 3)).toEqual({ used: 5, quota: 3, remaining: 0, percent: 100 });
    expect(quotaUsage(0, 0)).toEqual({ used: 0, quota: 0, remaining: 0, percent: 100 });
  });

  it('treats a null quota as unlimited', () => {
    expect(quotaUsage(4, null)).toEqual({ used: 4, quota: null, remaining: null, percent: 0 });
    expect(quotaText(quotaUsage(4, null))).toBe('4 / Unlimited');
    expect(quotaText(quotaUsage(1, 3))).toBe('1 / 3');
  });
});
