import { countOf } from './count-of.js';

describe('countOf', () => {
  it('uses the singular for exactly one, the plural otherwise', () => {
    expect(countOf(1, 'feed')).toBe('1 feed');
    expect(countOf(0, 'feed')).toBe('0 feeds');
    expect(countOf(3, 'minute')).toBe('3 minutes');
  });
});
