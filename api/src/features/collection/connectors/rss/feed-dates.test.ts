import { parseFeedDate } from './feed-dates.js';

describe('parseFeedDate', () => {
  it.each([
    ['Wed, 31 Dec 2003 10:14:55 -0800', Date.UTC(2003, 11, 31, 18, 14, 55)],
    ['Wed, 31 Dec 2003 10:14:55 PST', Date.UTC(2003, 11, 31, 18, 14, 55)],
    ['31 Dec 03 10:14 GMT', Date.UTC(2003, 11, 31, 10, 14, 0)],
    ['Wed, 31 Dec 2003 10:14:55 HKT', Date.UTC(2003, 11, 31, 2, 14, 55)],
    ['Wed, 31 Dec 2003 10:14:55 GMT+08:00', Date.UTC(2003, 11, 31, 2, 14, 55)],
    ['2003-12-31T10:14:55Z', Date.UTC(2003, 11, 31, 10, 14, 55)],
    ['2003-12-31T10:14:55.250+01:00', Date.UTC(2003, 11, 31, 9, 14, 55, 250)],
    ['2003-12-31', Date.UTC(2003, 11, 31)],
    ['2003-12', Date.UTC(2003, 11, 1)],
    ['20031231T101455Z', Date.UTC(2003, 11, 31, 10, 14, 55)],
  ])('reads %s', (text, expected) => {
    expect(parseFeedDate(text)).toBe(expected);
  });

  it.each(['', 'yesterday', '2003-13-45'])('refuses %j', (text) => {
    expect(parseFeedDate(text)).toBeNull();
  });
});
