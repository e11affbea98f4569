import { sparklinePoints } from './sparkline-points';

describe('sparklinePoints', () => {
  it('needs two points', () => {
    expect(sparklinePoints([], 100, 30)).toBe('');
    expect(sparklinePoints([4], 100, 30)).toBe('');
  });

  it('spreads points across the width with the maximum at the top', () => {
    expect(sparklinePoints([0, 5, 10], 102, 32)).toBe('1,31 51,16 101,1');
  });

  it('draws an all-zero series along the bottom', () => {
    expect(sparklinePoints([0, 0], 12, 12)).toBe('1,11 11,11');
  });
});
