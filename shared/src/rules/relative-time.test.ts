import { relativeTime, timeAgo } from './relative-time.js';

const NOW = Date.UTC(2024, 5, 15, 12, 0, 0);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relativeTime', () => {
  it.each([
    [0, 'less than a minute'],
    [59 * S, 'less than a minute'],
    [M, '1 minute'],
    [2 * M, '2 minutes'],
    [59 * M + 59 * S, '59 minutes'],
    [H, '1 hour'],
    [5 * H, '5 hours'],
    [D - 1, '23 hours'],
    [D, '1 day'],
    [29 * D, '29 days'],
    [30 * D, '1 month'],
    [59 * D, '1 month'],
    [60 * D, '2 months'],
    [364 * D, '11 months'],
    [365 * D, '1 year'],
    [3 * 365 * D, '3 years'],
  ])('%d ms ago reads %s', (elapsed, text) => {
    expect(relativeTime(NOW - elapsed, NOW)).toBe(text);
  });

  it('reads a time in the future as just now', () => {
    expect(relativeTime(NOW + 5 * M, NOW)).toBe('less than a minute');
  });

  it('adds ago', () => {
    expect(timeAgo(NOW - 5 * M, NOW)).toBe('5 minutes ago');
    expect(timeAgo(NOW, NOW)).toBe('less than a minute ago');
  });
});
